import type * as RadixDialog from "@radix-ui/react-dialog";
import { type ReactNode, Suspense, use, useState } from "react";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { buttonClasses } from "./button";

type Radix = typeof RadixDialog;
let radix: Promise<Radix> | undefined;

/** Radix's dialog (about 11 KB gzipped), fetched when a dialog is first wanted, not with the page. */
const loadDialog = () => {
  // A failed fetch (offline) is tried again the next time.
  radix ??= import("@radix-ui/react-dialog").catch((error: unknown) => {
    radix = undefined;
    throw error;
  });
  return radix;
};

function WithRadix({ render }: { render: (Dialog: Radix) => ReactNode }) {
  return render(use(loadDialog()));
}

/**
 * What `render` makes of Radix's dialog parts once they have arrived (`fallback` until then).
 * Only for what a page shows after hydration: its server HTML would wait for Radix too.
 */
export function LazyDialog({
  render,
  fallback = null,
}: {
  render: (Dialog: Radix) => ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <WithRadix render={render} />
    </Suspense>
  );
}

const widths = { md: "max-w-md", lg: "max-w-lg", xl: "max-w-2xl", full: "max-w-5xl" } as const;

function CloseCross({ Dialog, label }: { Dialog: Radix; label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="-m-2 rounded-full p-2 text-2xl leading-none text-stone-700 hover:bg-stone-100"
    >
      ×
    </Dialog.Close>
  );
}

/**
 * A modal dialog (Radix: focus trap, Escape, focus returned to the opener). Controlled by the
 * caller; closed by ×, Escape, the overlay, or a footer button that calls `onOpenChange(false)`.
 * Nothing is fetched or rendered before it first opens.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = "Close",
  size = "lg",
  header,
  footer,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers when the dialog opens; hidden visually. */
  description: string;
  closeLabel?: string;
  size?: keyof typeof widths;
  /** Shown above the title (a picture, a badge). */
  header?: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on closing, when the dialog was not opened by the element to return to. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <LazyDialog
      render={(Dialog) => (
        <Dialog.Root open={open} onOpenChange={onOpenChange}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
            <Dialog.Content
              onCloseAutoFocus={onCloseAutoFocus}
              className={cn(
                "fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none",
                widths[size],
              )}
            >
              <div className="flex items-start justify-between gap-4 border-b border-stone-200 p-5 sm:px-6">
                <div className="min-w-0">
                  {header}
                  <Dialog.Title className="text-2xl font-semibold text-brand-strong">
                    {title}
                  </Dialog.Title>
                </div>
                <CloseCross Dialog={Dialog} label={closeLabel} />
              </div>
              <Dialog.Description className="sr-only">{description}</Dialog.Description>
              <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:px-6">{children}</div>
              {footer ? (
                <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 p-4 sm:px-6">
                  {footer}
                </div>
              ) : null}
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    />
  );
}

/** The panel of a small dialog that scrolls as a whole. */
export const dialogPanelClasses =
  "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none";

/**
 * A text to read in a dialog opened by its own button (closed by ×, Escape or Close). Without
 * JavaScript the opener is a link to the same text elsewhere (`fallbackHref`).
 */
export function TextDialog({
  label,
  variant = "outline",
  fallbackHref,
  title,
  description,
  closeLabel,
  wide = false,
  children,
}: {
  label: string;
  variant?: "outline" | "primary" | "accent";
  fallbackHref: string;
  title: string;
  /** Read by screen readers when the dialog opens; hidden visually. */
  description: string;
  closeLabel: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  if (!hydrated) {
    return (
      <a href={fallbackHref} className={buttonClasses(variant)}>
        {label}
      </a>
    );
  }
  // Until Radix is here, a button like its closed trigger; the first click opens the dialog.
  const opener = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={buttonClasses(variant)}
      onPointerEnter={loadDialog}
      onFocus={loadDialog}
      onClick={() => setWanted(true)}
    >
      {label}
    </button>
  );
  if (!wanted) return opener;
  return (
    <LazyDialog
      fallback={opener}
      render={(Dialog) => (
        <Dialog.Root defaultOpen>
          <Dialog.Trigger className={buttonClasses(variant)}>{label}</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
            <Dialog.Content
              className={wide ? `${dialogPanelClasses} max-w-2xl` : dialogPanelClasses}
            >
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="text-2xl font-semibold text-brand-strong">
                  {title}
                </Dialog.Title>
                <CloseCross Dialog={Dialog} label={closeLabel} />
              </div>
              <Dialog.Description className="sr-only">{description}</Dialog.Description>
              {children}
              <div className="mt-6 text-right">
                <Dialog.Close className={buttonClasses("primary")}>Close</Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    />
  );
}
