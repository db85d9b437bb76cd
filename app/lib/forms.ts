import { type DefaultValue, parse, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/** The name of the hidden button Conform submits with to check a field on blur or input. */
const CONFORM_INTENT = "__intent__";

/**
 * A submit button of the form's own marked `formNoValidate` (Back, Add another…): HTML sends its
 * form unchecked. Conform's own button is marked so too, and it is the one that asks for a check.
 */
const skipsValidation = (submitter: HTMLInputElement | HTMLButtonElement | null) =>
  submitter?.formNoValidate === true && submitter.name !== CONFORM_INTENT;

interface ValidatedFormOptions<Schema extends z.ZodType> {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** What the fields start with (a record being edited, a stored draft, a choice made by a link). */
  defaultValue?: DefaultValue<z.input<Schema>>;
  /**
   * The form's own message when the browser keeps it back ('Please fill in all required fields'),
   * shown at the top beside the messages next to the fields.
   */
  refusal?: string | ((form: FormData) => string);
  /** A submission only the server can judge, sent unchecked (e.g. the saved businesses alone). */
  unchecked?: (form: FormData) => boolean;
}

/**
 * A form validated by the same zod schema as its action: on blur first, then as the user types,
 * with the server's answer (`lastResult`) shown the same way. A submit button with
 * `formNoValidate` is sent without checking, as it would be without JavaScript, and the server
 * decides.
 */
export function useValidatedForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: Schema,
  { id, lastResult, defaultValue, refusal, unchecked }: ValidatedFormOptions<Schema>,
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue,
    onValidate({ formData, submitter }) {
      if (skipsValidation(submitter) || unchecked?.(formData))
        return parse<z.output<Schema>, string[]>(formData, {
          resolve: (payload) => ({ value: payload as z.output<Schema> }),
        });
      const submission = parseWithZod(formData, { schema });
      // Only a submission proper is "error" (checks while typing have no status).
      if (refusal === undefined || submission.status !== "error") return submission;
      const message = typeof refusal === "string" ? refusal : refusal(formData);
      return {
        ...submission,
        reply: (options) =>
          submission.reply({ ...options, formErrors: [message] } as Parameters<
            typeof submission.reply
          >[0]),
      };
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
