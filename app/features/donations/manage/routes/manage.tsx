import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { ErrorSummary, MoneyField } from "#app/components/ui/field";
import { DonationDetails } from "#app/features/donations/giving/components/donation-details";
import { actionAnswer, lazySchema, useValidatedForm } from "#app/lib/forms";
import { pageMeta } from "#app/lib/meta";
import { penceToPounds, pounds } from "#app/lib/money";
import { manageAction, managePage } from "../manage.server";
import type { Route } from "./+types/manage";

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, { title: "Your donation", description: "Manage your donation." }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export const loader = ({ params }: Route.LoaderArgs) => managePage(params.token);

export const action = ({ request, params }: Route.ActionArgs) =>
  manageAction(request, params.token);

function ChangeAmountForm({
  currentPence,
  lastResult,
}: {
  currentPence: number;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.monthlyAmountSchema,
    ),
    { id: "change-amount", lastResult, defaultValue: { amount: penceToPounds(currentPence) } },
  );
  const sending = navigation.formData?.get("intent") === "change-amount";
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <h3 className="text-lg font-semibold text-brand-strong">Change the monthly amount</h3>
      <ErrorSummary formErrors={form.errors} fields={[]} />
      <MoneyField
        meta={fields.amount}
        label="New monthly amount (£)"
        hint="From the next payment on; £1 to £10,000."
        autoComplete="off"
        className="max-w-xs"
      />
      <Button
        type="submit"
        name="intent"
        value="change-amount"
        pending={sending}
        pendingLabel="Saving…"
      >
        Change amount
      </Button>
    </Form>
  );
}

function IntentButton({
  intent,
  children,
  explanation,
}: {
  intent: string;
  children: string;
  explanation: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className="space-y-3">
      <p className="text-stone-700">{explanation}</p>
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="outline"
        pending={navigation.formData?.get("intent") === intent}
        className="border-red-800 text-red-900 hover:bg-red-50"
      >
        {children}
      </Button>
    </Form>
  );
}

export default function ManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { donation, giftAid, payments, canChange } = loaderData;
  const { lastResult, buttonErrors } = actionAnswer(actionData);
  const rows: [string, string][] = [
    ["Fund", donation.fundName],
    ["Amount", `${pounds(donation.amountPence)}${donation.monthly ? " a month" : ""}`],
    ["Type", donation.frequency],
    ["Status", donation.status],
    ["Started", donation.startedOn],
    [
      "Gift Aid",
      giftAid
        ? giftAid.cancelledOn
          ? `Declaration made on ${giftAid.declaredOn}, cancelled on ${giftAid.cancelledOn}`
          : `Declaration made on ${giftAid.declaredOn}`
        : "No declaration",
    ],
  ];
  return (
    <>
      <PageHeader title="Your donation" />
      <Container className="space-y-10 py-10 [&>*]:max-w-3xl">
        <ErrorSummary formErrors={buttonErrors} />
        <DonationDetails rows={rows} />

        <section aria-labelledby="payments-heading">
          <h2 id="payments-heading" className="text-xl font-semibold text-brand-strong">
            Payments received
          </h2>
          {payments.length === 0 ? (
            <p className="mt-2 text-stone-700">No payments yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
              {payments.map((payment, index) => (
                <li
                  // Payments have no id on this page; their order is fixed (oldest first).
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-5 py-3"
                >
                  <span>{payment.paidOn ?? "Not paid"}</span>
                  <span className="font-semibold">
                    {payment.amount}
                    {payment.paid ? "" : " (failed)"}
                    {payment.giftAid ? " · Gift Aid" : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        {canChange ? (
          <section aria-labelledby="monthly-heading" className="space-y-6">
            <h2 id="monthly-heading" className="text-xl font-semibold text-brand-strong">
              Your monthly donation
            </h2>
            <ChangeAmountForm currentPence={donation.amountPence} lastResult={lastResult} />
            <IntentButton
              intent="cancel-monthly"
              explanation="Cancelling stops the payments from next month; nothing already given is refunded."
            >
              Cancel my monthly donation
            </IntentButton>
          </section>
        ) : null}

        {giftAid && !giftAid.cancelledOn ? (
          <section aria-labelledby="gift-aid-heading" className="space-y-3">
            <h2 id="gift-aid-heading" className="text-xl font-semibold text-brand-strong">
              Gift Aid
            </h2>
            <IntentButton
              intent="cancel-gift-aid"
              explanation="If you no longer pay enough UK tax, cancel your declaration: we will not claim Gift Aid on payments made from today. Payments made before stay claimed, as HMRC allows."
            >
              Cancel my Gift Aid declaration
            </IntentButton>
          </section>
        ) : null}
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
