import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { SelectField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { CALCULATION_FORM, settingsAction, settingsLoader } from "../admin.server";
import { calculationSchema } from "../admin-schema";
import {
  AdminSection,
  labelledOptions,
  PRAYER_ADMIN_SECTIONS,
  SaveButton,
  sectionMeta,
} from "../components/admin-section";
import {
  CALCULATION_METHODS,
  HIGH_LATITUDE_LABELS,
  HIGH_LATITUDE_RULES,
  METHOD_LABELS,
  type PrayerSettings,
} from "../settings";
import type { Route } from "./+types/admin-prayer-times-calculation";

const SECTION = PRAYER_ADMIN_SECTIONS[4];

export function meta({ matches }: Route.MetaArgs) {
  return sectionMeta(matches, SECTION);
}

export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request);

export const action = ({ request }: Route.ActionArgs) =>
  settingsAction(request, SECTION.to, CALCULATION_FORM);

const days = (value: number) =>
  value === 0
    ? "None"
    : `${value > 0 ? "+" : "−"}${Math.abs(value)} day${Math.abs(value) === 1 ? "" : "s"}`;

function CalculationForm({
  settings,
  lastResult,
}: {
  settings: PrayerSettings;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useValidatedForm(calculationSchema, {
    lastResult,
    defaultValue: { ...settings, hijriAdjustment: String(settings.hijriAdjustment) },
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        meta={fields.method}
        label="Method (Fajr and Isha angles)"
        options={labelledOptions(CALCULATION_METHODS, METHOD_LABELS)}
      />
      <SelectField
        meta={fields.madhab}
        label="Asr"
        options={[
          { value: "hanafi", label: "Hanafi (later Asr)" },
          { value: "shafi", label: "Standard: Shafi'i, Maliki, Hanbali" },
        ]}
      />
      <SelectField
        meta={fields.highLatitudeRule}
        label="High-latitude rule (summer nights)"
        options={labelledOptions(HIGH_LATITUDE_RULES, HIGH_LATITUDE_LABELS)}
      />
      <SelectField
        meta={fields.hijriAdjustment}
        label="Hijri date adjustment (moon sighting)"
        options={[-2, -1, 0, 1, 2].map((value) => ({ value: String(value), label: days(value) }))}
      />
      <SaveButton>Save and recalculate</SaveButton>
    </Form>
  );
}

export default function CalculationSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection section={SECTION}>
      <CalculationForm settings={loaderData.settings} lastResult={actionData?.result} />
    </AdminSection>
  );
}
