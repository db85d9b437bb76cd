import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { FileField } from "#app/components/ui/file-field";
import { requireStaff } from "#app/lib/auth/session.server";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { csvText, saveTimetable } from "../admin.server";
import { timetableUploadSchema } from "../admin-schema";
import { PRAYER_ADMIN_SECTIONS, useSubmitting } from "../components/admin-section";
import { TimetablePreview } from "../components/timetable-preview";
import { timetableSummary } from "../prayer-times.server";
import { parseTimetableCsv } from "../timetable-csv";
import type { Route } from "./+types/admin-prayer-times-timetable";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { timetable: await timetableSummary() };
}

const NO_PREVIEW = { preview: null };

/**
 * "Preview" checks a chosen file and shows it; "Import" saves the previewed text. The text goes
 * back once, in the preview, not again with the form's values.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const submission = parseWithZod(await request.formData(), { schema: timetableUploadSchema });
  const reply = (fieldErrors?: Record<string, string[]>) =>
    submission.reply(fieldErrors ? { fieldErrors, hideFields: ["csv"] } : { hideFields: ["csv"] });
  if (submission.status !== "success") return formFailure(reply(), 400, NO_PREVIEW);
  const read = await csvText(submission.value);
  if ("error" in read) return formFailure(reply({ timetable: [read.error] }), 400, NO_PREVIEW);
  const { entries, problems } = parseTimetableCsv(read.text);
  const preview = { csv: read.text, entries, problems };
  if (problems.length > 0) return formFailure(reply(), 400, { preview });
  if (submission.value.intent === "preview-timetable") return data({ result: reply(), preview });
  return saveTimetable(PRAYER_ADMIN_SECTIONS[3].to, user, requestNow(request), entries);
}

export default function TimetableUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { timetable } = loaderData;
  const submitting = useSubmitting();
  const [form, fields] = useValidatedForm(timetableUploadSchema, {
    lastResult: actionData?.result,
  });
  const preview = actionData?.preview;
  return (
    <>
      <p className="text-sm text-stone-700">
        Columns: <code>Date</code> (2025-12-01 or 01/12/2025) or <code>Month</code> and{" "}
        <code>Day</code>, then <code>Fajr, Sunrise, Zuhr, Asr, Maghrib, Isha</code> (H:MM or HH:MM,
        24-hour), and optional <code>Fajr Iqamah</code> … <code>Isha Iqamah</code>. Dates the
        timetable does not cover are calculated.{" "}
        {timetable.count > 0
          ? `Loaded: ${timetable.count} days (${timetable.first} to ${timetable.last}).`
          : "No timetable loaded yet: every date is calculated."}
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="mt-4 flex flex-wrap items-end gap-4"
      >
        <input type="hidden" name="intent" value="preview-timetable" />
        <FileField meta={fields.timetable} label="CSV file (max 1 MB)" accept=".csv,text/csv" />
        <Button
          type="submit"
          variant="outline"
          pending={submitting("preview-timetable")}
          pendingLabel="Checking..."
        >
          Preview
        </Button>
      </Form>
      {preview ? (
        <TimetablePreview preview={preview} importing={submitting("import-timetable")} />
      ) : null}
    </>
  );
}
