import { Link, useNavigation } from "react-router";
import { ALL, FilterForm, SelectFilter } from "#app/components/admin/filters";
import {
  AdminPageTitle,
  ButtonOutcome,
  ExportCsvLink,
  linkClasses,
  StatusBadge,
} from "#app/components/admin/page";
import { ListSection } from "#app/components/admin/sections";
import { PagedTable, ResponsiveTable } from "#app/components/admin/table";
import { MarkPaidForm } from "#app/components/ui/mark-paid-form";
import { PostButton } from "#app/components/ui/post-button";
import { requireStaff } from "#app/lib/auth/session.server";
import { BUTTONS } from "#app/lib/forms";
import { formError } from "#app/lib/forms.server";
import { pageMeta } from "#app/lib/meta";
import { pounds } from "#app/lib/money";
import { SummerAdminNav } from "../../components/summer-admin";
import { STATUS, STATUSES, shortDate } from "../../rules";
import { adminMarkPaid, adminRefund, filtersQuery, listRegistrations } from "../admin.server";
import type { Route } from "./+types/admin-summer";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Summer registrations",
    description: "Admin: summer programme registrations.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const list = await listRegistrations(new URL(request.url).searchParams);
  const query = filtersQuery(list.filters);
  return { ...list, exportHref: `/admin/summer/export.csv${query ? `?${query}` : ""}` };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (intent !== "mark-paid" && intent !== "refund")
    return formError("Unknown action.", 400, { formId: BUTTONS });
  const outcome =
    intent === "mark-paid" ? await adminMarkPaid(user, id) : await adminRefund(user, id);
  if (!outcome.ok) return formError(outcome.message, 409, { formId: BUTTONS });
  return { message: outcome.message };
}

type LoaderData = Route.ComponentProps["loaderData"];
type Row = LoaderData["rows"][number];
type RegisterEntry = NonNullable<LoaderData["register"]>[number];

function Filters({
  filters,
  options,
}: {
  filters: LoaderData["filters"];
  options: LoaderData["options"];
}) {
  return (
    <FilterForm
      values={filters}
      label="Filter summer registrations"
      className="mt-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr_auto]"
      submitLabel="Filter"
      clearTo="/admin/summer"
      actionsClassName="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1"
    >
      <SelectFilter
        name="season"
        label="Season"
        options={options.seasons.map(({ id, title }) => [String(id), title] as const)}
      />
      <SelectFilter
        name="status"
        label="Status"
        options={[ALL, ...STATUSES.map((status) => [status, status] as const)]}
      />
      <SelectFilter
        name="programme"
        label="Programme"
        options={[ALL, ...options.programmes.map(({ key, short }) => [key, short] as const)]}
      />
      <SelectFilter
        name="date"
        label="Session date"
        options={[ALL, ...options.dates.map((date) => [date, shortDate(date)] as const)]}
      />
    </FilterForm>
  );
}

const extras = (entry: RegisterEntry) =>
  [entry.earlyStart ? "Early start" : "", entry.lateFinish ? "Late finish" : ""]
    .filter(Boolean)
    .join(", ") || "–";
const attendance = (entry: RegisterEntry) => (entry.status === STATUS.paid ? "Paid" : "Not paid");

/** The children attending on the chosen date, with an emergency contact. */
function Register({ date, entries }: { date: string; entries: RegisterEntry[] }) {
  return (
    <section aria-labelledby="register-heading" className="mt-8">
      <h2 id="register-heading" className="text-xl font-semibold text-brand-strong">
        Register for {shortDate(date)} ({entries.length} children)
      </h2>
      <ResponsiveTable
        items={entries}
        itemKey={(entry) => `${entry.child}-${entry.parentPhone}-${entry.programme}`}
        caption={`Register for ${shortDate(date)}`}
        columns={[
          { heading: "Child", card: "title", cell: (entry) => entry.child },
          { heading: "Age", cell: (entry) => entry.age },
          { heading: "Programme", cell: (entry) => entry.programme },
          { heading: "Early / late", cell: extras },
          {
            heading: "Emergency contact",
            cell: (entry) => `${entry.parentName}, ${entry.parentPhone}`,
          },
          { heading: "Status", cell: attendance },
        ]}
      />
      <p className="mt-2 text-sm text-stone-700">
        Medical information comes on the form parents return by email; check it before the session.
      </p>
    </section>
  );
}

function Parent({ row }: { row: Row }) {
  return (
    <>
      <span className="block font-semibold">{row.parentName}</span>
      <span className="block break-all">{row.parentEmail}</span>
      <span className="block">{row.parentPhone}</span>
    </>
  );
}

function Status({ row }: { row: Row }) {
  return (
    <>
      <StatusBadge status={row.status} />
      {row.paidBy ? (
        <span className="mt-1 block text-xs text-stone-700">
          {row.paidBy.startsWith("manual") ? "at the centre" : "by card"}
        </span>
      ) : null}
      {row.payment ? (
        <span className="mt-1 block text-xs font-semibold text-red-900">Stripe: {row.payment}</span>
      ) : null}
    </>
  );
}

function Actions({ row, busy }: { row: Row; busy: boolean }) {
  if (row.status === STATUS.pending)
    return (
      <MarkPaidForm id={row.id} who={row.parentName} disabled={busy} className="px-3 py-1.5" />
    );
  if (row.status !== STATUS.paid || !row.refundable) return null;
  return (
    <PostButton
      fields={{ id: row.id }}
      name="intent"
      value="refund"
      variant="ghost"
      className="px-3 py-1.5"
      disabled={busy}
    >
      Refund<span className="sr-only"> {row.parentName}</span>
    </PostButton>
  );
}

export default function AdminSummerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, options, rows, register, total, page, pageCount, exportHref } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <SummerAdminNav />
      <AdminPageTitle title="Summer registrations" actions={<ExportCsvLink href={exportHref} />} />
      <ButtonOutcome actionData={actionData} />
      <Filters key={JSON.stringify(filters)} filters={filters} options={options} />
      {register ? <Register date={filters.date} entries={register} /> : null}
      <ListSection headingId="list-heading" title={`Registrations (${total})`}>
        <PagedTable
          paging={{ total, page, pageCount }}
          noun={["registration", "registrations"]}
          emptyMessage="No registrations match these filters."
          showCount={false}
          items={rows}
          itemKey={(row) => row.id}
          columns={[
            {
              heading: "Registered",
              className: "whitespace-nowrap",
              cell: (row) => row.registrationDate,
            },
            { heading: "Parent", card: "line", cell: (row) => <Parent row={row} /> },
            { heading: "Children", cell: (row) => row.children.join(", ") },
            {
              heading: "Total",
              card: "title",
              className: "tabular-nums",
              cell: (row) => pounds(row.totalPence),
            },
            { heading: "Status", card: "badge", cell: (row) => <Status row={row} /> },
            {
              heading: "Actions",
              card: "actions",
              cell: (row) => <Actions row={row} busy={busy} />,
            },
          ]}
        />
      </ListSection>
      <p className="mt-6 text-sm">
        <Link to="/summer" className={linkClasses}>
          View the summer pages
        </Link>
      </p>
    </>
  );
}
