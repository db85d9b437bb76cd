import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A form validated by the same zod schema as its action: on blur first, then as the user types,
 * with the server's answer (`lastResult`) shown the same way.
 */
export function useValidatedForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  schema: Schema,
  { id, lastResult }: { id?: string; lastResult?: SubmissionResult<string[]> | null },
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
