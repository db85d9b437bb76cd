import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { AdminSectionNav } from "#app/components/admin/section-nav";
import { controlClasses, FieldFrame } from "#app/components/ui/field";
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

/** A date and time typed in UK time, as the browser's `datetime-local` control gives it. */
export function UkDateTimeField({
  meta,
  label,
  hint,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
}) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} optional>
      <input
        {...getInputProps(meta, {
          type: "datetime-local",
          ariaDescribedBy: hint ? meta.descriptionId : undefined,
        })}
        step={1}
        className={controlClasses}
      />
    </FieldFrame>
  );
}
