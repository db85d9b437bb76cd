import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type CurrentUser, requireStaff } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { iqamahRules } from "#app/lib/db/schema";
import { BUTTONS } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { localDate } from "#app/lib/time/london";
import { saveCheck, staleSave, versionOf } from "#app/lib/versions";
import {
  CALCULATION_LABELS,
  calculationSchema,
  iqamahRuleSchema,
  JUMUAH_SESSION_LABELS,
  JUMUAH_SESSIONS_FORM_ID,
  jummahRuleSchema,
  jumuahSessionsSchema,
  rowIdSchema,
  SCREEN_LABELS,
  screenSchema,
} from "./admin-schema";
import { type IqamahRule, iqamahRuleProblem, type JummahRule, jummahRuleProblem } from "./iqamah";
import { furtherSessionProblem, inOrder, type JumuahSession, MAX_FURTHER_SESSIONS } from "./jumuah";
import {
  importTimetable,
  listRules,
  prayerDays,
  prayerSettingsOfSection,
  type SettingsSection,
  savePrayerSettings,
  syncPrayerTimes,
} from "./prayer-times.server";
import { SYNC_DAYS } from "./schedule";
import type { PrayerSettings } from "./settings";
import type { TimetableEntry } from "./timetable-csv";

/** Records the change in the audit log, then goes back to the page with a toast. */
async function done(
  page: string,
  user: CurrentUser,
  message: string,
  action: string,
  details: object,
) {
  await recordAudit(user, action, "prayer-times", details as Record<string, unknown>);
  return redirectWithToast(page, { type: "success", message });
}

/** The dates rules are checked against: what the screens will show (today and the next 60 days). */
const knownDays = (now: number) => prayerDays(localDate(now), SYNC_DAYS);

export async function syncNow(page: string, user: CurrentUser, now: number) {
  const result = await syncPrayerTimes(now);
  return done(page, user, `Prayer times synced: ${result.days} days.`, "prayer-times.sync", result);
}

/** A kind of rule a page lists and adds: its form, its check, its row, what is said and logged. */
type RuleForm<Rule> = {
  /** Which stored rules the page lists. */
  lists: (row: typeof iqamahRules.$inferSelect) => boolean;
  schema: z.ZodType<Rule>;
  /** Why the rule cannot be saved for the days the screens will show, and the field that says so. */
  problem: (rule: Rule, days: Awaited<ReturnType<typeof knownDays>>) => string | null;
  field: string;
  row: (rule: Rule) => typeof iqamahRules.$inferInsert;
  saved: string;
  audit: string;
};

export const IQAMAH_RULE: RuleForm<IqamahRule> = {
  lists: (row) => row.prayer !== "jummah",
  schema: iqamahRuleSchema,
  problem: iqamahRuleProblem,
  field: "time",
  row: (rule) => ({
    prayer: rule.prayer,
    mode: rule.mode,
    time: rule.mode === "fixed" ? rule.time : null,
    minutes: rule.mode === "offset" ? rule.minutes : null,
    validFrom: rule.validFrom,
    validTo: rule.validTo,
  }),
  saved: "Iqamah setting saved.",
  audit: "prayer-times.iqamah-rule",
};

export const JUMMAH_RULE: RuleForm<JummahRule> = {
  lists: (row) => row.prayer === "jummah",
  schema: jummahRuleSchema,
  problem: jummahRuleProblem,
  field: "iqamah",
  row: (rule) => ({ prayer: "jummah", mode: "fixed", time: rule.iqamah, ...rule }),
  saved: "Jumu'ah times saved.",
  audit: "prayer-times.jummah-rule",
};

/** The loader of a page that lists one kind of rule. */
export async function ruleLoader<Rule>(request: Request, form: RuleForm<Rule>) {
  await requireStaff(request);
  return { rules: (await listRules()).filter(form.lists) };
}

/**
 * The action of a page that lists rules: a remove button, or the form that adds a rule, checked
 * against the next 60 days, then applied to them.
 */
