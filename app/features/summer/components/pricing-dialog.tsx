import * as Dialog from "@radix-ui/react-dialog";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { PRICE_NOTE, type PricingModalData } from "../content";

function PricingBody({ programmes }: { programmes: PricingModalData[] }) {
  return (
    <div className="space-y-5">
      {programmes.map((programme) => (
        <section key={programme.id} aria-labelledby={`price-${programme.id}-title`}>
          <h3
            id={`price-${programme.id}-title`}
            className="text-lg font-semibold text-brand-strong"
          >
            {programme.title}{" "}
            <span className="text-sm font-normal text-stone-700">({programme.subtitle})</span>
          </h3>
          <p className="mt-1 font-semibold text-ink">{programme.headline}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
            {programme.leaflet.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="rounded-lg bg-brand-soft p-3 text-sm text-stone-800">{PRICE_NOTE}</p>
    </div>
  );
}

/**
 * A pricing modal (closed by × or Close). Without JavaScript the opener is a link to the same
 * text printed on the page (`#{fallbackId}`).
 */
export function PricingDialog({
  label,
  title,
  programmes,
  fallbackId,
  variant = "outline",
}: {
  label: string;
  title: string;
  programmes: PricingModalData[];
  fallbackId: string;
  variant?: "outline" | "primary" | "accent";
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`#${fallbackId}`} className={buttonClasses(variant)}>
        {label}
      </a>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses(variant)}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-semibold text-brand-strong">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close price breakdown"
              className="-m-2 rounded-full p-2 text-2xl leading-none text-stone-700 hover:bg-stone-100"
            >
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Prices and discounts of the summer programmes
          </Dialog.Description>
          <div className="mt-4">
            <PricingBody programmes={programmes} />
          </div>
          <div className="mt-6 text-right">
            <Dialog.Close className={buttonClasses("primary")}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The same prices printed on the page, for visitors without JavaScript (and print). */
export function PricingSection({ id, programmes }: { id: string; programmes: PricingModalData[] }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl border border-stone-300 bg-white p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-brand-strong">
        Prices
      </h2>
      <div className="mt-4">
        <PricingBody programmes={programmes} />
      </div>
    </section>
  );
}
