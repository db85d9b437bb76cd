import { Link } from "react-router";
import {
  AdminPageTitle,
  DateTime,
  DescriptionPairs,
  linkClasses,
} from "#app/components/admin/page";
import { Cell, DateCell, ResponsiveTable } from "#app/components/admin/table";
import { requireAdmin } from "#app/lib/auth/session.server";
import { adminMeta } from "#app/lib/meta";
import { adminPageList } from "../admin.server";
import type { Route } from "./+types/admin-pages";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(
    matches,
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
    <>
      <Link to={`/admin/pages/${page.param}`} className={linkClasses}>
        Edit<span className="sr-only"> {page.title}</span>
      </Link>
      {" · "}
      <Link to={`/admin/pages/${page.param}/history`} className={linkClasses}>
        History<span className="sr-only"> of {page.title}</span>
      </Link>
      {" · "}
      <Link to={page.path} className={linkClasses}>
        View<span className="sr-only"> {page.title}</span>
      </Link>
    </>
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
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-700">
              <DescriptionPairs
                pairs={[
                  ["Last updated", <DateTime key="updated" value={page.updatedAt} />],
                  ["By", page.updatedBy],
                ]}
              />
            </dl>
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
