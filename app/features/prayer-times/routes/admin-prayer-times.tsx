import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/index.server";
import { cn } from "~/lib/cn";
import { requestNow } from "~/lib/http/clock.server";
import { pageMeta } from "~/lib/meta";
import { formatLongDate, localDate } from "~/lib/time/london";
import { handlePrayerAdminAction } from "../admin.server";
import { AdminField, adminControl, adminPanel } from "../components/admin-fields";
import {
  getPrayerSettings,
  lastPrayerSync,
  listRules,
  prayerDays,
  timetableSummary,
} from "../prayer-times.server";
import { IQAMAH_PRAYERS, isFriday, PRAYER_LABELS, TIMES } from "../prayers";
import { SYNC_DAYS } from "../schedule";
import {
  CALCULATION_METHODS,
  HIGH_LATITUDE_LABELS,
  HIGH_LATITUDE_RULES,
  METHOD_LABELS,
} from "../settings";
import type { Route } from "./+types/admin-prayer-times";

export const meta = () => [
  ...pageMeta({ title: "Admin · Prayer times", description: "Manage prayer and iqamah times." }),
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = requestNow(request);
  const [days, lastSync, rules, settings, timetable] = await Promise.all([
    prayerDays(localDate(now), SYNC_DAYS),
    lastPrayerSync(),
    listRules(),
    getPrayerSettings(),
    timetableSummary(),
  ]);
  return { days, lastSync: lastSync?.toISOString() ?? null, rules, settings, timetable };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return handlePrayerAdminAction(request, user, requestNow(request));
}

const stamp = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/London",
});

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={adminPanel}>
      <h2 id={id} className="text-xl font-semibold text-brand-strong">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type FieldErrors = Partial<Record<string, string>>;

/** The optional date range every iqamah and Jumu'ah setting carries. */
function DateRangeFields({
  prefix,
  errors,
  values,
}: {
  prefix: string;
  errors: FieldErrors;
  values: FieldErrors | undefined;
}) {
  return (
    <>
      {(
        [
          ["validFrom", "From (optional)"],
          ["validTo", "Until (optional)"],
        ] as const
      ).map(([name, label]) => (
        <AdminField key={name} name={`${prefix}-${name}`} label={label} error={errors[name]}>
          {(props) => (
            <input
              {...props}
              type="date"
              name={name}
              defaultValue={values?.[name]}
              className={adminControl}
            />
          )}
        </AdminField>
      ))}
    </>
  );
}

function MinutesField({
  name,
  label,
  error,
  value,
  className,
}: {
  name: string;
  label: string;
  error?: string;
  value: string | number | undefined;
  className?: string;
}) {
  return (
    <AdminField name={name} label={label} error={error} className={className}>
      {(props) => (
        <input
          {...props}
          type="number"
          name={name}
          min={0}
          inputMode="numeric"
          defaultValue={value}
          className={adminControl}
        />
      )}
    </AdminField>
  );
}

