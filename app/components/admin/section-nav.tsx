import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "#app/lib/cn";

/** One page of a section's sub-navigation; `end` marks it current on its own address only. */
export interface AdminSection {
  to: string;
  label: ReactNode;
  end: boolean;
}

/**
 * A nav of links to pages, the current one marked (`aria-current="page"`) and styled `current`,
 * the others `other`; each nav (the admin menu, a section's pages, tabs) has its own look.
 */
export function NavLinkList({
  label,
  className,
  listClassName,
  links,
  linkClassName,
}: {
  label: string;
  className: string;
  listClassName: string;
  links: readonly AdminSection[];
  linkClassName: { base: string; current: string; other: string };
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(linkClassName.base, isActive ? linkClassName.current : linkClassName.other)
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const sectionLinkClassName = {
  base: "inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold",
  current: "bg-brand-soft text-brand-strong ring-1 ring-brand",
  other: "text-brand-strong underline underline-offset-4 hover:bg-stone-100",
};

/** The pages of one admin section (summer, donations…). */
export function AdminSectionNav({
  label,
  sections,
}: {
  label: string;
  sections: readonly AdminSection[];
}) {
  return (
    <NavLinkList
      label={label}
      className="mb-6"
      listClassName="flex flex-wrap gap-2 border-b border-stone-200 pb-3"
      links={sections}
      linkClassName={sectionLinkClassName}
    />
  );
}
