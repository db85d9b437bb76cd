import { AdminPageTitle, RowLinks } from "#app/components/admin/page";
import { ACTIONS_COLUMN, dateColumn, ResponsiveTable } from "#app/components/admin/table";
import { requireStaff } from "#app/lib/auth/session.server";
import { adminPageMeta } from "#app/lib/meta";
import { adminPageList } from "../admin.server";
import type { Route } from "./+types/admin-pages";

export const meta = adminPageMeta(
  "Pages",
  "Edit the site's pages: about the centre, the academy and the policies.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { pages: await adminPageList() };
}

type Row = Route.ComponentProps["loaderData"]["pages"][number];

function PageLinks({ page }: { page: Row }) {
  return (
    <RowLinks
      links={[
        { to: `/admin/pages/${page.param}`, label: "Edit", hiddenLabel: page.title },
        {
          to: `/admin/pages/${page.param}/history`,
          label: "History",
          hiddenLabel: `of ${page.title}`,
        },
        { to: page.path, label: "View", hiddenLabel: page.title },
      ]}
    />
  );
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Pages"
        lead="The site's information pages. Every save is kept in the page's history, where any earlier version can be compared and restored."
      />
      <ResponsiveTable
        items={pages}
        itemKey={(page) => page.key}
        caption="Pages"
        spacing="mt-4"
        columns={[
          {
            heading: "Title",
            card: "title",
            cell: (page) => <span className="font-semibold text-ink">{page.title}</span>,
          },
          {
            heading: "Address",
            card: "line",
            className: "text-stone-700",
            cell: (page) => <span className="break-all text-xs">{page.path}</span>,
          },
          dateColumn("Last updated", "updatedAt"),
          { heading: "By", cell: (page) => page.updatedBy },
          {
            ...ACTIONS_COLUMN,
            className: "whitespace-nowrap",
            cell: (page) => <PageLinks page={page} />,
          },
        ]}
      />
    </>
  );
}
