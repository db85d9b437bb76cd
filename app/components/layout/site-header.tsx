import { type ReactNode, useId } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { StarMark } from "./geometric-pattern";
import { LinkList } from "./link-list";
import {
  activeHref,
  callsToAction,
  type NavLink,
  primaryNavigation,
  withVisibleProjects,
} from "./navigation";
import { useMenuButton } from "./use-menu";

function NavLinks({
  links,
  className,
  linkClassName,
}: {
  links: NavLink[];
  className?: string;
  linkClassName: string;
}) {
  const { pathname } = useLocation();
  const active = activeHref(pathname, links);
  return (
    <LinkList links={links} className={className}>
      {(link) => (
        <Link
          to={link.href}
          aria-current={link.href === active ? "page" : undefined}
          className={cn(
            linkClassName,
            link.href === active
              ? "bg-brand-soft text-brand-strong underline decoration-accent decoration-2 underline-offset-8"
              : "text-stone-800 hover:bg-stone-100 hover:text-brand-strong",
          )}
        >
          {link.label}
        </Link>
      )}
    </LinkList>
  );
}

function CallsToAction({
  className,
  buttonClassName,
}: {
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <div className={className}>
      {callsToAction.map((cta, index) => (
        <Link
          key={cta.href}
          to={cta.href}
          className={buttonClasses(
            index === 0 ? "primary" : "accent",
            buttonClassName ?? "tracking-wide",
          )}
        >
          {cta.label}
        </Link>
      ))}
    </div>
  );
}

export function SiteHeader({
  accountArea,
  projects,
}: {
  accountArea?: ReactNode;
  /** The visible projects (the root loader's); a link to a hidden project's page is left out. */
  projects?: readonly { slug: string }[];
}) {
  const navigation = withVisibleProjects(primaryNavigation, projects);
  const site = useSiteSettings();
  const menu = useMenuButton();
  const menuId = useId();
  const menuOpen = menu.open;

  return (
    <>
      <header className="sticky top-0 z-40 border-b print:hidden border-stone-200 bg-white/95 shadow-sm backdrop-blur">
        {accountArea ? (
          <div className="border-b border-stone-100 bg-stone-50">
            <div className="mx-auto max-w-7xl px-4 py-0.5 sm:px-6">{accountArea}</div>
          </div>
        ) : null}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2.5 sm:px-6">
          <Link to="/" className="flex items-center gap-3 rounded-lg py-1 text-brand-strong">
            <StarMark className="size-10 text-brand" />
            <span className="leading-tight">
              <span className="block font-display text-lg font-semibold">{site.name}</span>
              <span className="hidden text-xs text-stone-600 sm:block">{site.tagline}</span>
            </span>
          </Link>
          <div className="flex items-center gap-3">
            <CallsToAction className="hidden gap-3 lg:flex" />
            <button
              ref={menu.button}
              type="button"
              className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-ink hover:bg-stone-100 xl:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={menu.toggle}
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path
                  d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              Menu
            </button>
          </div>
        </div>
        <nav aria-label="Main" className="hidden border-t border-stone-100 xl:block">
          <NavLinks
            links={navigation}
            className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-1.5 sm:px-6"
            linkClassName="block rounded-md px-3 py-2 text-sm font-medium"
          />
        </nav>
        <nav
          id={menuId}
          aria-label="Main menu"
          hidden={!menuOpen}
          className="max-h-[70vh] overflow-y-auto border-t border-stone-200 xl:hidden"
        >
          <NavLinks
            links={navigation}
            className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:grid-cols-2 sm:px-6"
            linkClassName="block rounded-md px-3 py-3 text-base font-medium"
          />
        </nav>
        <noscript>
          <nav aria-label="Main menu" className="border-t border-stone-200 xl:hidden">
            <LinkList
              links={navigation}
              className="mx-auto flex max-w-7xl flex-wrap gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6"
            >
              {(link) => (
                <a href={link.href} className="underline">
                  {link.label}
                </a>
              )}
            </LinkList>
          </nav>
        </noscript>
      </header>
      <CallsToAction
        className="grid grid-cols-2 gap-2 border-b border-stone-200 bg-white px-4 py-2 lg:hidden print:hidden"
        buttonClassName="whitespace-nowrap px-2 text-xs sm:text-sm sm:tracking-wide"
      />
    </>
  );
}
