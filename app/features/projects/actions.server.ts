import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, redirect } from "react-router";
import type { z } from "zod";
import { formFailure } from "#app/lib/forms.server";
import { errorForLog, fieldNames, logger } from "#app/lib/logger.server";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";

/**
 * The path of every public project form: validate with the shared schema (400 with a message per
 * field), screen (honeypot, rate limit), store with its emails (503 with the input kept), then
 * redirect to the page with `sent=` so the success banner shows with or without JavaScript.
 */
export async function handleProjectForm<Schema extends z.ZodType>({
  formData,
  context,
  kind,
  schema,
  save,
  failureMessage,
  successUrl,
  confidential = false,
}: {
  formData: FormData;
  context: Pick<AppLoadContext, "clientIp" | "visitorId">;
  kind: string;
  schema: Schema;
  save: (value: z.output<Schema>) => Promise<string>;
  failureMessage: string;
  successUrl: string;
  /** Counselling: not even the database error is logged (it could quote the request). */
  confidential?: boolean;
}) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);

  const { email } = submission.value as { email?: string };
  const screened = await screenPublicForm(kind, formData, context, email);
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "accept") {
    try {
      await save(submission.value);
    } catch (error) {
      const fields = fieldNames(submission.value);
      logger.error(
        confidential ? { kind, fields } : { kind, fields, error: errorForLog(error) },
        "project form could not be stored",
      );
      return formFailure(submission.reply({ formErrors: [failureMessage] }), 503);
    }
  }
  return redirect(successUrl);
}
