import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/**
 * An action's answer that re-renders the form with errors and everything the user typed;
 * `headers` go with it (e.g. the cookie of a draft the failed post created).
 */
export function formFailure<Extra extends Record<string, unknown> = Record<never, never>>(
  result: SubmissionResult<string[]>,
  status: 400 | 401 | 403 | 409 | 429 | 503,
  extra?: Extra,
  headers?: HeadersInit,
) {
  return data({ result, ...(extra as Extra) }, { status, headers });
}

/** A Markdown editor's form with LF line ends: browsers send CRLF; the text is checked and stored with LF. */
export function withLfLineEnds(form: FormData): FormData {
  const normalised = new FormData();
  for (const [name, value] of form) {
    normalised.append(name, typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value);
  }
  return normalised;
}
