import { Link } from "react-router";
import {
  FilterForm,
  SearchFilter,
  SelectFilter,
  statusFilterOptions,
} from "#app/components/admin/filters";
import {
  AdminPageTitle,
  ExportCsvLink,
  linkClasses,
  SensitiveBadge,
  StatusBadge,
} from "#app/components/admin/page";
import { ACTIONS_COLUMN, dateColumn, PagedTable } from "#app/components/admin/table";
import { humanise } from "#app/lib/format";
import { adminPageMeta } from "#app/lib/meta";
import { submissionStatusFilters } from "../filters";
import { adminListFilters } from "../list-filters.server";
import { filterSearchParams, listSubmissions, parseSubmissionFilters } from "../submissions.server";
import { submissionScope } from "../visibility";
import type { Route } from "./+types/submissions";

export const meta = adminPageMeta(
  "Submissions",
  "Everything sent through the website's forms, newest first.",
);

export async function loader({ request }: Route.LoaderArgs) {
  const { user, filters } = await adminListFilters(request, parseSubmissionFilters);
  const list = await listSubmissions(submissionScope(user.roles), filters);
  const search = filterSearchParams(filters).toString();
  return {
    ...list,
    filters,
    exportHref: `/admin/submissions/export.csv${search ? `?${search}` : ""}`,
  };
}

type Loaded = Route.ComponentProps["loaderData"];
type Row = Loaded["submissions"][number];

function Sender({ row }: { row: Row }) {
  if (!row.name && !row.email) return <span className="text-stone-700">No name given</span>;
  return (
    <>
      {row.name ? <span className="block font-semibold">{row.name}</span> : null}
      {row.email ? <span className="block break-all text-stone-700">{row.email}</span> : null}
    </>
  );
}

function ViewLink({ row }: { row: Row }) {
  return (
    <Link to={`/admin/submissions/${row.id}`} className={linkClasses}>
      View<span className="sr-only"> {row.name || humanise(row.kind)} submission</span>
    </Link>
  );
}

const statusOptions = statusFilterOptions(submissionStatusFilters);

function Filters({ filters, kinds }: Pick<Loaded, "filters" | "kinds">) {
  return (
    <FilterForm
      values={filters}
      label="Filter submissions"
      className="mt-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]"
      submitLabel="Apply filters"
      clearTo="/admin/submissions"
      actionsClassName="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1"
    >
      <SelectFilter
        name="kind"
        label="Form"
        options={[["", "All forms"], ...kinds.map((kind) => [kind, humanise(kind)] as const)]}
      />
      <SelectFilter name="status" label="Status" options={statusOptions} />
      <SearchFilter
        name="q"
        label="Search"
        placeholder="Name, email, message…"
        className="sm:col-span-2 lg:col-span-1"
      />
    </FilterForm>
  );
}

export default function SubmissionsPage({ loaderData }: Route.ComponentProps) {
  const { submissions, total, filters, pageCount, exportHref, kinds } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Submissions"
        lead="Everything sent through the website's forms. Times are UK time."
        actions={<ExportCsvLink href={exportHref} />}
      />
      <Filters filters={filters} kinds={kinds} />
      <PagedTable
        paging={{ total, page: filters.page, pageCount }}
        noun={["submission", "submissions"]}
        emptyMessage="No submissions match these filters."
        items={submissions}
        itemKey={(row) => row.id}
        columns={[
          dateColumn("Received", "createdAt"),
          {
            heading: "Form",
            card: "title",
            cell: (row) => (
              <>
                <span className="block">{humanise(row.kind)}</span>
                {row.sensitive ? <SensitiveBadge /> : null}
              </>
            ),
            cardCell: (row) => (
              <>
                {humanise(row.kind)} {row.sensitive ? <SensitiveBadge /> : null}
              </>
            ),
          },
          { heading: "From", card: "line", cell: (row) => <Sender row={row} /> },
          { heading: "Status", card: "badge", cell: (row) => <StatusBadge status={row.status} /> },
          {
            ...ACTIONS_COLUMN,
            className: "text-right",
            cell: (row) => <ViewLink row={row} />,
          },
        ]}
      />
    </>
  );
}
