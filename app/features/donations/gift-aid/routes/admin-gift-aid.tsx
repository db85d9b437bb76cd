import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import {
  AdminPageTitle,
  DateTime,
  DoneNotice,
  EmptyNote,
  linkClasses,
  panelClasses,
} from "#app/components/admin/page";
import {
  dateColumn,
  NAME_COLUMN,
  ResponsiveTable,
  type TableColumn,
} from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { DateField, ErrorSummary, summaryFields } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { adminPageMeta } from "#app/lib/meta";
import { pounds } from "#app/lib/money";
import { localDate } from "#app/lib/time/london";
import { claimPeriodSchema, lastMonth } from "../../admin/admin-schema";
import { DonationsAdminNav, shortDay } from "../../components/admin";
import {
  adjustmentText,
  CLAIM_MESSAGES,
  createClaim,
  listClaims,
  pendingAdjustment,
  unclaimedGiftAid,
} from "../claims.server";
import type { Route } from "./+types/admin-gift-aid";

export const meta = adminPageMeta("Gift Aid claims", "Admin: Gift Aid claims for HMRC.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const asked = claimPeriodSchema.safeParse({ from: params.get("from"), to: params.get("to") });
  const period = asked.success ? asked.data : lastMonth(localDate(requestNow(request)));
  const [unclaimed, adjustment, claims] = await Promise.all([
    unclaimedGiftAid(period.from, period.to),
    pendingAdjustment(),
    listClaims(),
  ]);
  return {
    period,
    unclaimed,
    adjustment: { ...adjustment, text: adjustmentText(adjustment) },
    claims,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const submission = parseWithZod(await request.formData(), { schema: claimPeriodSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const claim = await createClaim(user, submission.value);
  if (!claim.ok)
    return formFailure(submission.reply({ formErrors: [CLAIM_MESSAGES.nothing] }), 409);
  return { message: CLAIM_MESSAGES.created(claim.id, claim.payments, claim.adjustment) };
}

type LoaderData = Route.ComponentProps["loaderData"];
type Claim = LoaderData["claims"][number];
type Unclaimed = LoaderData["unclaimed"]["payments"][number];

/** The period's labels: beside each field (with "UK date") and in the error summary. */
const PERIOD_LABELS = { from: "From", to: "To" };

/** The period: Show reloads the page for it (GET); Create claim claims it (POST). */
function PeriodForm({
  period,
  lastResult,
}: {
  period: LoaderData["period"];
  lastResult?: Parameters<typeof useValidatedForm>[1]["lastResult"];
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(claimPeriodSchema, {
    id: "claim-period",
    lastResult,
    defaultValue: period,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className={cn(panelClasses, "mt-6 grid gap-4 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end")}
    >
      <div className="sm:col-span-3">
        <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, PERIOD_LABELS)} />
      </div>
      <DateField meta={fields.from} label={`${PERIOD_LABELS.from} (UK date)`} />
      <DateField meta={fields.to} label={`${PERIOD_LABELS.to} (UK date)`} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" formMethod="get" formNoValidate>
          Show
        </Button>
        <Button type="submit" pending={busy} pendingLabel="Creating...">
          Create claim
        </Button>
      </div>
    </Form>
  );
}

function UnclaimedList({ payments }: { payments: Unclaimed[] }) {
  if (payments.length === 0) return null;
  return (
    <ResponsiveTable
      items={payments}
      itemKey={(payment) => payment.id}
      caption="Unclaimed Gift Aid payments, oldest first"
      columns={[
        dateColumn("Paid", "paidAt"),
        {
          heading: "Donor",
          card: "title",
          cell: (payment) => `${payment.firstName} ${payment.lastName}`,
        },
        { heading: "Fund", cell: (payment) => payment.fundName },
        { heading: "Amount", className: "tabular-nums", cell: (p) => pounds(p.amountPence) },
      ]}
    />
  );
}

const periodText = (claim: Claim) => `${shortDay(claim.periodFrom)} – ${shortDay(claim.periodTo)}`;

function Download({ claim }: { claim: Claim }) {
  return (
    <a href={`/admin/donations/gift-aid/${claim.id}.csv`} className={linkClasses} download>
      Download CSV<span className="sr-only"> of claim {claim.id}</span>
    </a>
  );
}

function Refunded({ claim }: { claim: Claim }) {
  if (!claim.refunded) return null;
  const { payments, totalPence, notAdjusted } = claim.refunded;
  return (
    <span className="block text-sm font-medium text-red-900">
      {payments} refunded since ({pounds(totalPence)}):{" "}
      {notAdjusted === 0 ? "adjusted in a later claim." : "the next claim adjusts for it."}
    </span>
  );
}

/** The overclaimed Gift Aid a claim told HMRC of, to enter in Charities Online with it. */
function Adjustment({ claim }: { claim: Claim }) {
  if (claim.adjustment.payments === 0) return null;
  return (
    <span className="block text-sm text-stone-700">
      Adjustment: −{pounds(claim.adjustment.giftAidPence)} ({claim.adjustment.payments} refunded)
    </span>
  );
}

/** A claim's sum of money with, beneath it, what has changed in it since. */
function claimAmountColumn(
  heading: string,
  pence: (claim: Claim) => number,
  Change: (props: { claim: Claim }) => ReactNode,
): TableColumn<Claim> {
  return {
    heading,
    className: "tabular-nums",
    cell: (claim) => (
      <>
        {pounds(pence(claim))}
        <Change claim={claim} />
      </>
    ),
  };
}

function PastClaims({ claims }: { claims: Claim[] }) {
  return (
    <section aria-labelledby="claims-heading" className="mt-10">
      <h2 id="claims-heading" className="text-xl font-semibold text-brand-strong">
        Past claims ({claims.length})
      </h2>
      <ResponsiveTable
        items={claims}
        itemKey={(claim) => claim.id}
        caption="Gift Aid claims, newest first"
        columns={[
          {
            ...NAME_COLUMN,
            heading: "Claim",
            cell: (claim) => claim.id,
            cardCell: (claim) => `Claim ${claim.id}`,
          },
          { heading: "Period", cell: periodText },
          { heading: "Payments", className: "tabular-nums", cell: (claim) => claim.paymentCount },
          claimAmountColumn("Donated", (claim) => claim.totalPence, Refunded),
          claimAmountColumn("Gift Aid", (claim) => claim.giftAidPence, Adjustment),
          {
            heading: "Created",
            cell: (claim) => (
              <>
                <DateTime value={claim.createdAt} />
                <span className="block text-stone-700">{claim.createdBy}</span>
              </>
            ),
          },
          { heading: "Schedule", card: "actions", cell: (claim) => <Download claim={claim} /> },
        ]}
        empty={<EmptyNote>No claim has been made yet.</EmptyNote>}
      />
    </section>
  );
}

export default function AdminGiftAid({ loaderData, actionData }: Route.ComponentProps) {
  const { period, unclaimed, adjustment, claims } = loaderData;
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;

  const count = unclaimed.payments.length;
  return (
    <>
      <DonationsAdminNav />
      <AdminPageTitle
        title="Gift Aid claims"
        lead="Payments made under a Gift Aid declaration, paid and not refunded, that no claim has taken yet. A claim takes each payment once; download its schedule and upload it to HMRC's Charities Online."
      />
      <DoneNotice answer={actionData} />
      <PeriodForm key={`${period.from}:${period.to}`} period={period} lastResult={lastResult} />
      <section aria-labelledby="unclaimed-heading" className="mt-8">
        <h2 id="unclaimed-heading" className="text-xl font-semibold text-brand-strong">
          Unclaimed from {shortDay(period.from)} to {shortDay(period.to)}
        </h2>
        <dl className={cn(panelClasses, "mt-3 grid gap-4 p-4 sm:grid-cols-3")}>
          <div>
            <dt className="text-sm text-stone-700">Payments</dt>
            <dd className="text-2xl font-semibold tabular-nums">{count}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Donated</dt>
            <dd className="text-2xl font-semibold tabular-nums">{pounds(unclaimed.totalPence)}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-700">Gift Aid to claim (25%)</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {pounds(unclaimed.giftAidPence)}
            </dd>
          </div>
        </dl>
        {adjustment.payments > 0 ? (
          <p className={cn(panelClasses, "mt-3 border-amber-300 bg-amber-50 p-4 text-amber-950")}>
            The next claim also adjusts for {adjustment.text}. Enter it in Charities Online as the
            adjustment for tax previously overclaimed.
          </p>
        ) : null}
        <UnclaimedList payments={unclaimed.payments} />
      </section>
      <PastClaims claims={claims} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
