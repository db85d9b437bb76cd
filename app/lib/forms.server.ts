import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { type StaleSave, staleSaveMessage } from "#app/lib/versions";

type FailureStatus = 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503;

/**
 * An action's answer that re-renders the form with errors and everything the user typed;
 * `headers` go with it (e.g. the cookie of a draft the failed post created).
 */
export function formFailure<Extra extends Record<string, unknown> = Record<never, never>>(
  result: SubmissionResult<string[]>,
  status: FailureStatus,
  extra?: Extra,
  headers?: HeadersInit,
) {
  return data({ result, ...(extra as Extra) }, { status, headers });
}

/**
 * A save refused because someone saved since the form was opened (`staleSave`): 409 with the
 * form as typed, what differs, and the newest version, which the form then carries
 * (`refusedVersion`) so that saving again is a choice to replace theirs.
 */
export function staleSaveFailure<Extra extends Record<string, unknown> = Record<never, never>>(
  submission: { reply: (options: { formErrors: string[] }) => SubmissionResult<string[]> },
  thing: string,
  { stale, differing }: StaleSave,
  extra?: Extra,
) {
  return formFailure(submission.reply({ formErrors: [staleSaveMessage(thing, differing)] }), 409, {
    ...(extra as Extra),
    version: stale,
  });
}

/**
 * The one answer for a failure that belongs to no field (a row that is gone, a service that did
 * not answer, a button's action refused): Conform's form errors, which the page's `ErrorSummary`
 * shows at the top of the form. An action that parsed a submission uses
 * `formFailure(submission.reply({ formErrors: [message] }), status)` instead, which keeps what was
 * typed; `formId: BUTTONS` (`#app/lib/forms`) says the page's buttons sent it, not its main form.
 */
export function formError<Extra extends Record<string, unknown> = Record<never, never>>(
  message: string,
  status: FailureStatus,
  extra?: Extra,
) {
  return formFailure({ status: "error", error: { "": [message] } }, status, extra);
}

/** A Markdown editor's form with LF line ends: browsers send CRLF; the text is checked and stored with LF. */
export function withLfLineEnds(form: FormData): FormData {
  const normalised = new FormData();
  for (const [name, value] of form) {
    normalised.append(name, typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);
  }
  return normalised;
}
