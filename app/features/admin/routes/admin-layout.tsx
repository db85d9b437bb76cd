import { useId } from "react";
import { Form, Link, NavLink, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorScreen, errorTitle } from "#app/components/layout/error-screen";
import { StarMark } from "#app/components/layout/geometric-pattern";
import { NavigationProgress } from "#app/components/layout/navigation-progress";
import { SkipToContent } from "#app/components/layout/skip-link";
import { useMenuButton } from "#app/components/layout/use-menu";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { ADMIN_NAV_GROUPS } from "#app/lib/features/descriptor";
import { adminMeta } from "#app/lib/meta";
import { type AdminMenuLink, adminMenu } from "../menu.server";
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

// Pages set their own titles; this one serves when a page fails before it can.
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  return adminMeta(matches, errorTitle(error), "Something went wrong on this admin page.");
}

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold text-ink ring-1 ring-accent">
      {count}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

const menuLinkClassName = {
  base: "flex min-h-9 items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold",
  current: "bg-brand-strong text-white",
  other: "text-stone-800 hover:bg-stone-100 hover:text-brand-strong",
};

/** The menu's links under the headings of their groups (a group the viewer may not use is left out). */
function MenuGroups({ menu }: { menu: readonly AdminMenuLink[] }) {
  const baseId = useId();
  return ADMIN_NAV_GROUPS.map((group, index) => {
    const links = menu.filter((link) => link.group === group);
    if (links.length === 0) return null;
    const headingId = `${baseId}-${index}`;
    // A group of one link of its own name (Today) needs no heading over it.
    const named = !(links.length === 1 && links[0]?.label === group);
    return (
      <div key={group} className="mt-3 first:mt-0">
        {named ? (
          <p
            id={headingId}
            className="px-3 pb-1 text-xs font-bold uppercase tracking-wider text-stone-600"
          >
            {group}
          </p>
        ) : null}
        <ul aria-labelledby={named ? headingId : undefined} className="grid gap-0.5">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                end={link.end}
                className={({ isActive }) =>
                  cn(
                    menuLinkClassName.base,
                    isActive ? menuLinkClassName.current : menuLinkClassName.other,
                  )
                }
              >
                {link.label}
                {link.badge ? <CountBadge {...link.badge} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

/** The centre's mark and name, marked as its admin. */
function Brand({ name }: { name: string }) {
  return (
    <>
      <StarMark className="size-8 shrink-0 text-brand" />
      <span className="leading-tight">
        <span className="block font-display font-semibold">{name}</span>
        <span className="block text-xs font-bold uppercase tracking-wider text-stone-600">
          Admin
        </span>
      </span>
    </>
  );
}

const MENU_ID = "admin-menu";

const waitingCount = (menu: readonly AdminMenuLink[]) =>
  menu.reduce((total, link) => total + (link.badge?.count ?? 0), 0);

/**
 * The admin's own frame, apart from the public site: the centre's name, the menu grouped by job
 * (a side column on a wide screen, behind a Menu button on a phone) and who is signed in.
 */
function AdminShell({
  layout,
  children,
}: {
  layout: Route.ComponentProps["loaderData"] | undefined;
  children: React.ReactNode;
}) {
  const site = useSiteSettings();
  const menuButton = useMenuButton();
  const menuOpen = menuButton.open;
  const menu = layout?.menu ?? [];
  const waiting = waitingCount(menu);

  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <SkipToContent />
      <NavigationProgress />
      <aside className="border-b border-stone-200 bg-white print:hidden lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          {/* Someone refused the admin (no layout data) is not given a way into it. */}
          {layout ? (
            <Link to="/admin" className="flex items-center gap-2 rounded-lg text-brand-strong">
              <Brand name={site.name} />
            </Link>
          ) : (
            <span className="flex items-center gap-2 text-brand-strong">
              <Brand name={site.name} />
            </span>
          )}
          {menu.length > 0 ? (
            <button
              ref={menuButton.button}
              type="button"
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-ink hover:bg-stone-100 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={menuButton.toggle}
            >
              Menu
              {waiting > 0 ? (
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-bold ring-1 ring-accent">
                  {waiting} waiting
                </span>
              ) : null}
            </button>
          ) : null}
        </div>
        {menu.length > 0 ? (
          <>
            <nav
              id={MENU_ID}
              aria-label="Admin"
              className={cn(menuOpen ? "block" : "hidden", "px-3 pb-4 lg:block")}
            >
              <MenuGroups menu={menu} />
            </nav>
            {/* Without JavaScript the Menu button cannot open it: a phone shows it as it is. */}
            <noscript>
              <style>{`#${MENU_ID}{display:block}`}</style>
            </noscript>
          </>
        ) : null}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        {layout ? (
          <header className="flex items-center justify-end gap-x-4 border-b border-stone-200 bg-white px-4 py-1.5 text-sm print:hidden sm:px-8">
            <span className="min-w-0 truncate text-stone-700">
              Signed in as {layout.user.name}{" "}
              <span className="hidden sm:inline">({layout.user.email})</span>
            </span>
            <Link
              to="/"
              className="shrink-0 font-semibold whitespace-nowrap text-brand-strong underline-offset-4 hover:underline"
            >
              View site
            </Link>
            <Form method="post" action="/logout" className="shrink-0">
              <button
                type="submit"
                className="font-semibold whitespace-nowrap text-brand-strong underline-offset-4 hover:underline"
              >
                Log out
              </button>
            </Form>
          </header>
        ) : null}
        <main
          id="main-content"
          tabIndex={-1}
          className="w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell layout={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

/** A missing record or a failure keeps the admin's frame and menu around the error. */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("features/admin/routes/admin-layout");
  return (
    <AdminShell layout={layout}>
      <ErrorScreen error={useRouteError()} />
    </AdminShell>
  );
}
