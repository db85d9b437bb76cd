import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { CheckboxField, TextAreaField, TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { SCREEN_FORM, settingsAction, settingsLoader } from "../admin.server";
import { screenSchema } from "../admin-schema";
import {
  AdminSection,
  PRAYER_ADMIN_SECTIONS,
  SaveButton,
  sectionMeta,
} from "../components/admin-section";
import { PRAYER_LABELS } from "../prayers";
import type { PrayerSettings } from "../settings";
import type { Route } from "./+types/admin-prayer-times-screens";

const SECTION = PRAYER_ADMIN_SECTIONS[5];

export function meta({ matches }: Route.MetaArgs) {
  return sectionMeta(matches, SECTION);
}

export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request);

export const action = ({ request }: Route.ActionArgs) =>
  settingsAction(request, SECTION.to, SCREEN_FORM);

const PRAYERS = ["fajr", "dhuhr", "asr", "maghrib", "isha", "jummah"] as const;

/** A number of minutes. */
const minuteProps = { type: "number", min: 0, inputMode: "numeric" } as const;

function ScreenForm({
  settings,
  lastResult,
}: {
  settings: PrayerSettings;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useValidatedForm(screenSchema, {
    lastResult,
    defaultValue: {
      ...settings.prayerMinutes,
      adhkarMinutes: settings.adhkarMinutes,
      standbyEnabled: settings.standby.enabled,
      minutesAfterIsha: settings.standby.minutesAfterIsha,
      minutesBeforeFajr: settings.standby.minutesBeforeFajr,
      announcements: settings.announcements.join("\n"),
    },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      {PRAYERS.map((prayer) => (
        <TextField
          key={prayer}
          meta={fields[prayer]}
          label={`${PRAYER_LABELS[prayer]} (min)`}
          {...minuteProps}
        />
      ))}
      <TextField
        meta={fields.adhkarMinutes}
        label="Adhkar after prayer (min)"
        className="sm:col-span-2"
        {...minuteProps}
      />
      <div className="flex items-center sm:col-span-2">
        <CheckboxField meta={fields.standbyEnabled}>Dim the screen at night</CheckboxField>
      </div>
      <TextField
        meta={fields.minutesAfterIsha}
        label="Dim from Isha iqamah + (min)"
        {...minuteProps}
      />
      <TextField meta={fields.minutesBeforeFajr} label="Until Fajr − (min)" {...minuteProps} />
      <TextAreaField
        meta={fields.announcements}
        label="Announcements (one per line, up to 10)"
        rows={4}
        aria-required={false}
        className="sm:col-span-3 lg:col-span-6"
      />
      <SaveButton className="sm:col-span-2">Save screen settings</SaveButton>
    </Form>
  );
}

export default function ScreenSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminSection section={SECTION}>
      <ScreenForm settings={loaderData.settings} lastResult={actionData?.result} />
    </AdminSection>
  );
}
