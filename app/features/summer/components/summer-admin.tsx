import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { AdminSectionNav } from "~/components/admin/section-nav";
import { controlClasses, FieldFrame } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** The summer admin's three pages. */
const SECTIONS = [
  { to: "/admin/summer", label: "Registrations", end: true },
  { to: "/admin/summer/seasons", label: "Seasons", end: false },
  { to: "/admin/summer/coupons", label: "Coupons", end: false },
] as const;

export function SummerAdminNav() {
  return <AdminSectionNav label="Summer admin" sections={SECTIONS} />;
}

const SEASON_LABELS: Record<string, string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  archived: "Archived",
};

// Dark text on a pale tint (above 7:1); the word carries the meaning.
const SEASON_COLOURS: Record<string, string> = {
  draft: "bg-amber-100 text-amber-900 ring-amber-300",
  open: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  closed: "bg-sky-100 text-sky-900 ring-sky-300",
  archived: "bg-stone-100 text-stone-800 ring-stone-300",
};

const badge =
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset";

export const seasonStatusLabel = (status: string) => SEASON_LABELS[status] ?? status;

export function SeasonStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn(badge, SEASON_COLOURS[status] ?? SEASON_COLOURS.archived)}>
      {seasonStatusLabel(status)}
    </span>
  );
}

/** Seasons made by the demo seed (dated from the day it ran). */
export function DemoBadge() {
  return <span className={cn(badge, "bg-purple-100 text-purple-900 ring-purple-300")}>Demo</span>;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-07-26" → "Sat 26 Jul 2025". */
export const dayWithYear = (iso: string) =>
  dayFormat.format(new Date(`${iso}T12:00:00Z`)).replace(",", "");

const instantFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** An instant in UK time ("31 Aug 2025, 23:59"), or the words for none. */
export const ukDateTime = (iso: string | null, none: string) =>
  iso ? instantFormat.format(new Date(iso)) : none;

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
