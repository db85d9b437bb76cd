import { CheckboxField, SelectField, TextAreaField, TextField } from "#app/components/ui/field";
import { SCREEN_FORM, settingsAction, settingsLoader } from "../admin.server";
import {
  namedScreenLabels,
  SCREEN_LABELS,
  SCREEN_LAYOUTS_FORM_ID,
  SCREEN_LAYOUTS_LABELS,
  SCREEN_PRAYERS,
  screenLayoutsSchema,
  screenSchema,
} from "../admin-schema";
import {
  labelledOptions,
  PRAYER_ADMIN_SECTIONS,
  SaveButton,
  SettingsForm,
} from "../components/admin-section";
import { SCREEN_LAYOUT_LABELS, SCREEN_LAYOUTS, screenAddress } from "../display/layouts";
import { saveScreenLayouts, screenLayoutsLoader } from "../display/screens.server";
import type { Route } from "./+types/admin-prayer-times-screens";

/** The screens' settings, and the layouts form (named screens, the default layout). */
export async function loader({ request }: Route.LoaderArgs) {
  const settings = await settingsLoader(request, SCREEN_FORM);
  return { ...settings, layouts: await screenLayoutsLoader() };
}

export async function action({ request }: Route.ActionArgs) {
  const page = PRAYER_ADMIN_SECTIONS[5].to;
  // One body, read once, for the page's two forms.
  const formData = await request.formData();
  return formData.get("intent") === SCREEN_LAYOUTS_FORM_ID
    ? saveScreenLayouts(request, page, formData)
    : settingsAction(request, page, SCREEN_FORM, formData);
}

/** A number of minutes. */
const minuteProps = { type: "number", min: 0, inputMode: "numeric" } as const;

const layoutOptions = labelledOptions(SCREEN_LAYOUTS, SCREEN_LAYOUT_LABELS);

/** The two forms of the settings this section edits. */
export default function ScreenSettings({ loaderData, actionData }: Route.ComponentProps) {
  const layoutsAnswer =
    actionData && "formId" in actionData && actionData.formId === SCREEN_LAYOUTS_FORM_ID
      ? actionData
      : undefined;
  const settingsAnswer = layoutsAnswer ? undefined : actionData;
  const { layouts } = loaderData;
  return (
    <>
      <SettingsForm
        schema={screenSchema}
        loaded={loaderData}
        answer={settingsAnswer}
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

      <h3 className="mt-10 text-lg font-semibold text-brand-strong">Screen layouts</h3>
      <p className="mt-1 mb-4 max-w-3xl text-stone-700">
        "Large type" shows bigger times and fewer extras (no Arabic names, no weekly events), for
        screens read from across the hall or by older worshippers. Name a screen to give it its own
        layout: it opens at its own address. Fill in a row to add a screen, empty its name to remove
        it.
      </p>
      {layouts.screens.length > 0 ? (
        <ul className="mb-4 space-y-1">
          {layouts.screens.map((screen) => (
            <li key={screen.name}>
              {screen.name} ({SCREEN_LAYOUT_LABELS[screen.layout]}):{" "}
              <a
                href={screenAddress(screen.name)}
                className="font-semibold text-brand-strong underline underline-offset-4"
              >
                {screenAddress(screen.name)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <SettingsForm
        schema={screenLayoutsSchema}
        loaded={layouts}
        answer={layoutsAnswer}
        intent={SCREEN_LAYOUTS_FORM_ID}
        className="grid gap-4 sm:grid-cols-2"
      >
        {(fields) => (
          <>
            <SelectField
              meta={fields.defaultLayout}
              label={SCREEN_LAYOUTS_LABELS.defaultLayout}
              options={layoutOptions}
              className="sm:col-span-2"
            />
            {fields.screens.getFieldList().map((row, index) => {
              const cells = row.getFieldset();
              const labels = namedScreenLabels(index + 1);
              // An empty row is no screen: its name is not required on its own.
              return (
                <div key={row.key} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
                  <TextField
                    meta={cells.name}
                    label={labels.name}
                    maxLength={40}
                    aria-required={false}
                  />
                  <SelectField meta={cells.layout} label={labels.layout} options={layoutOptions} />
                </div>
              );
            })}
            <SaveButton intent={SCREEN_LAYOUTS_FORM_ID}>Save screen layouts</SaveButton>
          </>
        )}
      </SettingsForm>
    </>
  );
}