export async function ruleAction<Rule extends object>(
  request: Request,
  page: string,
  form: RuleForm<Rule>,
  sent?: FormData,
) {
  const user = await requireStaff(request);
  const now = requestNow(request);
  const formData = sent ?? (await request.formData());
  if (formData.get("intent") === "delete-rule") return removeRule(page, user, now, formData);
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const problem = form.problem(submission.value, await knownDays(now));
  if (problem)
    return formFailure(submission.reply({ fieldErrors: { [form.field]: [problem] } }), 400);
  await db().insert(iqamahRules).values(form.row(submission.value));
  await syncPrayerTimes(now);
  return done(page, user, form.saved, form.audit, submission.value);
}

/** The remove button beside an iqamah or Jumu'ah setting. */
async function removeRule(page: string, user: CurrentUser, now: number, formData: FormData) {
  const submission = parseWithZod(formData, { schema: rowIdSchema });
  const [removed] =
    submission.status === "success"
      ? await db().delete(iqamahRules).where(eq(iqamahRules.id, submission.value.id)).returning()
      : [];
  if (!removed) return formError("That setting no longer exists.", 400, { formId: BUTTONS });
  await syncPrayerTimes(now);
  return done(page, user, "Setting removed.", "prayer-times.rule-deleted", removed);
}

/**
 * A section's form of the prayer settings: its fields as it shows them (with their labels), how
 * its values change the settings in force, what is said and logged.
 */
type SettingsForm<Values, Shown extends Record<string, unknown>> = {
  section: SettingsSection;
  schema: z.ZodType<Values>;
  /** The settings as the form's fields show them. */
  shown: (settings: PrayerSettings) => Shown;
  labels: Record<keyof Shown & string, string>;
  apply: (settings: PrayerSettings, values: Values) => PrayerSettings;
  /** Why the values cannot be saved for the days the screens will show, by field; null if they can. */
  problems?: (values: Values, days: Awaited<ReturnType<typeof knownDays>>) => FieldErrors | null;
  /** Whether the stored days are planned again (the times change, not only the screens). */
  recalculate: boolean;
  saved: string;
  audit: string;
  /** Names its answers (`actionAnswer`) on a page with another form. */
  formId?: string;
};

type FieldErrors = Record<string, string[]>;

/** A section's form, with its labels checked against the fields it shows. */
const settingsForm = <Values, Shown extends Record<string, unknown>>(
  form: SettingsForm<Values, Shown>,
) => form;

export const CALCULATION_FORM = settingsForm({
  section: "calculation",
  schema: calculationSchema,
  shown: ({ method, madhab, highLatitudeRule, hijriAdjustment }) => ({
    method,
    madhab,
    highLatitudeRule,
    hijriAdjustment: String(hijriAdjustment),
  }),
  labels: CALCULATION_LABELS,
  apply: (settings, calculation) => ({ ...settings, ...calculation }),
  recalculate: true,
  saved: "Calculation settings saved.",
  audit: "prayer-times.calculation",
});

export const SCREEN_FORM = settingsForm({
  section: "screens",
  schema: screenSchema,
  shown: (settings) => ({
    ...settings.prayerMinutes,
    adhkarMinutes: settings.adhkarMinutes,
    standbyEnabled: settings.standby.enabled,
    minutesAfterIsha: settings.standby.minutesAfterIsha,
    minutesBeforeFajr: settings.standby.minutesBeforeFajr,
    announcements: settings.announcements.join("\n"),
  }),
  labels: SCREEN_LABELS,
  apply: (settings, screen) => ({
    ...settings,
    prayerMinutes: {
      fajr: screen.fajr,
      dhuhr: screen.dhuhr,
      asr: screen.asr,
      maghrib: screen.maghrib,
      isha: screen.isha,
      jummah: screen.jummah,
    },
    adhkarMinutes: screen.adhkarMinutes,
    standby: {
      enabled: screen.standbyEnabled,
      minutesAfterIsha: screen.minutesAfterIsha,
      minutesBeforeFajr: screen.minutesBeforeFajr,
    },
    announcements: screen.announcements,
  }),
  recalculate: false,
  saved: "Screen settings saved.",
  audit: "prayer-times.screen",
});

/** A further session as its row of the form shows it: an empty row for none. */
const shownSession = (session: JumuahSession | undefined) => ({
  khutbah: session?.khutbah ?? "",
  iqamah: session?.iqamah ?? "",
  language: session?.language ?? "",
});

