import { z } from "zod";
import { fieldIssue } from "#app/lib/field-issue";
import { emailAddress } from "#app/lib/schema-fields";
import {
  ageMessage,
  agesFor,
  COURSE_OPTION_HINT,
  COURSES,
  type Course,
  type Enrolment,
  findCourse,
  MAX_LEARNERS,
  SCHEDULE_HINT,
  scheduleAlerts,
  scheduleLabels,
  scheduleRequirement,
} from "./rules";

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

const optionalText = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).optional();

const phone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number");

const learnerSchema = (courses: readonly Course[]) =>
  z.object({
    name: requiredText("Please enter the learner's name", 100),
    // The range depends on the course (checkLearners): 3–18 for the children's classes, 17+ adults.
    age: z.number({ error: "Please enter the learner's age" }),
    // Only a course of the term being enrolled for.
    course: z
      .string({ error: "Please select a course" })
      .max(100, "Please select a course")
      .refine((id) => findCourse(id, courses) !== undefined, "Please select a course"),
    scheduleOptions: z
      .array(z.string().max(200, "Please choose from the options listed"))
      .max(Math.max(1, ...courses.map((course) => course.options.length))),
  });

type Issue = Parameters<Parameters<z.ZodType["superRefine"]>[0]>[1];

/**
 * Per learner, the age for the course and the schedule rules; runs even when other fields are
 * wrong, so every message shows at once.
 */
const checkLearners = (courses: readonly Course[]) => (value: unknown, ctx: Issue) => {
  const learners = (value as { learners?: unknown })?.learners;
  if (!Array.isArray(learners)) return;
  const drafts = learners.map((learner) => (typeof learner === "object" && learner) || {});
  drafts.forEach((learner, index) => {
    const ages = agesFor(learner.course, courses);
    const age = learner.age;
    if (typeof age === "number" && !(Number.isInteger(age) && age >= ages.min && age <= ages.max))
      fieldIssue(ctx, ["learners", index, "age"], ageMessage(ages));
    const path = ["learners", index, "scheduleOptions"];
    const chosen: unknown[] = Array.isArray(learner.scheduleOptions) ? learner.scheduleOptions : [];
    const allowed = scheduleLabels(learner.course, courses);
    if (!findCourse(learner.course, courses)) return;
    if (chosen.some((label) => typeof label !== "string" || !allowed.includes(label))) {
      fieldIssue(ctx, path, "Please choose from the options listed");
      return;
    }
    const requirement = scheduleRequirement(learner.course, courses);
    if (requirement === "at-least-one" && chosen.length === 0) fieldIssue(ctx, path, SCHEDULE_HINT);
    if (requirement === "exactly-one" && chosen.length !== 1)
      fieldIssue(ctx, path, COURSE_OPTION_HINT);
  });
  for (const message of scheduleAlerts(drafts, courses)) fieldIssue(ctx, [], message);
};

/** The enrolment form's schema for a term's courses (client and server). */
export const enrolmentSchemaFor = (courses: readonly Course[]) =>
  z
    .object({
      parentName: requiredText("Please enter your name", 100),
      parentPhone: phone("Please enter your phone number"),
      parentEmail: emailAddress,
      parentAddress: optionalText(300),
      relationship: optionalText(50),
      emergencyName: optionalText(100),
      emergencyPhone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number")
        .optional(),
      emergencyRelationship: optionalText(50),
      medicalConditions: optionalText(2000),
      additionalNotes: optionalText(2000),
      photoConsent: z.boolean().optional(),
      termsAccepted: z.literal(true, { error: "Please accept the Academy policies to continue" }),
      learners: z
        .array(learnerSchema(courses), { error: "Please add at least one learner" })
        .min(1, "Please add at least one learner")
        .max(MAX_LEARNERS, `You can enrol up to ${MAX_LEARNERS} learners at a time`),
    })
    .superRefine(checkLearners(courses), { when: () => true })
    .transform(
      (value): Enrolment => ({
        ...value,
        photoConsent: value.photoConsent ?? false,
      }),
    );

/** The schema for the first term (September 2025). */
export const enrolmentSchema = enrolmentSchemaFor(COURSES);
