import { CheckboxField, TextAreaField, TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { SCREEN_FORM, settingsAction, settingsLoader } from "../admin.server";
import { screenSchema } from "../admin-schema";
import { PRAYER_ADMIN_SECTIONS, SaveButton, SectionForm } from "../components/admin-section";
import { PRAYER_LABELS } from "../prayers";
import type { Route } from "./+types/admin-prayer-times-screens";

export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request);

export const action = ({ request }: Route.ActionArgs) =>
  settingsAction(request, PRAYER_ADMIN_SECTIONS[5].to, SCREEN_FORM);

const PRAYERS = ["fajr", "dhuhr", "asr", "maghrib", "isha", "jummah"] as const;

/** A number of minutes. */
const minuteProps = { type: "number", min: 0, inputMode: "numeric" } as const;

/** The form of the settings this section edits. */
export default function ScreenSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const [form, fields] = useValidatedForm(screenSchema, {
    lastResult: actionData?.result,
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
    <SectionForm form={form} className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
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
    </SectionForm>
  );
}
