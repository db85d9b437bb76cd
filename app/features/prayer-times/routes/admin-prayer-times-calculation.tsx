import { SelectField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { CALCULATION_FORM, settingsAction, settingsLoader } from "../admin.server";
import { calculationSchema } from "../admin-schema";
import {
  labelledOptions,
  optionsOf,
  PRAYER_ADMIN_SECTIONS,
  SaveButton,
  SectionForm,
} from "../components/admin-section";
import {
  CALCULATION_METHODS,
  HIGH_LATITUDE_LABELS,
  HIGH_LATITUDE_RULES,
  METHOD_LABELS,
} from "../settings";
import type { Route } from "./+types/admin-prayer-times-calculation";

export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request);

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
    label: "Method (Fajr and Isha angles)",
    options: labelledOptions(CALCULATION_METHODS, METHOD_LABELS),
  },
  {
    name: "madhab",
    label: "Asr",
    options: optionsOf({
      hanafi: "Hanafi (later Asr)",
      shafi: "Standard: Shafi'i, Maliki, Hanbali",
    }),
  },
  {
    name: "highLatitudeRule",
    label: "High-latitude rule (summer nights)",
    options: labelledOptions(HIGH_LATITUDE_RULES, HIGH_LATITUDE_LABELS),
  },
  {
    name: "hijriAdjustment",
    label: "Hijri date adjustment (moon sighting)",
    options: [-2, -1, 0, 1, 2].map((value) => ({ value: String(value), label: days(value) })),
  },
] as const;

/** The form of the settings this section edits. */
export default function CalculationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const [form, fields] = useValidatedForm(calculationSchema, {
    lastResult: actionData?.result,
    defaultValue: { ...settings, hijriAdjustment: String(settings.hijriAdjustment) },
  });
  return (
    <SectionForm form={form} className="grid gap-4 sm:grid-cols-2">
      {CALCULATION_CHOICES.map(({ name, label, options }) => (
        <SelectField key={name} meta={fields[name]} label={label} options={options} />
      ))}
      <SaveButton>Save and recalculate</SaveButton>
    </SectionForm>
  );
}
