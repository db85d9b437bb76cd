import { Link, NavLink, Outlet } from "react-router";
import { Container } from "~/components/ui/container";
import { pendingDirectoryCount } from "~/features/directory/index.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { cn } from "~/lib/cn";
import { errorForLog, logger } from "~/lib/logger.server";
import { pendingCounts } from "../overview.server";
import type { Route } from "./+types/admin-layout";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user: { name: user.name, email: user.email }, pendingCounts: await navCounts() };
}

/** The nav's badges; without them (the counts could not be read) every admin page still opens. */
async function navCounts() {
  try {
    const [counts, directoryPending] = await Promise.all([
      pendingCounts(),
      pendingDirectoryCount(),
    ]);
    return { ...counts, directoryPending };
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "admin nav counts could not be read");
    return { newSubmissions: 0, failedEmails: 0, directoryPending: 0 };
  }
}

// Admin pages hold personal data: never keep them in a shared or browser cache.
export const headers = () => ({ "Cache-Control": "private, no-store" });

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span className="ml-1.5 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-ink ring-1 ring-accent">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, pendingCounts } = loaderData;
  const links = [
    { to: "/admin", label: "Overview", end: true },
    {
      to: "/admin/submissions",
      label: "Submissions",
      badge: <CountBadge count={pendingCounts.newSubmissions} label="new" />,
    },
    {
      to: "/admin/emails",
      label: "Emails",
      badge: <CountBadge count={pendingCounts.failedEmails} label="failed" />,
    },
    { to: "/admin/prayer-times", label: "Prayer Times" },
    { to: "/admin/weekly-events", label: "Weekly Events" },
    { to: "/admin/academy", label: "Academy" },
    { to: "/admin/blog", label: "Blog" },
    { to: "/admin/media", label: "Media" },
    { to: "/admin/projects", label: "Projects" },
    { to: "/admin/pages", label: "Pages" },
    { to: "/admin/summer", label: "Summer" },
    {
      to: "/admin/directory",
      label: "Directory",
      badge: <CountBadge count={pendingCounts.directoryPending} label="pending" />,
    },
    { to: "/admin/competition", label: "Competition" },
    { to: "/admin/donations", label: "Donations" },
    { to: "/admin/settings", label: "Settings" },
    { to: "/admin/audit", label: "Audit log" },
    { to: "/admin/retention", label: "Data retention" },
  ];
  return (
    <>
      <div className="border-b border-stone-200 bg-brand-soft print:hidden">
        <Container className="py-4">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <div>
              <p className="text-sm font-bold uppercase tracking-wider text-brand-strong">
                Admin Panel
              </p>
              <p className="text-sm text-stone-700">
                Signed in as {user.name} <span className="break-all">({user.email})</span>
              </p>
            </div>
            <Link
              to="/directory"
              className="text-sm font-semibold text-brand-strong underline underline-offset-4"
            >
              Back to Directory
            </Link>
          </div>
          <nav aria-label="Admin" className="mt-3">
            <ul className="flex flex-wrap gap-2">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      cn(
                        "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                        isActive
                          ? "bg-brand-strong text-white"
                          : "bg-white text-brand-strong ring-1 ring-stone-300 hover:bg-stone-100",
                      )
                    }
                  >
                    {link.label}
                    {link.badge}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
      <Container className="py-8">
        <Outlet />
      </Container>
    </>
  );
}
