import { Link } from "react-router";
import { AdminPageTitle } from "#app/components/admin/page";
import { SelectField, TextField } from "#app/components/ui/field";
import { actionAnswer } from "#app/lib/forms";
import { adminPageMeta } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { ramadanAdminAction, ramadanAdminData } from "../admin.server";
import {
  monthStartsSchema,
  NOTE_MAX,
  nightsSchema,
  RAMADAN_FORMS,
  ramadanTimesFormSchema,
  TARAWIH_MODE_LABELS,
  TIMES_LABELS,
} from "../admin-schema";
import { AdminPanel, VersionedForm } from "../components/admin-forms";
import { RamadanAdminNav } from "../iftars/components/ramadan-admin-nav";
import { TARAWIH_MODES } from "../ramadan";
import type { Route } from "./+types/admin-ramadan";

export const meta = adminPageMeta(
  "Ramadan",
  "The announced Islamic months, the Ramadan times and the nights of Ramadan.",
);

export const loader = ({ request }: Route.LoaderArgs) => ramadanAdminData(request);

export const action = ({ request }: Route.ActionArgs) => ramadanAdminAction(request);

/** A number of minutes. */
const minuteProps = { type: "number", min: 0, inputMode: "numeric" } as const;

/** The answer to one of the page's forms, for that form only. */
function answerTo(actionData: Route.ComponentProps["actionData"], formId: string) {
  const { lastResult } = actionAnswer(actionData, formId);
  return lastResult
    ? {
        result: lastResult,
        ...(actionData && "version" in actionData ? { version: actionData.version } : {}),
      }
    : undefined;
}

export default function AdminRamadan({ loaderData, actionData }: Route.ComponentProps) {
  const { months, times, nights } = loaderData;
  return (
    <div className="space-y-8">
      <RamadanAdminNav />
      <AdminPageTitle
        title="Ramadan"
        lead={
          <>
            What visitors see on the{" "}
            <Link to="/ramadan" className="font-semibold text-brand-strong underline">
              Ramadan timetable
            </Link>
            , the home page and every page that shows a Hijri date.
          </>
        }
      />
      <AdminPanel
        headingId="months-heading"
        title="Islamic months"
        lead="The calendar (Umm al-Qura, with the Hijri adjustment of the calculation settings) expects these first days. Once the moon is sighted, record the day the centre announced; empty a date to follow the calendar again. The site's Hijri dates, the timetable and the nights below follow at once."
      >
        <VersionedForm
          schema={monthStartsSchema}
          loaded={months}
          answer={answerTo(actionData, RAMADAN_FORMS.months)}
          intent={RAMADAN_FORMS.months}
          save="Save Islamic months"
          className="sm:grid-cols-3"
          labels={(fields) =>
            fields.months.getFieldList().map((row, index) => ({
              meta: row.getFieldset().startsOn,
              label: months.rows[index]?.name ?? "",
            }))
          }
        >
          {(fields) =>
            fields.months.getFieldList().map((row, index) => {
              const cells = row.getFieldset();
              const shown = months.rows[index];
              if (!shown) return null;
              return (
                <div key={row.key}>
                  <input type="hidden" name={cells.hijriYear.name} value={shown.hijriYear} />
                  <input type="hidden" name={cells.month.name} value={shown.month} />
                  <TextField
                    meta={cells.startsOn}
                    label={`${shown.name}: first day as announced`}
                    hint={`Calendar: ${formatCalendarDate(shown.expected, "weekdayMedium")}`}
                    type="date"
                    optional
                  />
                </div>
              );
            })
          }
        </VersionedForm>
      </AdminPanel>

      <AdminPanel
        headingId="times-heading"
        title="Ramadan times"
        lead="When suhoor ends (imsak) and when tarawih begins, every night unless a night below has its own time."
      >
        <VersionedForm
          schema={ramadanTimesFormSchema}
          loaded={times}
          answer={answerTo(actionData, RAMADAN_FORMS.times)}
          intent={RAMADAN_FORMS.times}
          save="Save Ramadan times"
          className="sm:grid-cols-2 lg:grid-cols-4"
          labels={(fields) =>
            (Object.keys(TIMES_LABELS) as (keyof typeof TIMES_LABELS)[]).map((name) => ({
              meta: fields[name],
              label: TIMES_LABELS[name],
            }))
          }
        >
          {(fields) => (
            <>
              <TextField
                meta={fields.imsakMinutes}
                label={TIMES_LABELS.imsakMinutes}
                {...minuteProps}
                max={60}
              />
              <SelectField
                meta={fields.tarawihMode}
                label={TIMES_LABELS.tarawihMode}
                options={TARAWIH_MODES.map((mode) => ({
                  value: mode,
                  label: TARAWIH_MODE_LABELS[mode],
                }))}
              />
              <TextField
                meta={fields.tarawihMinutes}
                label={TIMES_LABELS.tarawihMinutes}
                hint="Used when tarawih follows the Isha jama'at."
                {...minuteProps}
                max={120}
                aria-required={false}
              />
              <TextField
                meta={fields.tarawihTime}
                label={TIMES_LABELS.tarawihTime}
                hint="Used when tarawih is at the same time every night."
                type="time"
                aria-required={false}
              />
            </>
          )}
        </VersionedForm>
      </AdminPanel>

      <AdminPanel
        headingId="nights-heading"
        title={`Nights of Ramadan ${nights.year}`}
        lead={`A night begins at Maghrib: the 1st night is the evening before the first fast (${formatCalendarDate(nights.startsOn, "weekdayMedium")}). Leave a time empty to follow the rule; a note shows in the timetable ("Khatm al-Qur'an").`}
      >
        <VersionedForm
          schema={nightsSchema}
          loaded={nights}
          answer={answerTo(actionData, RAMADAN_FORMS.nights)}
          intent={RAMADAN_FORMS.nights}
          save="Save nights"
          labels={(fields) =>
            fields.nights.getFieldList().flatMap((row, index) => {
              const cells = row.getFieldset();
              const name = nights.rows[index]?.name ?? "";
              return [
                { meta: cells.tarawih, label: `${name}: tarawih` },
                { meta: cells.note, label: `${name}: note` },
              ];
            })
          }
        >
          {(fields) => (
            <ol className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
              {fields.nights.getFieldList().map((row, index) => {
                const cells = row.getFieldset();
                const shown = nights.rows[index];
                if (!shown) return null;
                return (
                  <li
                    key={row.key}
                    className="grid gap-3 p-3 sm:grid-cols-[12rem_10rem_1fr] sm:items-start"
                  >
                    <input type="hidden" name={cells.date.name} value={shown.date} />
                    <p className="font-semibold sm:pt-7">
                      {shown.name}
                      <span className="block text-sm font-normal text-stone-700">
                        Evening of {formatCalendarDate(shown.date, "weekdayShort")}
                      </span>
                    </p>
                    <TextField
                      meta={cells.tarawih}
                      label={`${shown.name}: tarawih`}
                      hint={`Rule: ${shown.byRule}`}
                      type="time"
                      optional
                    />
                    <TextField
                      meta={cells.note}
                      label={`${shown.name}: note`}
                      maxLength={NOTE_MAX}
                      optional
                    />
                  </li>
                );
              })}
            </ol>
          )}
        </VersionedForm>
      </AdminPanel>
    </div>
  );
}
