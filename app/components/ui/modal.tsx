import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const widths = { md: "max-w-md", lg: "max-w-lg", xl: "max-w-2xl", full: "max-w-5xl" } as const;

/**
 * A modal dialog (Radix: focus trap, Escape, focus returned to the opener). Controlled by the
 * caller; closed by ×, Escape, the overlay, or a footer button wrapped in `ModalClose`.
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
  return (
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
            <Dialog.Close
              aria-label={closeLabel}
              className="-m-2 rounded-full p-2 text-2xl leading-none text-stone-700 hover:bg-stone-100"
            >
              ×
            </Dialog.Close>
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
  );
}

export const ModalClose = Dialog.Close;
