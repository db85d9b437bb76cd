import { NavLink } from "react-router";
import { cn } from "#app/lib/cn";

/** One page of a section's sub-navigation; `end` marks it current on its own address only. */
export interface AdminSection {
  to: string;
  label: string;
  end: boolean;
}

/** The pages of one admin section (summer, donations…), the current one marked (`aria-current="page"`). */
export function AdminSectionNav({
  label,
  sections,
}: {
  label: string;
  sections: readonly AdminSection[];
}) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b border-stone-200 pb-3">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold",
                  isActive
                    ? "bg-brand-soft text-brand-strong ring-1 ring-brand"
                    : "text-brand-strong underline underline-offset-4 hover:bg-stone-100",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
