import { AdminPageTitle, CardDetails, DateTime, RowLinks } from "#app/components/admin/page";
import { Cell, DateCell, ResponsiveTable } from "#app/components/admin/table";
import { requireAdmin } from "#app/lib/auth/session.server";
import { adminPageMeta } from "#app/lib/meta";
import { adminPageList } from "../admin.server";
import type { Route } from "./+types/admin-pages";

export const meta = adminPageMeta(
  "Pages",
  "Edit the site's pages: about the centre, the academy and the policies.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
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
        columns={["Title", "Address", "Last updated", "By", { hidden: "Actions" }]}
        card={(page) => (
          <>
            <p className="font-semibold text-ink">{page.title}</p>
            <p className="mt-1 break-all text-xs text-stone-700">{page.path}</p>
            <CardDetails
              pairs={[
                ["Last updated", <DateTime key="updated" value={page.updatedAt} />],
                ["By", page.updatedBy],
              ]}
            />
            <p className="mt-3">
              <PageLinks page={page} />
            </p>
          </>
        )}
        row={(page) => (
          <>
            <Cell>
              <span className="font-semibold text-ink">{page.title}</span>
            </Cell>
            <Cell className="text-stone-700">{page.path}</Cell>
            <DateCell value={page.updatedAt} />
            <Cell>{page.updatedBy}</Cell>
            <Cell className="whitespace-nowrap">
              <PageLinks page={page} />
            </Cell>
          </>
        )}
      />
    </>
  );
}
