import { TextField } from "#app/components/ui/field";
import { JUMMAH_RULE, ruleAction, ruleLoader } from "../admin.server";
import { jummahRuleSchema } from "../admin-schema";
import {
  PRAYER_ADMIN_SECTIONS,
  RuleForm,
  RuleLine,
  splitRuleAnswer,
} from "../components/admin-section";
import { DEFAULT_JUMMAH, JUMMAH_LABELS, JUMMAH_TIMES } from "../prayers";
import type { Route } from "./+types/admin-prayer-times-jumuah";

export const loader = ({ request }: Route.LoaderArgs) => ruleLoader(request, JUMMAH_RULE);

export const action = ({ request }: Route.ActionArgs) =>
  ruleAction(request, PRAYER_ADMIN_SECTIONS[2].to, JUMMAH_RULE);

export default function JummahSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { lastResult, removal } = splitRuleAnswer(actionData);
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
    </>
  );
}
