import type { SubmissionResult } from "@conform-to/react";
import { formFailure } from "#app/lib/forms.server";
import { errorForLog, logger } from "#app/lib/logger.server";

/** Files a form has already stored (a logo, a CV), carried by hidden fields when it comes back. */
export type Kept = Record<string, string>;

/** What an action has of the form it answers: the result of checking it with its schema. */
interface Checked {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/**
 * Logs a database step of a directory action that failed (the database is down or refused it)
 * and gives its reason, for the failure message the caller answers with (decision 0121), with
 * everything typed kept, rather than the error page. The reason is the database's own words, not
 * the query Drizzle wraps them in (which would show SQL and values on the page).
 */
export function writeFailure(what: string, error: unknown): string {
  logger.error({ error: errorForLog(error) }, `directory: ${what} failed`);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * The form again (400) with everything typed: its fields' messages, those the server found
 * itself (a file's content), `formError` at the top, and the files it keeps.
 */
export function refusedForm(
  submission: Checked,
  formError: string,
  { fieldErrors = {}, kept }: { fieldErrors?: Record<string, string[]>; kept?: Kept } = {},
) {
  return formFailure(submission.reply({ formErrors: [formError], fieldErrors }), 400, { kept });
}

/** The form again after a failed database step (503): everything typed and its message. */
export function failedForm(submission: Checked, message: string, kept?: Kept) {
  return formFailure(submission.reply({ formErrors: [message] }), 503, { kept });
}

/**
 * The same for a form the page did not send (Delete from the dashboard): the edit form shows the
 * listing's own `values` with the message.
 */
export function failedWithValues(values: Record<string, unknown>, message: string, kept?: Kept) {
  const result: SubmissionResult<string[]> = {
    status: "error",
    initialValue: values as SubmissionResult<string[]>["initialValue"],
    error: { "": [message] },
  };
  return formFailure(result, 503, { kept });
}
