import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { TextField } from "#app/components/ui/field";
import { useValidatedForm } from "#app/lib/forms";
import { JUMMAH_RULE, ruleAction, ruleLoader } from "../admin.server";
import { jummahRuleSchema } from "../admin-schema";
import {
  AdminSection,
  DateRangeFields,
  PRAYER_ADMIN_SECTIONS,
  RemoveRuleButton,
  RuleDates,
  SaveButton,
  sectionMeta,
  splitRuleAnswer,
} from "../components/admin-section";
import { DEFAULT_JUMMAH, JUMMAH_LABELS, JUMMAH_TIMES } from "../prayers";
import type { Route } from "./+types/admin-prayer-times-jumuah";

const SECTION = PRAYER_ADMIN_SECTIONS[2];

export function meta({ matches }: Route.MetaArgs) {
  return sectionMeta(matches, SECTION);
}

export const loader = ({ request }: Route.LoaderArgs) => ruleLoader(request, JUMMAH_RULE);

export const action = ({ request }: Route.ActionArgs) =>
  ruleAction(request, SECTION.to, JUMMAH_RULE);

function JummahRuleForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useValidatedForm(jummahRuleSchema, {
    lastResult,
    defaultValue: DEFAULT_JUMMAH,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <input type="hidden" name="intent" value="add-jummah" />
      {JUMMAH_TIMES.map((name) => (
        <TextField key={name} meta={fields[name]} label={JUMMAH_LABELS[name]} type="time" />
      ))}
      <DateRangeFields fields={fields} />
      <SaveButton intent="add-jummah" className="flex items-end">
        Save Jumu'ah times
      </SaveButton>
    </Form>
  );
}

export default function JummahSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { lastResult, removal } = splitRuleAnswer(actionData);
  return (
    <AdminSection section={SECTION}>
      {removal}
      {loaderData.rules.map((rule) => (
        <div
          key={rule.id}
          className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-xl p-3 ring-1 ring-stone-200"
        >
          <span>
            Doors {rule.doors}, khutbah {rule.khutbah}, iqamah {rule.time} <RuleDates rule={rule} />
          </span>
          <RemoveRuleButton id={rule.id} what="this Jumu'ah setting" />
        </div>
      ))}
      <JummahRuleForm lastResult={lastResult} />
    </AdminSection>
  );
}
