import { ChoiceField, NumberField, SelectField, TextField } from "#app/components/ui/field";
import { IQAMAH_RULE, ruleAction, ruleLoader } from "../admin.server";
import { iqamahRuleSchema } from "../admin-schema";
import {
  labelledOptions,
  optionsOf,
  PRAYER_ADMIN_SECTIONS,
  RuleForm,
  RuleLine,
  splitRuleAnswer,
} from "../components/admin-section";
import { IQAMAH_PRAYERS, PRAYER_LABELS } from "../prayers";
import type { Route } from "./+types/admin-prayer-times-iqamah";

export const loader = ({ request }: Route.LoaderArgs) => ruleLoader(request, IQAMAH_RULE);

export const action = ({ request }: Route.ActionArgs) =>
  ruleAction(request, PRAYER_ADMIN_SECTIONS[1].to, IQAMAH_RULE);

export default function IqamahSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { lastResult, removal } = splitRuleAnswer(actionData);
  return (
    <>
      <p className="text-sm text-stone-700">
        Set a prayer's iqamah as a fixed time or as minutes after the adhan, for a date range (leave
        the dates empty for always). The newest setting covering a date wins. Without a setting a
        day keeps its iqamah (new days start at 06:00, 13:15, 16:00, 17:00, 19:00), and an iqamah is
        never shown before its adhan.
      </p>
      {removal}
      {loaderData.rules.length > 0 ? (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
          {loaderData.rules.map((rule) => (
            <li key={rule.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <RuleLine rule={rule} what={`this ${rule.prayer} setting`}>
                <strong>{PRAYER_LABELS[rule.prayer as "fajr"]}</strong>:{" "}
                {rule.mode === "fixed"
                  ? `iqamah at ${rule.time}`
                  : `${rule.minutes} minutes after the adhan`}
              </RuleLine>
            </li>
          ))}
        </ul>
      ) : null}
      <RuleForm
        schema={iqamahRuleSchema}
        lastResult={lastResult}
        defaultValue={{ prayer: "fajr", mode: "fixed" }}
        intent="add-rule"
        save="Save iqamah setting"
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(fields) => (
          <>
            <SelectField
              meta={fields.prayer}
              label="Prayer"
              options={labelledOptions(IQAMAH_PRAYERS, PRAYER_LABELS)}
            />
            <ChoiceField
              meta={fields.mode}
              label="Iqamah is"
              type="radio"
              options={optionsOf({ fixed: "at a fixed time", offset: "minutes after the adhan" })}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField meta={fields.time} label="Fixed time" type="time" />
              <NumberField meta={fields.minutes} label="Minutes after" min={0} max={120} />
            </div>
          </>
        )}
      </RuleForm>
    </>
  );
}
