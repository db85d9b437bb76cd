import { useNavigation } from "react-router";
import { z } from "zod";
import { ALL, DateFilter, FilterForm, SelectFilter } from "#app/components/admin/filters";
import {
  AdminPageTitle,
  ButtonOutcome,
  DateTime,
  EmptyNote,
  ExportCsvLink,
} from "#app/components/admin/page";
import { ListSection } from "#app/components/admin/sections";
import { Cell, DataTable, PagedTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { requireStaff } from "#app/lib/auth/session.server";
import { donationFrequencies, donationStatuses } from "#app/lib/db/enums";
import { BUTTONS } from "#app/lib/forms";
import { formError } from "#app/lib/forms.server";
import { isUuid } from "#app/lib/http/ids";
import { adminPageMeta } from "#app/lib/meta";
import { pounds } from "#app/lib/money";
import { chargeStatusText, isKept } from "#app/lib/payments/charges";
import { ConfirmedAction, claimedNote, DonationsAdminNav, monthName } from "../../components/admin";
import { FREQUENCY_LABELS, STATUS_LABELS } from "../../messages";
import { listDonations, refundDonationPayment } from "../admin.server";
import { donationFiltersQuery, parseDonationFilters } from "../admin-schema";
import type { Route } from "./+types/admin-donations";

export const meta = adminPageMeta("Donations", "Admin: donations, totals and refunds.");

const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filters = parseDonationFilters(params);
  const page = pageSchema.parse(params.get("page") ?? undefined);
  const list = await listDonations(filters, page);
  const query = donationFiltersQuery(filters);
  return {
    ...list,
    filters,
    page,
    exportHref: `/admin/donations/export.csv${query ? `?${query}` : ""}`,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const id = form.get("id");
  if (form.get("intent") !== "refund" || !isUuid(id))
    return formError("Unknown action.", 400, { formId: BUTTONS });
  const outcome = await refundDonationPayment(user, id);
  if (!outcome.ok) return formError(outcome.message, 409, { formId: BUTTONS });
  return { message: outcome.message };
}

type LoaderData = Route.ComponentProps["loaderData"];
type Row = LoaderData["rows"][number];
type Payment = Row["payments"][number];

function Filters({ filters, funds }: Pick<LoaderData, "filters" | "funds">) {
  return (
    <FilterForm
      values={filters}
      label="Filter donations"
      className="mt-6 grid grid-cols-2 gap-4 p-4 lg:grid-cols-3 xl:grid-cols-[1.4fr_1fr_1fr_1fr_1fr_1fr_auto]"
      submitLabel="Filter"
      clearTo="/admin/donations"
      actionsClassName="col-span-2 flex flex-wrap items-end gap-3 lg:col-span-1"
    >
      <SelectFilter
        name="fund"
        label="Fund"
        className="col-span-2 lg:col-span-1"
        options={[ALL, ...funds.map(({ id, name }) => [String(id), name] as const)]}
      />
      <DateFilter name="from" label="From" />
      <DateFilter name="to" label="To" />
      <SelectFilter
        name="frequency"
        label="Frequency"
        options={[ALL, ...donationFrequencies.map((f) => [f, FREQUENCY_LABELS[f]] as const)]}
      />
      <SelectFilter
        id="filter-gift-aid"
        name="giftAid"
        label="Gift Aid"
        options={[ALL, ["yes", "Yes"], ["no", "No"]]}
      />
      <SelectFilter
        name="status"
        label="Status"
        options={[ALL, ...donationStatuses.map((s) => [s, STATUS_LABELS[s]] as const)]}
      />
    </FilterForm>
  );
}

function TotalsTable({
  caption,
  heading,
  rows,
  totalPence,
}: {
  caption: string;
  heading: string;
  rows: { key: string; label: string; payments: number; totalPence: number }[];
  totalPence: number;
}) {
  return (
    <DataTable caption={caption} columns={[heading, "Payments", "Received"]} className="mt-2">
      {rows.map((row) => (
        <tr key={row.key}>
          <Cell>{row.label}</Cell>
          <Cell className="tabular-nums">{row.payments}</Cell>
          <Cell className="tabular-nums">{pounds(row.totalPence)}</Cell>
        </tr>
      ))}
      <tr>
        <Cell className="font-semibold">Total</Cell>
        <Cell className="tabular-nums font-semibold">
          {rows.reduce((total, row) => total + row.payments, 0)}
        </Cell>
        <Cell className="tabular-nums font-semibold">{pounds(totalPence)}</Cell>
      </tr>
    </DataTable>
  );
}

function Totals({ totals }: { totals: LoaderData["totals"] }) {
  return (
    <section aria-labelledby="totals-heading" className="mt-8">
      <h2 id="totals-heading" className="text-xl font-semibold text-brand-strong">
        Received: {pounds(totals.totalPence)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Payments received between the dates (UK time) for the donations these filters choose;
        refunded payments are left out.
      </p>
      {totals.byFund.length === 0 ? (
        <EmptyNote>No payments received.</EmptyNote>
      ) : (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-ink">Per fund</h3>
            <TotalsTable
              caption="Received per fund"
              heading="Fund"
              rows={totals.byFund.map((row) => ({ key: row.fund, label: row.fund, ...row }))}
              totalPence={totals.totalPence}
            />
          </div>
          <div>
            <h3 className="font-semibold text-ink">Per month</h3>
            <TotalsTable
              caption="Received per month"
              heading="Month"
              rows={totals.byMonth.map((row) => ({
                key: row.month,
                label: monthName(row.month),
                ...row,
              }))}
              totalPence={totals.totalPence}
            />
          </div>
        </div>
      )}
    </section>
  );
}

const amountText = (row: Row) =>
  `${pounds(row.amountPence)}${row.people ? ` (${row.people} ${row.people === 1 ? "person" : "people"})` : ""}`;

function Donor({ row }: { row: Row }) {
  return (
    <>
      <span className="block font-semibold">
        {row.firstName} {row.lastName}
      </span>
      <span className="block break-all">{row.email}</span>
    </>
  );
}

/** The payment's state: "Failed", "Paid", "Partially refunded (£12.50 of £50.00)", "Disputed"… */
const paymentWords = (payment: Payment) => chargeStatusText(payment) ?? "Failed";

function PaymentLine({ row, payment, busy }: { row: Row; payment: Payment; busy: boolean }) {
  const when = payment.refundedAt ?? payment.paidAt ?? payment.createdAt;
  const leftPence = payment.amountPence - payment.refundedPence;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 py-1">
      <span>
        <span className="tabular-nums">{pounds(payment.amountPence)}</span> {paymentWords(payment)}{" "}
        <DateTime value={when} />
      </span>
      {isKept(payment.status) ? (
        <ConfirmedAction
          intent="refund"
          id={payment.id}
          disabled={busy}
          question={`Refund ${pounds(leftPence)} to ${row.firstName} ${row.lastName} through Stripe? This cannot be undone.`}
        >
          Refund
          <span className="sr-only">
            {" "}
            {pounds(leftPence)} to {row.firstName} {row.lastName}
          </span>
        </ConfirmedAction>
      ) : null}
      {payment.refundedAt && payment.claimedAt ? (
        <span className="basis-full text-sm font-medium text-red-900">
          {claimedNote(payment.claimedAt)}
        </span>
      ) : null}
    </li>
  );
}

function Payments({ row, busy }: { row: Row; busy: boolean }) {
  if (row.payments.length === 0) return <span className="text-stone-700">No payment yet</span>;
  return (
    <ul className="divide-y divide-stone-200">
      {row.payments.map((payment) => (
        <PaymentLine key={payment.id} row={row} payment={payment} busy={busy} />
      ))}
    </ul>
  );
}

export default function AdminDonations({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, funds, rows, total, page, pageCount, totals, exportHref } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <DonationsAdminNav />
      <AdminPageTitle
        title="Donations"
        lead="Newest first. The dates choose the donations made between them; the totals and the CSV count the payments received between them."
        actions={<ExportCsvLink href={exportHref} />}
      />
      <ButtonOutcome actionData={actionData} />
      <Filters key={JSON.stringify(filters)} filters={filters} funds={funds} />
      <Totals totals={totals} />
      <ListSection headingId="list-heading" title={`Donations (${total})`}>
        <PagedTable
          paging={{ total, page, pageCount }}
          noun={["donation", "donations"]}
          emptyMessage="No donations match these filters."
          showCount={false}
          breakpoint="lg"
          items={rows}
          itemKey={(row) => row.id}
          columns={[
            {
              heading: "Date",
              className: "whitespace-nowrap",
              cell: (row) => <DateTime value={row.createdAt} />,
            },
            { heading: "Donor", card: "line", cell: (row) => <Donor row={row} /> },
            { heading: "Fund", cell: (row) => row.fundName },
            {
              heading: "Amount",
              card: "title",
              className: "tabular-nums whitespace-nowrap",
              cell: (row) => (
                <>
                  {amountText(row)}
                  <span className="block text-stone-700">{FREQUENCY_LABELS[row.frequency]}</span>
                </>
              ),
              cardCell: (row) =>
                `${amountText(row)}${row.frequency === "monthly" ? " a month" : ""}`,
            },
            { heading: "Status", card: "badge", cell: (row) => STATUS_LABELS[row.status] },
            { heading: "Gift Aid", cell: (row) => (row.giftAid ? "Yes" : "No") },
            {
              heading: "Received",
              className: "tabular-nums",
              cell: (row) => pounds(row.receivedPence),
            },
            {
              heading: "Payments",
              card: "actions",
              cell: (row) => <Payments row={row} busy={busy} />,
            },
          ]}
        />
      </ListSection>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
