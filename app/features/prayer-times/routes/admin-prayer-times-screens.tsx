import { CheckboxField, TextAreaField, TextField } from "#app/components/ui/field";
import { SCREEN_FORM, settingsAction, settingsLoader } from "../admin.server";
import { SCREEN_LABELS, SCREEN_PRAYERS, screenSchema } from "../admin-schema";
import { PRAYER_ADMIN_SECTIONS, SaveButton, SettingsForm } from "../components/admin-section";
import type { Route } from "./+types/admin-prayer-times-screens";

export const loader = ({ request }: Route.LoaderArgs) => settingsLoader(request, SCREEN_FORM);

export const action = ({ request }: Route.ActionArgs) =>
  settingsAction(request, PRAYER_ADMIN_SECTIONS[5].to, SCREEN_FORM);

/** A number of minutes. */
const minuteProps = { type: "number", min: 0, inputMode: "numeric" } as const;

/** The form of the settings this section edits. */
export default function ScreenSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsForm
      schema={screenSchema}
      loaded={loaderData}
      answer={actionData}
      className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      {(fields) => (
        <>
          {SCREEN_PRAYERS.map((prayer) => (
            <TextField
              key={prayer}
              meta={fields[prayer]}
              label={SCREEN_LABELS[prayer]}
              {...minuteProps}
            />
          ))}
          <TextField
            meta={fields.adhkarMinutes}
            label={SCREEN_LABELS.adhkarMinutes}
            className="sm:col-span-2"
            {...minuteProps}
          />
          <div className="flex items-center sm:col-span-2">
            <CheckboxField meta={fields.standbyEnabled}>
              {SCREEN_LABELS.standbyEnabled}
            </CheckboxField>
          </div>
          <TextField
            meta={fields.minutesAfterIsha}
            label={SCREEN_LABELS.minutesAfterIsha}
            {...minuteProps}
          />
          <TextField
            meta={fields.minutesBeforeFajr}
            label={SCREEN_LABELS.minutesBeforeFajr}
            {...minuteProps}
          />
          <TextAreaField
            meta={fields.announcements}
            label={SCREEN_LABELS.announcements}
            rows={4}
            aria-required={false}
            className="sm:col-span-3 lg:col-span-6"
          />
          <SaveButton className="sm:col-span-2">Save screen settings</SaveButton>
        </>
      )}
    </SettingsForm>
  );
}