export const JUMUAH_SESSIONS_FORM = settingsForm({
  section: "jumuah",
  schema: jumuahSessionsSchema,
  // Every row, filled or not: rows are added by filling one in, which needs no script.
  shown: ({ jumuah }) => ({
    firstLanguage: jumuah.firstLanguage,
    furtherSessions: Array.from({ length: MAX_FURTHER_SESSIONS }, (_, index) =>
      shownSession(jumuah.furtherSessions[index]),
    ),
  }),
  labels: JUMUAH_SESSION_LABELS,
  apply: (settings, { firstLanguage, furtherSessions }) => ({
    ...settings,
    jumuah: {
      firstLanguage,
      furtherSessions: inOrder(furtherSessions.filter((session) => session !== null)),
    },
  }),
  problems: ({ furtherSessions }, days) => {
    const errors: FieldErrors = {};
    furtherSessions.forEach((session, index) => {
      const problem = session && furtherSessionProblem(session, index + 2, days);
      if (problem) errors[`furtherSessions[${index}].khutbah`] = [problem];
    });
    return Object.keys(errors).length > 0 ? errors : null;
  },
  recalculate: false,
  saved: "Jumu'ah sessions saved.",
  audit: "prayer-times.jumuah-sessions",
  formId: JUMUAH_SESSIONS_FORM_ID,
});

/** A section's form as the settings in force fill it, and its version. */
export async function settingsLoader<Values, Shown extends Record<string, unknown>>(
  request: Request,
  form: SettingsForm<Values, Shown>,
) {
  await requireStaff(request);
  const { settings, savedAt } = await prayerSettingsOfSection(form.section);
  return { values: form.shown(settings), version: versionOf(savedAt) };
}

/** A form's fields as a refused save compares them: a list of rows as one value, named once. */
const comparable = <Shown extends Record<string, unknown>>(shown: Shown): Shown =>
  Object.fromEntries(
    Object.entries(shown).map(([name, value]) => [
      name,
      Array.isArray(value) ? JSON.stringify(value) : value,
    ]),
  ) as Shown;

/**
 * Saves a section's form over the settings in force; refused (409, with the fields that differ)
 * when someone saved that section after the form was opened.
 */
export async function settingsAction<Values extends object, Shown extends Record<string, unknown>>(
  request: Request,
  page: string,
  form: SettingsForm<Values, Shown>,
  sent?: FormData,
) {
  const user = await requireStaff(request);
  const formData = sent ?? (await request.formData());
  const named = form.formId ? { formId: form.formId } : {};
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const fieldErrors = form.problems?.(submission.value, await knownDays(requestNow(request)));
  if (fieldErrors) return formFailure(submission.reply({ fieldErrors }), 400, named);
  const stale = await db().transaction(async (tx) => {
    const { settings, savedAt } = await prayerSettingsOfSection(form.section, tx, true);
    const next = form.apply(settings, submission.value);
    // The form as sent, shown as the stored settings are, so that only real differences count.
    const check = saveCheck(formData, comparable(form.shown(next)));
    const refusal = staleSave(savedAt, check, () => comparable(form.shown(settings)), form.labels);
    if (!refusal) await savePrayerSettings(form.section, next, tx);
    return refusal;
  });
  if (stale) return staleSaveFailure(submission, "section", stale, named);
  if (form.recalculate) await syncPrayerTimes(requestNow(request));
  return done(page, user, form.saved, form.audit, submission.value);
}

export async function saveTimetable(
  page: string,
  user: CurrentUser,
  now: number,
  entries: TimetableEntry[],
) {
  const result = await importTimetable(entries, now);
  return done(page, user, `Timetable imported: ${entries.length} days.`, "prayer-times.import", {
    rows: entries.length,
    first: entries[0]?.key,
    last: entries.at(-1)?.key,
    synced: result.days,
  });
}

/** The uploaded file's text, or why it cannot be a timetable (a binary file). */
export async function csvText(upload: {
  csv?: string;
  timetable?: File;
}): Promise<{ text: string } | { error: string }> {
  if (upload.csv?.trim()) return { text: upload.csv };
  const text = (await upload.timetable?.text()) ?? "";
  return text.includes("\u0000") ? { error: "That file is not a CSV text file." } : { text };
}
