import { SelectField } from "#app/components/ui/field";
import { CALCULATION_FORM, settingsAction, settingsLoader } from "../admin.server";
import { CALCULATION_LABELS, calculationSchema } from "../admin-schema";
import {
  labelledOptions,
  optionsOf,
  PRAYER_ADMIN_SECTIONS,
  SaveButton,
  SettingsForm,
} from "../components/admin-section";
import {
  CALCULATION_METHODS,
  HIGH_LATITUDE_LABELS,
  HIGH_LATITUDE_RULES,
  METHOD_LABELS,
} from "../settings";
import type { Route } from "./+types/admin-prayer-times-calculation";

export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request, CALCULATION_FORM);

export const action = ({ request }: Route.ActionArgs) =>
  settingsAction(request, PRAYER_ADMIN_SECTIONS[4].to, CALCULATION_FORM);

const days = (value: number) =>
  value === 0
    ? "None"
    : `${value > 0 ? "+" : "−"}${Math.abs(value)} day${Math.abs(value) === 1 ? "" : "s"}`;

/** The settings this section edits, each chosen from a list. */
const CALCULATION_CHOICES = [
  {
    name: "method",
    options: labelledOptions(CALCULATION_METHODS, METHOD_LABELS),
  },
  {
    name: "madhab",
    options: optionsOf({
      hanafi: "Hanafi (later Asr)",
      shafi: "Standard: Shafi'i, Maliki, Hanbali",
    }),
  },
  {
    name: "highLatitudeRule",
    options: labelledOptions(HIGH_LATITUDE_RULES, HIGH_LATITUDE_LABELS),
  },
  {
    name: "hijriAdjustment",
    options: [-2, -1, 0, 1, 2].map((value) => ({ value: String(value), label: days(value) })),
  },
] as const;

/** The form of the settings this section edits. */
export default function CalculationSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsForm
      schema={calculationSchema}
      loaded={loaderData}
      answer={actionData}
      className="grid gap-4 sm:grid-cols-2"
    >
      {(fields) => (
        <>
          {CALCULATION_CHOICES.map(({ name, options }) => (
            <SelectField
              key={name}
              meta={fields[name]}
              label={CALCULATION_LABELS[name]}
              options={options}
            />
          ))}
          <SaveButton>Save and recalculate</SaveButton>
        </>
      )}
    </SettingsForm>
  );
}
