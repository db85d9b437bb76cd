import { parseWithZod } from "@conform-to/zod/v4";
import { stepSchemas } from "./schema";
import { type Draft, type SeasonProgrammes, type Step, stepFormData } from "./wizard";

// Apart from wizard.ts, which the browser loads: the steps' schemas (zod) stay on the server.

/** The draft's answers to one step, checked again as if its form were posted. */
export function recheckStep(season: SeasonProgrammes, draft: Draft, step: Step) {
  return parseWithZod(stepFormData(draft, step), { schema: stepSchemas(season)[step] });
}

/** The first step whose answers are not (or no longer) valid, or null when all are. */
export function firstInvalidStep(season: SeasonProgrammes, draft: Draft): Step | null {
  return (
    ([1, 2, 3, 4] as const).find((step) => recheckStep(season, draft, step).status !== "success") ??
    null
  );
}
