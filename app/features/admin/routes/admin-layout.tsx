import { Link, Outlet } from "react-router";
import { NavLinkList } from "#app/components/admin/section-nav";
import { Container } from "#app/components/ui/container";
import { requireStaff } from "#app/lib/auth/session.server";
import { adminMenu } from "../menu.server";
import type { Route } from "./+types/admin-layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return {
    user: { name: user.name, email: user.email },
    menu: await adminMenu(context.features, user.roles),
  };
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

const menuLinkClassName = {
  base: "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
  current: "bg-brand-strong text-white",
  other: "bg-white text-brand-strong ring-1 ring-stone-300 hover:bg-stone-100",
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, menu } = loaderData;
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
          <NavLinkList
            label="Admin"
            className="mt-3"
            listClassName="flex flex-wrap gap-2"
            links={menu.map((link) => ({
              to: link.href,
              end: link.end,
              label: (
                <>
                  {link.label}
                  {link.badge ? <CountBadge {...link.badge} /> : null}
                </>
              ),
            }))}
            linkClassName={menuLinkClassName}
          />
        </Container>
      </div>
      <Container className="py-8">
        <Outlet />
      </Container>
    </>
  );
}
