import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/** An action's answer that re-renders the form with errors and everything the user typed. */
export function formFailure(
  result: SubmissionResult<string[]>,
  status: 400 | 403 | 409 | 429 | 503,
) {
  return data({ result }, { status });
}
