import { TextField } from "#app/components/ui/field";
import {
  JUMMAH_RULE,
  JUMUAH_SESSIONS_FORM,
  ruleAction,
  ruleLoader,
  settingsAction,
  settingsLoader,
} from "../admin.server";
import {
  furtherSessionLabels,
  JUMUAH_SESSION_LABELS,
  JUMUAH_SESSIONS_FORM_ID,
  jummahRuleSchema,
  jumuahSessionsSchema,
} from "../admin-schema";
import {
  PRAYER_ADMIN_SECTIONS,
  RuleForm,
  RuleLine,
  SaveButton,
  SettingsForm,
  splitRuleAnswer,
} from "../components/admin-section";
import { DEFAULT_JUMMAH, JUMMAH_LABELS, JUMMAH_TIMES } from "../prayers";
import type { Route } from "./+types/admin-prayer-times-jumuah";

/** The Jumu'ah rules (the first session's times) and the sessions form. */
export async function loader({ request }: Route.LoaderArgs) {
  const { rules } = await ruleLoader(request, JUMMAH_RULE);
  return { rules, sessions: await settingsLoader(request, JUMUAH_SESSIONS_FORM) };
}

export async function action({ request }: Route.ActionArgs) {
  const page = PRAYER_ADMIN_SECTIONS[2].to;
  // One body, read once, for the page's two kinds of form.
  const formData = await request.formData();
  return formData.get("intent") === JUMUAH_SESSIONS_FORM_ID
    ? settingsAction(request, page, JUMUAH_SESSIONS_FORM, formData)
    : ruleAction(request, page, JUMMAH_RULE, formData);
}

export default function JummahSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { lastResult, removal } = splitRuleAnswer(actionData);
  const sessionsAnswer =
    actionData && "formId" in actionData && actionData.formId === JUMUAH_SESSIONS_FORM_ID
      ? actionData
      : undefined;
  return (
    <>
      {removal}
      {loaderData.rules.map((rule) => (
        <div
          key={rule.id}
          className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-xl p-3 ring-1 ring-stone-200"
        >
          <RuleLine rule={rule} what="this Jumu'ah setting">
            Doors {rule.doors}, khutbah {rule.khutbah}, iqamah {rule.time}
          </RuleLine>
        </div>
      ))}
      <RuleForm
        schema={jummahRuleSchema}
        lastResult={lastResult}
        defaultValue={DEFAULT_JUMMAH}
        intent="add-jummah"
        save="Save Jumu'ah times"
        className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
      >
        {(fields) =>
          JUMMAH_TIMES.map((name) => (
            <TextField key={name} meta={fields[name]} label={JUMMAH_LABELS[name]} type="time" />
          ))
        }
      </RuleForm>
      <h3 className="mt-8 text-lg font-semibold text-brand-strong">Jumu'ah sessions</h3>
      <p className="mt-1 mb-4 text-stone-700">
        The times above are the 1st Jumu'ah's. Further sessions are held every Friday after it: fill
        in a row to add one, empty its row to remove it.
      </p>
      <SettingsForm
        schema={jumuahSessionsSchema}
        loaded={loaderData.sessions}
        answer={sessionsAnswer}
        intent={JUMUAH_SESSIONS_FORM_ID}
        className="grid gap-4 sm:grid-cols-3"
      >
        {(fields) => (
          <>
            <TextField
              meta={fields.firstLanguage}
              label={JUMUAH_SESSION_LABELS.firstLanguage}
              maxLength={40}
              className="sm:col-span-3"
            />
            {fields.furtherSessions.getFieldList().map((row, index) => {
              const cells = row.getFieldset();
              const labels = furtherSessionLabels(index + 2);
              // An empty row is no session: none of its cells is required on its own.
              return (
                <div key={row.key} className="grid gap-4 sm:col-span-3 sm:grid-cols-3">
                  <TextField
                    meta={cells.khutbah}
                    label={labels.khutbah}
                    type="time"
                    aria-required={false}
                  />
                  <TextField
                    meta={cells.iqamah}
                    label={labels.iqamah}
                    type="time"
                    aria-required={false}
                  />
                  <TextField
                    meta={cells.language}
                    label={labels.language}
                    maxLength={40}
                    aria-required={false}
                  />
                </div>
              );
            })}
            <SaveButton intent={JUMUAH_SESSIONS_FORM_ID}>Save Jumu'ah sessions</SaveButton>
          </>
        )}
      </SettingsForm>
    </>
  );
}
