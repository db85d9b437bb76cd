import { z } from "zod";
import { donationFrequencies } from "#app/lib/db/enums";
import { fieldIssue } from "#app/lib/field-issue";
import { poundsToPence } from "#app/lib/money";
import { normaliseUkPostcode, TITLES } from "../gift-aid/gift-aid";
import { DONATION_MESSAGES as M } from "../rules";

/**
 * The donate form (browser and server). The fund's own rules (per-person rate, one-off only,
 * £1–£10,000) need the fund, so the server applies them after this with `resolveAmount`.
 */

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

/** The amount, the number of people, a house name or number, a postcode: all short. */
const optionalText = z
  .string()
  .trim()
  .max(100, "Please keep this under 100 characters")
  .optional()
  .transform((value) => value ?? "");

const ticked = z
  .string()
  .max(10)
  .optional()
  .transform((value) => value === "on");

/** The fields the checks across fields read. */
const CROSS_CHECKED = new Set([
  "amount",
  "otherAmount",
  "people",
  "ukTaxpayer",
  "giftAid",
  "houseNameOrNumber",
  "postcode",
]);

export const donationSchema = z
  .object({
    fund: requiredText(M.fund, 60),
    frequency: z.enum(donationFrequencies).default("one-off"),
    /** A suggested amount in pence, or "other" for the amount typed in `otherAmount`. */
    amount: optionalText,
    otherAmount: optionalText,
    people: optionalText,
    firstName: requiredText(M.firstName, 35),
    lastName: requiredText(M.lastName, 35),
    email: z.string({ error: M.email }).trim().min(1, M.email).pipe(z.email(M.email).max(254)),
    ukTaxpayer: ticked,
    giftAid: ticked,
    title: z.enum(TITLES).optional().default(""),
    houseNameOrNumber: optionalText,
    postcode: optionalText,
  })
  .superRefine(
    (value, context) => {
      if (value.amount === "other") {
        if (!value.otherAmount) fieldIssue(context, ["otherAmount"], M.amount);
        else if (poundsToPence(value.otherAmount) === null)
          fieldIssue(context, ["otherAmount"], M.amountFormat);
      } else if (value.amount && !/^\d{1,7}$/.test(value.amount)) {
        fieldIssue(context, ["amount"], M.amount);
      }
      if (value.people && !/^\d{1,3}$/.test(value.people)) {
        fieldIssue(context, ["people"], M.people);
      }
      if (!value.giftAid) return;
      if (!value.ukTaxpayer) {
        fieldIssue(context, ["giftAid"], M.giftAidTaxpayer);
      }
      if (!value.houseNameOrNumber || value.houseNameOrNumber.length > 40) {
        fieldIssue(context, ["houseNameOrNumber"], M.house);
      }
      if (normaliseUkPostcode(value.postcode) === null) {
        fieldIssue(context, ["postcode"], M.postcode);
      }
    },
    {
      // Also when another field (a name, the email) is wrong, so every message shows at once; not
      // when a field read here is itself malformed.
      when: (payload) =>
        payload.issues.every((issue) => !CROSS_CHECKED.has(String(issue.path?.[0]))),
    },
  );

export type DonationForm = z.infer<typeof donationSchema>;

/** The amount the form chose, in pence (null when none was chosen or typed). */
export function chosenAmount(form: Pick<DonationForm, "amount" | "otherAmount">): number | null {
  if (form.amount === "other") return poundsToPence(form.otherAmount);
  return form.amount ? Number(form.amount) : null;
}

export const chosenPeople = (form: Pick<DonationForm, "people">): number | null =>
  form.people ? Number(form.people) : null;
