import {
  type DefaultValue,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
} from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Form, NavLink, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { panelClasses } from "#app/components/admin/page";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import { DateField, ErrorSummary } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { actionAnswer, type FormSchema, useValidatedForm } from "#app/lib/forms";
import { adminMeta, type MetaMatchList } from "#app/lib/meta";
import { refusedVersion, VERSION_FIELD } from "#app/lib/versions";

/** The optional date range every iqamah and Jumu'ah setting carries. */
type RuleDates = { validFrom?: string | null; validTo?: string | null };

type DateFieldProps = ComponentProps<typeof DateField>;

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

/** The section at `pathname` (the first, `/admin/prayer-times`, when none other is). */
function sectionAt(pathname: string): PrayerAdminSection {
  const path = pathname.replace(/\/$/, "");
  return PRAYER_ADMIN_SECTIONS.find((section) => section.to === path) ?? PRAYER_ADMIN_SECTIONS[0];
}

/** The page title of the section shown, kept out of search engines like every admin page. */
export function sectionMeta({
  matches,
  location,
}: {
  matches: MetaMatchList;
  location: { pathname: string };
}) {
  const section = sectionAt(location.pathname);
  const first = section.to === PRAYER_ADMIN;
  return adminMeta(
    matches,
    first ? "Prayer times" : `Prayer times · ${section.label}`,
    "Manage prayer and iqamah times.",
  );
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

/**
 * The panel of the section shown, with its heading; its forms start afresh after each saved
 * change.
 */
export function AdminSection({ children }: { children: ReactNode }) {
  const location = useLocation();
  const section = sectionAt(location.pathname);
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

/** A select's or radio group's options, from each value's label, in the order given. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A section's form (`intent` names it to an action that has several). */
function SectionForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} noValidate className={className}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </Form>
  );
}

/**
 * A section's form of the prayer settings, filled from the settings in force (`loaded`): it
 * carries the version it was opened on, so that a save over someone else's since is refused (the
 * refusal shown above the fields, which keep what was typed, and the form then carries the
 * newest version); leaving it with changes not saved asks first.
 */
export function SettingsForm<Schema extends FormSchema>({
  schema,
  loaded,
  answer,
  intent,
  className,
  children,
}: {
  schema: Schema;
  loaded: { values: DefaultValue<z.input<Schema>>; version: string };
  /** The action's answer, if any. */
  answer: { result: SubmissionResult<string[]> } | undefined;
  /** Names the form to an action that has several. */
  intent?: string;
  className: string;
  children: (fields: ReturnType<typeof useValidatedForm<Schema>>[1]) => ReactNode;
}) {
  const [form, fields] = useValidatedForm(schema, {
    lastResult: answer?.result,
    defaultValue: loaded.values,
  });
  // A form the server sent back with errors still holds what was typed, not saved.
  useUnsavedChangesGuard(form.id, form.status === "error");
  return (
    <SectionForm form={form} intent={intent} className={className}>
      <input type="hidden" name={VERSION_FIELD} value={refusedVersion(answer) ?? loaded.version} />
      <ErrorSummary formErrors={form.errors} className="col-span-full" />
      {children(fields)}
    </SectionForm>
  );
}

/**
 * The form that adds an iqamah or Jumu'ah setting, validated by `schema`: its own fields (given
 * the form's fields), then the optional date range every setting carries, then its save button.
 */
export function RuleForm<Schema extends z.ZodType<RuleDates, Record<string, unknown>>>({
  schema,
  lastResult,
  defaultValue,
  intent,
  save,
  className,
  children,
}: {
  schema: Schema;
  lastResult?: SubmissionResult<string[]>;
  defaultValue: DefaultValue<z.input<Schema>>;
  intent: string;
  /** The save button's words. */
  save: string;
  className: string;
  children: (fields: ReturnType<typeof useValidatedForm<Schema>>[1]) => ReactNode;
}) {
  const [form, fields] = useValidatedForm(schema, { lastResult, defaultValue });
  // Schema's fields are generic here; the constraint promises these two.
  const dates = fields as unknown as Record<keyof RuleDates, DateFieldProps["meta"]>;
  return (
    <SectionForm form={form} intent={intent} className={className}>
      {children(fields)}
      <DateField meta={dates.validFrom} label="From" optional />
      <DateField meta={dates.validTo} label="Until" optional />
      <SaveButton intent={intent} className="flex items-end">
        {save}
      </SaveButton>
    </SectionForm>
  );
}

/**
 * A listed setting: what it sets, when it applies ("(2025-12-01 → no end)"), and its remove
 * button, whose hidden words say `what` it removes.
 */
export function RuleLine({
  rule,
  what,
  children,
}: {
  rule: { id: number; validFrom: string | null; validTo: string | null };
  what: string;
  children: ReactNode;
}) {
  return (
    <>
      <span>
        {children}{" "}
        <span className="text-stone-600">
          ({rule.validFrom ?? "any date"} → {rule.validTo ?? "no end"})
        </span>
      </span>
      <Form method="post">
        <input type="hidden" name="intent" value="delete-rule" />
        <input type="hidden" name="id" value={rule.id} />
        <Button type="submit" variant="ghost">
          Remove<span className="sr-only"> {what}</span>
        </Button>
      </Form>
    </>
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
