import type { FieldMetadata } from "@conform-to/react";
import { AdminSectionNav } from "#app/components/admin/section-nav";
import { DateTimeField } from "#app/components/ui/date-time-field";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { formatInstant } from "#app/lib/time/format";

/** The summer admin's three pages. */
const SECTIONS = [
  { to: "/admin/summer", label: "Registrations", end: true },
  { to: "/admin/summer/seasons", label: "Seasons", end: false },
  { to: "/admin/summer/coupons", label: "Coupons", end: false },
] as const;

export function SummerAdminNav() {
  return <AdminSectionNav label="Summer admin" sections={SECTIONS} />;
}

/** "2025-07-26" → "Sat 26 Jul 2025". */
export const dayWithYear = (iso: string) => formatCalendarDate(iso, "weekdayMedium");

/** An instant in UK time ("31 Aug 2025, 23:59"), or the words for none. */
export const ukDateTime = (iso: string | null, none: string) =>
  iso ? formatInstant(iso, "dateTime") : none;

/** A date and time typed in UK time, to the second (a window may end at 23:59:59). */
export function UkDateTimeField(props: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
}) {
  return <DateTimeField {...props} optional step={1} />;
}
