import { Link } from "react-router";
import { AdminPageTitle, linkClasses, panelClasses } from "#app/components/admin/page";
import { hasPermission, roleLabels } from "#app/lib/auth/roles";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { TODAY_KINDS, type TodayItem } from "#app/lib/features/today";
import { requestNow } from "#app/lib/http/clock.server";
import { adminPageMeta } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { AuditTable } from "../audit-table";
import { recentAudit } from "../overview.server";
import { todayItems } from "../today.server";
import type { Route } from "./+types/admin-home";

export const meta = adminPageMeta(
  "Today",
  "What needs doing today and this week, each with a link to where it is done.",
);

/** What waits for the viewer: only what their roles may open, each linked to where it is done. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { roles } = await requireStaff(request);
  const now = requestNow(request);
  const [items, audit] = await Promise.all([
    todayItems(context.features, { roles, now }),
    hasPermission(roles, "audit.read") ? recentAudit(10) : null,
  ]);
  return {
    date: formatCalendarDate(localDate(now), "weekdayLong"),
    roles: roleLabels(roles),
    items,
    audit,
  };
}

const KIND_STYLES: Record<TodayItem["kind"], { ring: string; mark: string }> = {
  problem: { ring: "ring-2 ring-red-300", mark: "bg-red-700" },
  todo: { ring: "ring-1 ring-accent", mark: "bg-accent" },
  soon: { ring: "ring-1 ring-stone-200", mark: "bg-brand" },
  fine: { ring: "ring-1 ring-stone-200", mark: "bg-emerald-700" },
};

function TodayList({ items }: { items: TodayItem[] }) {
  return (
    <ul className="mt-3 grid gap-3">
      {items.map((item) => (
        <li
          key={`${item.href}|${item.text}`}
          className={cn(
            panelClasses,
            "relative flex items-center gap-3 p-4",
            KIND_STYLES[item.kind].ring,
          )}
        >
          <span
            aria-hidden="true"
            className={cn("size-2.5 shrink-0 rounded-full", KIND_STYLES[item.kind].mark)}
          />
          <Link
            to={item.href}
            className="font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl hover:underline"
          >
            {item.text}
          </Link>
          <span aria-hidden="true" className="ml-auto text-brand-strong">
            →
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { date, roles, items, audit } = loaderData;
  const waiting = items.some((item) => item.kind !== "fine");
  return (
    <>
      <AdminPageTitle title="Today" lead={date} />
      <p className="mt-2 text-stone-700">
        Your roles: <strong>{roles}</strong>. The menu shows the parts of the admin they open.
      </p>
      {waiting ? null : (
        <p className={cn(panelClasses, "mt-8 p-5 text-stone-800")}>
          Nothing is waiting for you: no new submissions, reviews, payments or problems, and nothing
          opens or closes this week.
        </p>
      )}
      {TODAY_KINDS.map(({ kind, heading }) => {
        const ofKind = items.filter((item) => item.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`today-${kind}`} className="mt-8">
            <h2 id={`today-${kind}`} className="text-xl font-semibold text-brand-strong">
              {heading}
            </h2>
            <TodayList items={ofKind} />
          </section>
        );
      })}
      {audit ? (
        <section aria-labelledby="activity-heading" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="activity-heading" className="text-2xl font-semibold text-brand-strong">
              Recent admin activity
            </h2>
            <Link to="/admin/audit" className={linkClasses}>
              Full audit log
            </Link>
          </div>
          <AuditTable entries={audit} caption="The 10 latest admin actions, newest first" />
        </section>
      ) : null}
    </>
  );
}
