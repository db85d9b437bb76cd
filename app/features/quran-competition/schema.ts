import { z } from "zod";
import {
  ageBand,
  CATEGORIES,
  formatPostcode,
  isGroupInCategory,
  isUkPostcode,
  MAX_AGE,
  MESSAGES,
  MIN_AGE,
} from "./rules";

const required = (max = 100) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `Please keep this under ${max} characters`);

const CATEGORY_IDS = CATEGORIES.map((category) => String(category.id)) as [string, ...string[]];

/** The competition form (spec 001 §5), checked the same way in the browser and on the server. */
export const competitionSchema = z
  .object({
    registering_as: z.enum(["child", "myself"], { error: MESSAGES.required }),
    child_name: z.string().trim().max(100).optional(),
    parent_name: required(),
    parent_phone: required(30).regex(/^\+?[0-9 ()-]{7,20}$/, MESSAGES.phone),
    parent_email: required(254).pipe(z.email(MESSAGES.email)),
    age: z
      .number({ error: MESSAGES.required })
      .int(MESSAGES.age)
      .min(MIN_AGE, MESSAGES.age)
      .max(MAX_AGE, MESSAGES.age),
    postcode: required(10)
      .refine(isUkPostcode, MESSAGES.postcode)
      .transform((value) => formatPostcode(value)),
    gender: z.enum(["Male", "Female"], { error: MESSAGES.required }),
    category: z.enum(CATEGORY_IDS, { error: MESSAGES.category }).transform(Number),
    group: z.string({ error: MESSAGES.group }).trim().min(1, MESSAGES.group),
  })
  .superRefine(
    (value, ctx) => {
      const raw = value as Record<string, unknown>;
      if (raw.registering_as === "child" && !String(raw.child_name ?? "").trim())
        ctx.addIssue({ code: "custom", path: ["child_name"], message: MESSAGES.required });
      if (
        raw.category !== undefined &&
        typeof raw.group === "string" &&
        raw.group &&
        !isGroupInCategory(raw.category, raw.group)
      )
        ctx.addIssue({ code: "custom", path: ["group"], message: MESSAGES.groupNotInCategory });
      else if (String(raw.category) === "3" && typeof raw.group === "string" && raw.group) {
        const band = ageBand(Number(raw.age));
        if (band && band !== raw.group)
          ctx.addIssue({ code: "custom", path: ["group"], message: MESSAGES.ageGroup(band) });
      }
      const keys = [
        "parent_name",
        "parent_phone",
        "parent_email",
        "age",
        "postcode",
        "gender",
        "category",
        "group",
        "registering_as",
      ];
      const missing =
        keys.some((key) => raw[key] === undefined || raw[key] === "") ||
        (raw.registering_as === "child" && !String(raw.child_name ?? "").trim());
      if (missing) ctx.addIssue({ code: "custom", path: [], message: MESSAGES.overall });
    },
    { when: () => true },
  )
  .transform((value) => ({
    ...value,
    child_name: value.registering_as === "child" ? (value.child_name ?? "").trim() : null,
  }));

export type CompetitionEntry = z.output<typeof competitionSchema>;
