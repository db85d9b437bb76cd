import { AdminPageTitle, EmptyState, RowLinks } from "#app/components/admin/page";
import { ListSection } from "#app/components/admin/sections";
import { ACTIONS_COLUMN, dateColumn, ResponsiveTable } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { ButtonLink } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { adminPageMeta } from "#app/lib/meta";
import { KindBadge } from "../components/kind-badge";
import { ADMIN_NOTICES_MESSAGES as M, SCREEN_STYLE_LABELS } from "../messages";
import { adminNoticeList } from "../notices.server";
import { NOTICE_FIELD_LABELS as LABELS } from "../schema";
import type { Route } from "./+types/admin-notices";

export const meta = adminPageMeta(M.title, M.description);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return adminNoticeList(requestNow(request));
}

type Row = Route.ComponentProps["loaderData"]["current"][number];

/** Where a notice goes, in words ("Site banner · Screens: a full-screen slide · Web push"). */
function destinations(row: Row): string {
  const places = [
    row.onSite ? LABELS.onSite : null,
    row.onScreens === "none" ? null : `${LABELS.onScreens}: ${SCREEN_STYLE_LABELS[row.onScreens]}`,
    row.byPush ? LABELS.byPush : null,
    row.byEmail ? LABELS.byEmail : null,
  ].filter(Boolean);
  return places.length > 0 ? places.join(" · ") : M.nowhere;
}

function NoticeTable({ rows, caption, empty }: { rows: Row[]; caption: string; empty: string }) {
  return (
    <ResponsiveTable
      items={rows}
      itemKey={(row) => row.id}
      caption={caption}
      columns={[
        {
          heading: M.columns.title,
          card: "title",
          className: "font-semibold text-ink",
          cell: (row) => row.title,
        },
        { heading: M.columns.kind, card: "badge", cell: (row) => <KindBadge kind={row.kind} /> },
        dateColumn("Starts", "startsAt"),
        dateColumn("Ends", "endsAt"),
        { heading: M.columns.where, cell: destinations },
        {
          ...ACTIONS_COLUMN,
          className: "whitespace-nowrap",
          cell: (row) => (
            <RowLinks
              links={[
                { to: `/admin/notices/${row.id}`, label: "Edit", hiddenLabel: row.title },
                ...(row.state === "scheduled"
                  ? []
                  : [{ to: `/notices/${row.id}`, label: "View", hiddenLabel: row.title }]),
              ]}
            />
          ),
        },
      ]}
      empty={<EmptyState>{empty}</EmptyState>}
    />
  );
}

export default function AdminNotices({ loaderData }: Route.ComponentProps) {
  const sections = [
    ["current", M.current, M.emptyCurrent],
    ["scheduled", M.scheduled, M.emptyScheduled],
    ["past", M.past, M.emptyPast],
  ] as const;
  return (
    <>
      <AdminPageTitle
        title={M.title}
        lead={M.lead}
        actions={<ButtonLink to="/admin/notices/new">{M.newNotice}</ButtonLink>}
      />
      {sections.map(([state, title, empty]) => (
        <ListSection
          key={state}
          headingId={`${state}-heading`}
          title={`${title} (${loaderData[state].length})`}
        >
          <NoticeTable rows={loaderData[state]} caption={`${title} notices`} empty={empty} />
        </ListSection>
      ))}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
