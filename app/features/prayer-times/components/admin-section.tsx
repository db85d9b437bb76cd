import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, NavLink, useLocation, useNavigation } from "react-router";
import { panelClasses } from "#app/components/admin/page";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, TextField } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { actionAnswer } from "#app/lib/forms";
import { type MetaMatchList, pageMeta } from "#app/lib/meta";

export const PRAYER_ADMIN = "/admin/prayer-times";

/** The sections of the prayer-times admin, one page each; the first is `/admin/prayer-times`. */
export const PRAYER_ADMIN_SECTIONS = [
  { to: PRAYER_ADMIN, label: "Next 60 days", title: "Next 60 days" },
  { to: `${PRAYER_ADMIN}/iqamah`, label: "Iqamah settings", title: "Iqamah settings" },
  { to: `${PRAYER_ADMIN}/jumuah`, label: "Jumu'ah", title: "Jumu'ah times" },
  { to: `${PRAYER_ADMIN}/timetable`, label: "Timetable CSV", title: "Timetable CSV" },
  { to: `${PRAYER_ADMIN}/calculation`, label: "Calculation", title: "Calculation settings" },
  {
    to: `${PRAYER_ADMIN}/screens`,
    label: "Wall screens",
    title: "Wall screens (/display and /tv)",
  },
] as const;

export type PrayerAdminSection = (typeof PRAYER_ADMIN_SECTIONS)[number];

/** The page title of a section, kept out of search engines like every admin page. */
export function sectionMeta(matches: MetaMatchList, section: PrayerAdminSection) {
  const first = section.to === PRAYER_ADMIN;
  return [
    ...pageMeta(matches, {
      title: first ? "Admin · Prayer times" : `Admin · Prayer times · ${section.label}`,
      description: "Manage prayer and iqamah times.",
    }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Links to every section, the current one marked (`aria-current="page"`). */
export function PrayerAdminNav() {
  return (
    <nav aria-label="Prayer times sections">
      <ul className="-mx-3 flex flex-wrap gap-x-1 gap-y-1 text-sm">
        {PRAYER_ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-block rounded-full px-3 py-1 font-semibold text-brand-strong",
                  isActive ? "bg-brand-soft ring-1 ring-brand" : "underline hover:bg-stone-100",
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

export const sectionPanel = cn(panelClasses, "p-5 sm:p-6");

/** A section's panel with its heading; its forms start afresh after each saved change. */
export function AdminSection({
  section,
  children,
}: {
  section: PrayerAdminSection;
  children: ReactNode;
}) {
  const location = useLocation();
  const id = `${section.to.split("/").at(-1)}-heading`;
  return (
    <section aria-labelledby={id} className={sectionPanel}>
      <h2 id={id} className="text-xl font-semibold text-brand-strong">
        {section.title}
      </h2>
      <div key={location.key} className="mt-4">
        {children}
      </div>
    </section>
  );
}

/** Whether a form of this page (with this `intent`, when given) is being submitted. */
export function useSubmitting() {
  const navigation = useNavigation();
  return (intent?: string) =>
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
}

/** A form's submit button, showing "Saving..." while the form is sent. */
export function SaveButton({
  intent,
  className,
  children,
}: {
  intent?: string;
  className?: string;
  children: ReactNode;
}) {
  const submitting = useSubmitting();
  return (
    <div className={className}>
      <Button type="submit" pending={submitting(intent)} pendingLabel="Saving...">
        {children}
      </Button>
    </div>
  );
}

/** A select's options: each value with its label. */
export const labelledOptions = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
) => values.map((value) => ({ value, label: labels[value] }));

/** The optional date range every iqamah and Jumu'ah setting carries. */
export function DateRangeFields({
  fields,
}: {
  fields: { validFrom: FieldMetadata<unknown>; validTo: FieldMetadata<unknown> };
}) {
  return (
    <>
      <TextField meta={fields.validFrom} label="From" type="date" optional />
      <TextField meta={fields.validTo} label="Until" type="date" optional />
    </>
  );
}

/** "(2025-12-01 → no end)": when a setting applies. */
export function RuleDates({
  rule,
}: {
  rule: { validFrom: string | null; validTo: string | null };
}) {
  return (
    <span className="text-stone-600">
      ({rule.validFrom ?? "any date"} → {rule.validTo ?? "no end"})
    </span>
  );
}

export function RemoveRuleButton({ id, what }: { id: number; what: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete-rule" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost">
        Remove<span className="sr-only"> {what}</span>
      </Button>
    </Form>
  );
}

/**
 * A page with a form and remove buttons: the form's own answer (for `useValidatedForm`), and
 * what went wrong with a remove button (shown above the list).
 */
export function splitRuleAnswer(answer: object | undefined) {
  const { lastResult, buttonErrors } = actionAnswer(answer);
  return { lastResult, removal: <ErrorSummary formErrors={buttonErrors} className="mt-4" /> };
}
