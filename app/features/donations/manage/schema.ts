import { z } from "zod";
import { poundsToPence } from "#app/lib/money";
import { amountProblem, DONATION_MESSAGES as M } from "../rules";

/** The donor's new monthly amount (/donate/manage/:token), in pounds: £1–£10,000 as any gift. */
export const monthlyAmountSchema = z.object({
  amount: z
    .string({ error: M.amount })
    .trim()
    .min(1, M.amount)
    .max(20, M.amountFormat)
    .superRefine((value, context) => {
      const pence = poundsToPence(value);
      const problem = pence === null ? M.amountFormat : amountProblem(pence);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
});
