import { lazy, useEffect, useState } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { dialogPanelClasses, LazyDialog, TextDialog } from "#app/components/ui/modal";
import { TitledSection } from "#app/components/ui/titled-section";
import { useHydrated } from "#app/lib/use-hydrated";
import { MESSAGES } from "../rules";
import { useEdition } from "./edition-context";

function PayForm({ id, onCancel }: { id: string; onCancel?: () => void }) {
  const { feeLabel } = useEdition();
  return (
    <Form method="post" action="/quran-competition" className="mt-6 flex flex-wrap gap-3">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClasses("primary")}>
        Pay {feeLabel}
      </button>
      {onCancel ? (
        <button type="button" className={buttonClasses("outline")} onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </Form>
  );
}

/**
 * After a registration: 'Pay £5' (Stripe Checkout) or 'Cancel' (pay later from the emailed
 * link). Without JavaScript the same choice is printed in the page.
 */
export function PaymentDialog({
  registrationId,
  participant,
  paymentError,
}: {
  registrationId: string;
  participant: string;
  paymentError: number | null;
}) {
  const hydrated = useHydrated();
  const { feeLabel } = useEdition();
  const [open, setOpen] = useState(true);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (paymentError === null) return;
    window.alert(MESSAGES.paymentError);
    setOpen(true);
  }, [paymentError]);
  const text = (
    <p className="mt-3 text-stone-800">
      {participant} is registered with the status Pending Payment. Pay the {feeLabel} registration
      fee now by card, or later from the link in your confirmation email. The fee is fully
      refundable upon participation.
    </p>
  );
  if (!hydrated) {
    return (
      <TitledSection
        headingId="pay-heading"
        title="Registration fee"
        level="h3"
        headingSize="text-xl"
        className="mt-6 rounded-2xl border border-brand bg-brand-soft p-6"
      >
        {text}
        <PayForm id={registrationId} />
      </TitledSection>
    );
  }
  return (
    <>
      {cancelled && !open ? (
        <p className="mt-4 text-stone-800">
          You can pay later from the link in your confirmation email.{" "}
          <button
            type="button"
            className="font-semibold text-brand-strong underline"
            onClick={() => setOpen(true)}
          >
            Pay {feeLabel} now
          </button>
        </p>
      ) : null}
      <LazyDialog
        render={(Dialog) => (
          <Dialog.Root
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) setCancelled(true);
            }}
          >
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
              <Dialog.Content className={dialogPanelClasses}>
                <Dialog.Title className="text-2xl font-semibold text-brand-strong">
                  Registration fee: {feeLabel}
                </Dialog.Title>
                <Dialog.Description asChild>{text}</Dialog.Description>
                <PayForm
                  id={registrationId}
                  onCancel={() => {
                    setOpen(false);
                    setCancelled(true);
                  }}
                />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        )}
      />
    </>
  );
}

// The questions load with the dialog, not with the page (the rules page prints them).
const FaqList = lazy(() => import("./faq-list").then((module) => ({ default: module.FaqList })));

/** The 17 questions; without JavaScript the opener links to the same list on the rules page. */
export function FaqDialog() {
  return (
    <TextDialog
      label="FAQ"
      fallbackHref="/quran-competition/rules#faq"
      title="Frequently asked questions"
      description="Questions and answers about the Winter Qur'an Competition"
      closeLabel="Close FAQ"
      wide
    >
      <FaqList />
    </TextDialog>
  );
}
