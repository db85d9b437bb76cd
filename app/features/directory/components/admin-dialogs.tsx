import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Modal } from "#app/components/ui/modal";
import { useHydrated } from "#app/lib/use-hydrated";

/**
 * Approve / Deny of a pending listing. With JavaScript they sit in a review modal next to the
 * listing's full details; without it the same forms show in the list.
 */
export function ReviewDialog({
  name,
  details,
  children,
}: {
  name: string;
  details: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return <>{children}</>;
  return (
    <>
      <Button type="button" className="px-4 py-1.5" onClick={() => setOpen(true)}>
        Review<span className="sr-only"> {name}</span>
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Review: ${name}`}
        description={`Approve ${name}, or deny it with a reason the owner will see.`}
        closeLabel="Close review"
        size="xl"
      >
        <div className="space-y-5">
          {details}
          <div className="flex flex-col gap-4 border-t border-stone-200 pt-4">{children}</div>
        </div>
      </Modal>
    </>
  );
}

/** A business logo that opens larger in a modal (a link to the image without JavaScript). */
export function LogoEnlargement({ name, url }: { name: string; url: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const thumbnail = (
    <img
      src={url}
      alt={`${name} logo (enlarge)`}
      width={64}
      height={64}
      className="size-16 rounded-xl object-cover ring-1 ring-stone-200"
    />
  );
  if (!hydrated)
    return (
      <a href={url} target="_blank" rel="noreferrer" className="shrink-0">
        {thumbnail}
      </a>
    );
  return (
    <>
      <button type="button" className="shrink-0 rounded-xl" onClick={() => setOpen(true)}>
        {thumbnail}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`${name} logo`}
        description={`The logo of ${name} at full size.`}
        closeLabel="Close logo"
      >
        <img
          src={url}
          alt={`${name} logo`}
          width={512}
          height={512}
          className="mx-auto h-auto max-h-[60vh] w-auto max-w-full rounded-xl object-contain"
        />
      </Modal>
    </>
  );
}
