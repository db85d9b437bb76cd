import { AdminSectionNav } from "#app/components/admin/section-nav";

/** The Ramadan admin's pages. */
const SECTIONS = [
  { to: "/admin/ramadan", label: "Months, times and nights", end: true },
  { to: "/admin/ramadan/iftars", label: "Community iftars", end: false },
] as const;

export function RamadanAdminNav() {
  return <AdminSectionNav label="Ramadan admin" sections={SECTIONS} />;
}