function RemoveRuleButton({ id, what }: { id: number; what: string }) {
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

export default function AdminPrayerTimes() {
  const { days, lastSync, rules, settings, timetable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errorsFor = (intent: string): Partial<Record<string, string>> =>
    result && "errors" in result && result.intent === intent ? result.errors : {};
  const valuesFor = (intent: string): Partial<Record<string, string>> | undefined =>
    result && "values" in result && result.intent === intent ? result.values : undefined;
  const preview = result && "preview" in result ? result.preview : null;

  const ruleErrors = errorsFor("add-rule");
  const ruleValues = valuesFor("add-rule");
  const jummahErrors = errorsFor("add-jummah");
  const jummahValues = valuesFor("add-jummah");
  const calcErrors = errorsFor("calculation");
  const screenErrors = errorsFor("screen");
  const screenValues = valuesFor("screen");
  const timetableErrors = errorsFor("preview-timetable");

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-brand-strong">Manage Prayer Times</h1>
          <p className="mt-2 text-stone-700">
            Last synced:{" "}
            <strong data-testid="last-sync">
              {lastSync ? stamp.format(new Date(lastSync)) : "never"}
            </strong>
            . The sync runs at start and every day at 03:00, filling the next 60 days.
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="sync" />
          <Button type="submit" pending={busy("sync")} pendingLabel="Syncing...">
            Sync now
          </Button>
        </Form>
      </div>
      <nav aria-label="On this page" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {[
          ["iqamah", "Iqamah settings"],
          ["jummah", "Jumu'ah"],
          ["timetable-upload", "Timetable CSV"],
          ["calculation", "Calculation"],
          ["screens", "Wall screens"],
          ["next-days", "Next 60 days"],
        ].map(([id, label]) => (
          <a key={id} href={`#${id}`} className="font-semibold text-brand-strong underline">
            {label}
          </a>
        ))}
      </nav>

      <Section id="iqamah" title="Iqamah settings">
        <p className="text-sm text-stone-700">
          Set a prayer's iqamah as a fixed time or as minutes after the adhan, for a date range
          (leave the dates empty for always). The newest setting covering a date wins. Without a
          setting a day keeps its iqamah (new days start at 06:00, 13:15, 16:00, 17:00, 19:00), and
          an iqamah is never shown before its adhan.
        </p>
        {rules.some((rule) => rule.prayer !== "jummah") ? (
          <ul className="mt-4 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
            {rules
              .filter((rule) => rule.prayer !== "jummah")
              .map((rule) => (
                <li key={rule.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <span>
                    <strong>{PRAYER_LABELS[rule.prayer as "fajr"]}</strong>:{" "}
                    {rule.mode === "fixed"
                      ? `iqamah at ${rule.time}`
                      : `${rule.minutes} minutes after the adhan`}{" "}
                    <span className="text-stone-600">
                      ({rule.validFrom ?? "any date"} → {rule.validTo ?? "no end"})
                    </span>
                  </span>
                  <RemoveRuleButton id={rule.id} what={`this ${rule.prayer} setting`} />
                </li>
              ))}
          </ul>
        ) : null}
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="add-rule" />
          <AdminField name="prayer" label="Prayer" error={ruleErrors.prayer}>
            {(props) => (
              <select
                {...props}
                name="prayer"
                defaultValue={ruleValues?.prayer ?? "fajr"}
                className={adminControl}
              >
                {IQAMAH_PRAYERS.map((prayer) => (
                  <option key={prayer} value={prayer}>
                    {PRAYER_LABELS[prayer]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <fieldset className="text-sm">
            <legend className="font-semibold">Iqamah is</legend>
            <label className="mt-2 flex items-center gap-2">
              <input
                type="radio"
                name="mode"
                value="fixed"
                defaultChecked={ruleValues?.mode !== "offset"}
              />
              at a fixed time
            </label>
            <label className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name="mode"
                value="offset"
                defaultChecked={ruleValues?.mode === "offset"}
              />
              minutes after the adhan
            </label>
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <AdminField name="time" label="Fixed time" error={ruleErrors.time}>
              {(props) => (
                <input
                  {...props}
                  type="time"
                  name="time"
                  defaultValue={ruleValues?.time}
                  className={adminControl}
                />
              )}
            </AdminField>
            <AdminField name="minutes" label="Minutes after" error={ruleErrors.minutes}>
              {(props) => (
                <input
                  {...props}
                  type="number"
                  name="minutes"
                  min={0}
                  max={120}
                  inputMode="numeric"
                  defaultValue={ruleValues?.minutes}
                  className={adminControl}
                />
              )}
            </AdminField>
          </div>
          <DateRangeFields prefix="rule" errors={ruleErrors} values={ruleValues} />
          <div className="flex items-end">
            <Button type="submit" pending={busy("add-rule")} pendingLabel="Saving...">
              Save iqamah setting
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="jummah" title="Jumu'ah times">
        {rules
          .filter((rule) => rule.prayer === "jummah")
          .map((rule) => (
            <div
              key={rule.id}
              className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-xl p-3 ring-1 ring-stone-200"
            >
              <span>
                Doors {rule.doors}, khutbah {rule.khutbah}, iqamah {rule.time}{" "}
                <span className="text-stone-600">
                  ({rule.validFrom ?? "any date"} → {rule.validTo ?? "no end"})
                </span>
              </span>
              <RemoveRuleButton id={rule.id} what="this Jumu'ah setting" />
            </div>
          ))}
        <Form method="post" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6" noValidate>
          <input type="hidden" name="intent" value="add-jummah" />
          {(
            [
              ["doors", "Doors open", "12:30"],
              ["khutbah", "Khutbah", "13:00"],
              ["iqamah", "Iqamah", "13:30"],
            ] as const
          ).map(([name, label, fallback]) => (
            <AdminField key={name} name={`jummah-${name}`} label={label} error={jummahErrors[name]}>
              {(props) => (
                <input
                  {...props}
                  type="time"
                  name={name}
                  defaultValue={jummahValues?.[name] ?? fallback}
                  className={adminControl}
                />
              )}
            </AdminField>
          ))}
          <DateRangeFields prefix="jummah" errors={jummahErrors} values={jummahValues} />
          <div className="flex items-end">
            <Button type="submit" pending={busy("add-jummah")} pendingLabel="Saving...">
              Save Jumu'ah times
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="timetable-upload" title="Timetable CSV">
        <p className="text-sm text-stone-700">
          Columns: <code>Date</code> (2025-12-01 or 01/12/2025) or <code>Month</code> and{" "}
          <code>Day</code>, then <code>Fajr, Sunrise, Zuhr, Asr, Maghrib, Isha</code> (H:MM or
          HH:MM, 24-hour), and optional <code>Fajr Iqamah</code> … <code>Isha Iqamah</code>. Dates
          the timetable does not cover are calculated.{" "}
          {timetable.count > 0
            ? `Loaded: ${timetable.count} days (${timetable.first} to ${timetable.last}).`
            : "No timetable loaded yet: every date is calculated."}
        </p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-4 flex flex-wrap items-end gap-4"
          noValidate
        >
          <input type="hidden" name="intent" value="preview-timetable" />
          <AdminField
            name="timetable"
            label="CSV file (max 1 MB)"
            error={timetableErrors.timetable}
          >
            {(props) => (
              <input
                {...props}
                type="file"
                name="timetable"
                accept=".csv,text/csv"
                className={adminControl}
              />
            )}
          </AdminField>
          <Button
            type="submit"
            variant="outline"
            pending={busy("preview-timetable")}
            pendingLabel="Checking..."
          >
            Preview
          </Button>
        </Form>
        {preview ? (
          preview.problems.length > 0 ? (
            <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-300">
              <p className="font-semibold text-red-900">
                The file has {preview.problems.length} problem
                {preview.problems.length === 1 ? "" : "s"}; nothing was saved.
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-900">
                {preview.problems.slice(0, 50).map((problem) => (
                  <li key={`${problem.line}-${problem.column}-${problem.message}`}>
                    Line {problem.line}
                    {problem.column ? `, ${problem.column}` : ""}: {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="mt-4 space-y-3">
              <p role="status" className="font-semibold text-brand-strong">
                {preview.entries.length} days are ready to import (from {preview.entries[0]?.key} to{" "}
                {preview.entries.at(-1)?.key}).
              </p>
              <div className="overflow-x-auto">
                <table className="w-full text-sm tabular-nums">
                  <caption className="sr-only">The first rows of the file</caption>
                  <thead>
                    <tr className="bg-stone-100">
                      <th scope="col" className="px-2 py-1 text-left">
                        Date
                      </th>
                      {TIMES.map((name) => (
                        <th key={name} scope="col" className="px-2 py-1 text-right">
                          {PRAYER_LABELS[name]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {preview.entries.slice(0, 7).map((entry) => (
                      <tr key={entry.key} className="border-t border-stone-200">
                        <th scope="row" className="px-2 py-1 text-left">
                          {entry.key}
                        </th>
                        {TIMES.map((name) => (
                          <td key={name} className="px-2 py-1 text-right">
                            {entry.times[name]}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="import-timetable" />
                <input type="hidden" name="csv" value={preview.csv} />
                <Button
                  type="submit"
                  pending={busy("import-timetable")}
                  pendingLabel="Importing..."
                >
                  Import {preview.entries.length} days
                </Button>
              </Form>
            </div>
          )
        ) : null}
      </Section>

      <Section id="calculation" title="Calculation settings">
        <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="calculation" />
          <AdminField name="method" label="Method (Fajr and Isha angles)" error={calcErrors.method}>
            {(props) => (
              <select
                {...props}
                name="method"
                defaultValue={settings.method}
                className={adminControl}
              >
                {CALCULATION_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {METHOD_LABELS[method]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField name="madhab" label="Asr" error={calcErrors.madhab}>
            {(props) => (
              <select
                {...props}
                name="madhab"
                defaultValue={settings.madhab}
                className={adminControl}
              >
                <option value="hanafi">Hanafi (later Asr)</option>
                <option value="shafi">Standard: Shafi'i, Maliki, Hanbali</option>
              </select>
            )}
          </AdminField>
          <AdminField
            name="highLatitudeRule"
            label="High-latitude rule (summer nights)"
            error={calcErrors.highLatitudeRule}
          >
            {(props) => (
              <select
                {...props}
                name="highLatitudeRule"
                defaultValue={settings.highLatitudeRule}
                className={adminControl}
              >
                {HIGH_LATITUDE_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {HIGH_LATITUDE_LABELS[rule]}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField
            name="hijriAdjustment"
            label="Hijri date adjustment (moon sighting)"
            error={calcErrors.hijriAdjustment}
          >
            {(props) => (
              <select
                {...props}
                name="hijriAdjustment"
                defaultValue={String(settings.hijriAdjustment)}
                className={adminControl}
              >
                {[-2, -1, 0, 1, 2].map((value) => (
                  <option key={value} value={value}>
                    {value === 0
                      ? "None"
                      : `${value > 0 ? "+" : "−"}${Math.abs(value)} day${Math.abs(value) === 1 ? "" : "s"}`}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <div>
            <Button type="submit" pending={busy("calculation")} pendingLabel="Saving...">
              Save and recalculate
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="screens" title="Wall screens (/display and /tv)">
        <Form method="post" className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6" noValidate>
          <input type="hidden" name="intent" value="screen" />
          {(["fajr", "dhuhr", "asr", "maghrib", "isha", "jummah"] as const).map((prayer) => (
            <MinutesField
              key={prayer}
              name={prayer}
              label={`${PRAYER_LABELS[prayer]} (min)`}
              error={screenErrors[prayer]}
              value={screenValues?.[prayer] ?? settings.prayerMinutes[prayer]}
            />
          ))}
          <MinutesField
            name="adhkarMinutes"
            label="Adhkar after prayer (min)"
            error={screenErrors.adhkarMinutes}
            value={screenValues?.adhkarMinutes ?? settings.adhkarMinutes}
            className="sm:col-span-2"
          />
          <label className="flex items-center gap-2 text-sm font-semibold sm:col-span-2">
            <input
              type="checkbox"
              name="standbyEnabled"
              defaultChecked={settings.standby.enabled}
              className="size-5"
            />
            Dim the screen at night
          </label>
          <MinutesField
            name="minutesAfterIsha"
            label="Dim from Isha iqamah + (min)"
            error={screenErrors.minutesAfterIsha}
            value={screenValues?.minutesAfterIsha ?? settings.standby.minutesAfterIsha}
          />
          <MinutesField
            name="minutesBeforeFajr"
            label="Until Fajr − (min)"
            error={screenErrors.minutesBeforeFajr}
            value={screenValues?.minutesBeforeFajr ?? settings.standby.minutesBeforeFajr}
          />
          <AdminField
            name="announcements"
            label="Announcements (one per line, up to 10)"
            error={screenErrors.announcements}
            className="sm:col-span-3 lg:col-span-6"
          >
            {(props) => (
              <textarea
                {...props}
                name="announcements"
                rows={4}
                defaultValue={screenValues?.announcements ?? settings.announcements.join("\n")}
                className={adminControl}
              />
            )}
          </AdminField>
          <div>
            <Button type="submit" pending={busy("screen")} pendingLabel="Saving...">
              Save screen settings
            </Button>
          </div>
        </Form>
      </Section>

      <Section id="next-days" title="Next 60 days">
        <div className="overflow-x-auto rounded-xl ring-1 ring-stone-200">
          <table className="w-full min-w-[48rem] text-sm tabular-nums">
            <thead className="bg-stone-100">
              <tr>
                <th scope="col" className="px-2 py-2 text-left">
                  Date
                </th>
                {TIMES.map((name) => (
                  <th key={name} scope="col" className="px-2 py-2 text-right">
                    {PRAYER_LABELS[name]}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2 text-left">
                  Source
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr
                  key={day.date}
                  className={cn("border-t border-stone-200", isFriday(day.date) && "bg-stone-50")}
                >
                  <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-semibold">
                    {formatLongDate(day.date)}
                  </th>
                  {TIMES.map((name) => {
                    const prayer = IQAMAH_PRAYERS.find((candidate) => candidate === name);
                    return (
                      <td key={name} className="whitespace-nowrap px-2 py-1.5 text-right">
                        {day.times[name]}
                        {prayer ? (
                          <span className="text-stone-600"> / {day.iqamah[prayer]}</span>
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="px-2 py-1.5">
                    {day.source === "timetable" ? "Timetable" : "Calculated"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}
