import type { z } from "zod";

/** Flags a field of the form (`path`) with the message of a rule that looks at several fields. */
export function fieldIssue(context: z.RefinementCtx, path: PropertyKey[], message: string) {
  context.addIssue({ code: "custom", path, message });
}
