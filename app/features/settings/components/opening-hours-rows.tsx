import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { buttonClasses } from "#app/components/ui/button";
import { ChoiceTiles } from "#app/components/ui/choice-tiles";
import { FieldsetFrame, TextField } from "#app/components/ui/field";
import { OPENING_DAYS } from "../rules";
import { SETTINGS_LABELS as LABELS, MAX_OPENING_ROWS, type SettingsFormInput } from "../schema";

/** The opening hours' rows in the error summary, each part with its row's number. */
export function openingHoursSummary(meta: FieldMetadata<SettingsFormInputRows>) {
  return meta.getFieldList().flatMap((row, index) => {
    const parts = row.getFieldset();
    return (["days", "opens", "closes"] as const).map((part) => ({
      meta: parts[part] as FieldMetadata<unknown>,
      label: `Opening hours, row ${index + 1}: ${ROW_LABELS[part]}`,
    }));
  });
}

type SettingsFormInputRows = SettingsFormInput["openingHours"];

const ROW_LABELS = { days: "Days", opens: "Opens", closes: "Closes" } as const;

const SHORT_DAY = (day: string) => day.slice(0, 3);

/**
 * The opening hours as rows: the days ticked (a fieldset of seven boxes), the opening and the
 * closing time, a Remove button per row and "Add a row" (Conform's list buttons, which work
 * without JavaScript too: the server sends the form back with the row added or removed).
 */
export function OpeningHoursRows({
  form,
  meta,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the settings form; the rows read its list buttons
  form: FormMetadata<any, string[]>;
  meta: FieldMetadata<SettingsFormInputRows>;
}) {
  const rows = meta.getFieldList();
  return (
    <FieldsetFrame
      meta={meta as FieldMetadata<unknown>}
      label={LABELS.openingHours}
      optional
      hint="A row for each set of days with the same hours (24-hour times). A row left empty is not saved."
      className="sm:col-span-2"
    >
      <ol className="mt-3 grid gap-3">
        {rows.map((row, index) => {
          const parts = row.getFieldset();
          const rowLabel = `Row ${index + 1}`;
          return (
            <li key={row.key}>
              <fieldset className="grid gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
                <legend className="sr-only">{rowLabel}</legend>
                <FieldsetFrame meta={parts.days as FieldMetadata<unknown>} label={ROW_LABELS.days}>
                  <ChoiceTiles
                    meta={parts.days}
                    type="checkbox"
                    values={OPENING_DAYS}
                    className="mt-1.5 flex flex-wrap gap-1.5"
                    tileClassName="min-w-11 justify-center gap-1.5 px-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/40"
                    inputClassName="size-4"
                  >
                    {(day) => (
                      <>
                        <span aria-hidden="true">{SHORT_DAY(day)}</span>
                        <span className="sr-only">{day}</span>
                      </>
                    )}
                  </ChoiceTiles>
                </FieldsetFrame>
                <TextField
                  meta={parts.opens}
                  label={ROW_LABELS.opens}
                  type="time"
                  className="sm:w-40"
                />
                <TextField
                  meta={parts.closes}
                  label={ROW_LABELS.closes}
                  type="time"
                  className="sm:w-40"
                />
                <button
                  {...form.remove.getButtonProps({ name: meta.name, index })}
                  className={buttonClasses("ghost", "min-h-11 justify-self-start")}
                >
                  Remove<span className="sr-only"> row {index + 1} of the opening hours</span>
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < MAX_OPENING_ROWS ? (
        <button
          {...form.insert.getButtonProps({
            name: meta.name,
            defaultValue: { days: [], opens: "", closes: "" },
          })}
          className={buttonClasses("outline", "mt-3 min-h-11")}
        >
          Add a row<span className="sr-only"> to the opening hours</span>
        </button>
      ) : null}
    </FieldsetFrame>
  );
}
