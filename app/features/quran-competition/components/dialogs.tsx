import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { FAQ } from "../content";
import { FEE_LABEL, MESSAGES } from "../rules";

const contentClasses =
  "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none";

function PayForm({ id, onCancel }: { id: string; onCancel?: () => void }) {
  return (
    <Form method="post" action="/quran-competition" className="mt-6 flex flex-wrap gap-3">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={buttonClasses("primary")}>
        Pay {FEE_LABEL}
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
  const [open, setOpen] = useState(true);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (paymentError === null) return;
    window.alert(MESSAGES.paymentError);
    setOpen(true);
  }, [paymentError]);
  const text = (
    <p className="mt-3 text-stone-800">
      {participant} is registered with the status Pending Payment. Pay the {FEE_LABEL} registration
      fee now by card, or later from the link in your confirmation email. The fee is fully
      refundable upon participation.
    </p>
  );
  if (!hydrated) {
    return (
      <section
        aria-labelledby="pay-heading"
        className="mt-6 rounded-2xl border border-brand bg-brand-soft p-6"
      >
        <h3 id="pay-heading" className="text-xl font-semibold text-brand-strong">
          Registration fee
        </h3>
        {text}
        <PayForm id={registrationId} />
      </section>
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
            Pay {FEE_LABEL} now
          </button>
        </p>
      ) : null}
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setCancelled(true);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Dialog.Content className={contentClasses}>
            <Dialog.Title className="text-2xl font-semibold text-brand-strong">
              Registration fee: {FEE_LABEL}
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
    </>
  );
}

/** The 17 questions; without JavaScript the opener links to the same list on the rules page. */
export function FaqDialog() {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href="/quran-competition/rules#faq" className={buttonClasses("outline")}>
        FAQ
      </a>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClasses("outline")}>FAQ</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className={`${contentClasses} max-w-2xl`}>
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-semibold text-brand-strong">
              Frequently asked questions
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close FAQ"
              className="-m-2 rounded-full p-2 text-2xl leading-none text-stone-700 hover:bg-stone-100"
            >
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Questions and answers about the Winter Qur'an Competition
          </Dialog.Description>
          <FaqList />
          <div className="mt-6 text-right">
            <Dialog.Close className={buttonClasses("primary")}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function FaqList() {
  return (
    <dl className="mt-4 space-y-4" data-testid="faq-list">
      {FAQ.map((item) => (
        <div key={item.question}>
          <dt className="font-semibold text-ink">{item.question}</dt>
          <dd className="mt-1 text-stone-800">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
