import type { SubmissionResult } from "@conform-to/react";
import { useRef } from "react";
import { RowForm } from "#app/components/admin/sections";
import { DateTimeField } from "#app/components/ui/date-time-field";
import {
  CheckboxField,
  SelectField,
  summaryFields,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { useValidatedForm } from "#app/lib/forms";
import { useHydrated } from "#app/lib/use-hydrated";
import { ADMIN_NOTICES_MESSAGES as M, SCREEN_STYLE_LABELS } from "../messages";
import { NOTICE_FIELD_LABELS as LABELS, type NoticeFormValues, noticeFormSchema } from "../schema";
import {
  DEFAULT_TOPIC,
  isNoticeTopic,
  KIND_LABELS,
  type NoticeKind,
  noticeKinds,
  noticeScreenStyles,
  noticeTopics,
  TOPIC_LABELS,
} from "../topics";

const isKind = (value: unknown): value is NoticeKind =>
  (noticeKinds as readonly unknown[]).includes(value);

/**
 * The notice editor (decisions 0386, 0387): a plain form that works without JavaScript. With it,
 * the topic follows the kind (unless changed by hand) and the janazah's fields show only for a
 * janazah; without it, they are always there and ignored for other kinds.
 */
export function NoticeForm({
  defaultValue,
  lastResult,
  version,
  isNew,
}: {
  defaultValue: NoticeFormValues;
  lastResult?: SubmissionResult<string[]>;
  version: string | null;
  isNew: boolean;
}) {
  const [form, fields] = useValidatedForm(noticeFormSchema, {
    id: "notice",
    lastResult,
    defaultValue,
  });
  const field = labelledFields(fields, LABELS);
  const hydrated = useHydrated();
  const kind = isKind(fields.kind.value) ? fields.kind.value : defaultValue.kind;
  const lastKind = useRef(kind);
  const followTopic = (next: string) => {
    const topic = fields.topic.value;
    if (isKind(next) && isNoticeTopic(topic ?? "") && topic === DEFAULT_TOPIC[lastKind.current])
      form.update({ name: fields.topic.name, value: DEFAULT_TOPIC[next] });
    if (isKind(next)) lastKind.current = next;
  };
  return (
    <RowForm
      form={form}
      summary={summaryFields(fields, LABELS)}
      cancelTo="/admin/notices"
      submitLabel={M.save}
      version={version}
    >
      <input type="hidden" name="intent" value={isNew ? "create" : "save"} />
      <TextField {...field("title")} className="sm:col-span-2" />
      <TextAreaField {...field("body")} rows={4} className="sm:col-span-2" hint={M.bodyHint} />
      <TextField {...field("link")} optional hint={M.linkHint} className="sm:col-span-2" />
      <SelectField
        {...field("kind")}
        options={noticeKinds.map((value) => ({ value, label: KIND_LABELS[value] }))}
        onChange={(event) => followTopic(event.currentTarget.value)}
      />
      <SelectField
        {...field("topic")}
        hint={M.topicHint}
        options={noticeTopics.map((value) => ({ value, label: TOPIC_LABELS[value] }))}
      />
      <DateTimeField {...field("startsAt")} hint={M.startsHint} />
      <DateTimeField {...field("endsAt")} hint={M.endsHint} />
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{M.whereLegend}</legend>
        <CheckboxField meta={fields.onSite}>{LABELS.onSite}</CheckboxField>
        <SelectField
          {...field("onScreens")}
          options={noticeScreenStyles.map((value) => ({
            value,
            label: SCREEN_STYLE_LABELS[value],
          }))}
        />
        <CheckboxField meta={fields.byPush}>{LABELS.byPush}</CheckboxField>
        <CheckboxField meta={fields.byEmail}>{LABELS.byEmail}</CheckboxField>
      </fieldset>
      <fieldset
        className="grid gap-3 rounded-xl border border-stone-300 p-4 sm:col-span-2"
        hidden={hydrated && kind !== "janazah"}
        aria-describedby="janazah-hint"
      >
        <legend className="px-1 text-sm font-semibold text-ink">{M.janazahLegend}</legend>
        <p id="janazah-hint" className="text-sm text-stone-600">
          {M.janazahHint}
        </p>
        <TextField {...field("deceasedName")} optional />
        <CheckboxField meta={fields.familyConsent}>{LABELS.familyConsent}</CheckboxField>
        <TextField {...field("prayer")} hint={M.prayerHint} />
        <TextField {...field("place")} />
        <TextField {...field("burial")} optional />
      </fieldset>
    </RowForm>
  );
}
