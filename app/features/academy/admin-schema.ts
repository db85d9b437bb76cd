/**
 * The academy admin's forms (client and server): a term, and a course of a term. Lists (features,
 * schedule options, videos) are edited one per line; their order is the order shown.
 */
import { z } from "zod";
import { nonEmptyLines } from "#app/lib/lines";
import { isCalendarDate } from "#app/lib/time/london";
import type { Course } from "./rules";
import { slugify } from "./terms";

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `Please keep this under ${max} characters`);

/** "Title | YouTube id or link" → a video; the id may come from a watch or youtu.be link. */
function parseVideo(line: string): { title: string; youtubeId?: string } | null {
  const [title = "", link = ""] = line.split("|").map((part) => part.trim());
  if (!title) return null;
  if (!link) return { title };
  const id =
    link.match(/[?&]v=([A-Za-z0-9_-]{11})/)?.[1] ??
    link.match(/youtu\.be\/([A-Za-z0-9_-]{11})/)?.[1] ??
    link.match(/^([A-Za-z0-9_-]{11})$/)?.[1];
  return id ? { title, youtubeId: id } : null;
}

export const termSchema = z.object({
  name: text("the term's name", 120),
  startsOn: z
    .string({ error: "Please enter the date the term starts" })
    .trim()
    .max(10, "Please enter a date such as 2026-09-07")
    .refine(isCalendarDate, "Please enter a date such as 2026-09-07"),
  videos: z
    .string()
    .max(4000, "Please keep this under 4000 characters")
    .optional()
    .superRefine((value, ctx) => {
      for (const line of nonEmptyLines(value))
        if (!parseVideo(line))
          ctx.addIssue({
            code: "custom",
            message: `"${line}": write a title, then | and a YouTube link or id (11 characters)`,
          });
    })
    .transform((value) => nonEmptyLines(value).flatMap((line) => parseVideo(line) ?? [])),
});

/** "Label | days or times" → a schedule option (its id from the label). */
function parseOption(line: string) {
  const [label = "", days = ""] = line.split("|").map((part) => part.trim());
  return { id: slugify(label), label, days };
}

const age = (label: string) =>
  z
    .number({ error: `Please enter the ${label} age` })
    .int("Please enter a whole number")
    .min(0, "Please enter an age from 0 to 120")
    .max(120, "Please enter an age from 0 to 120");

export const courseSchema = z
  .object({
    title: text("the course title", 120),
    ageLabel: text("the age label (e.g. Ages 4-16)", 40),
    description: text("a description", 1000),
    features: z.string().max(4000, "Please keep this under 4000 characters").optional(),
    times: text("when the classes run", 120),
    choice: z.enum(["checkbox", "radio"], { error: "Please choose how learners pick" }),
    options: z
      .string()
      .max(4000, "Please keep this under 4000 characters")
      .optional()
      .superRefine((value, ctx) => {
        const labels = nonEmptyLines(value).map((line) => parseOption(line).label);
        if (labels.some((label) => !label))
          ctx.addIssue({ code: "custom", message: "Each option needs a label before the |" });
        if (new Set(labels).size !== labels.length)
          ctx.addIssue({ code: "custom", message: "Each option must have a different label" });
        if (labels.some((label) => label.length > 80))
          ctx.addIssue({ code: "custom", message: "Please keep each label under 80 characters" });
      }),
    contact: text("the contact line", 300),
    minAge: age("youngest"),
    maxAge: age("oldest"),
  })
  .refine((course) => course.maxAge >= course.minAge, {
    path: ["maxAge"],
    message: "The oldest age must be at least the youngest",
  })
  .transform((course) => ({
    ...course,
    features: nonEmptyLines(course.features),
    options: nonEmptyLines(course.options).map(parseOption),
  }));

/** The course form's labels, beside each field, in the error summary and in a refused save. */
export const COURSE_LABELS = {
  title: "Course title",
  ageLabel: "Age label",
  minAge: "Youngest age",
  maxAge: "Oldest age",
  description: "Description",
  features: "What learners do",
  times: "When",
  choice: "How learners choose",
  options: "Schedule options",
  contact: "Contact line",
} as const;

/** A course as its form shows it (lists one per line). */
export function courseFormValues(course: Course) {
  return {
    title: course.title,
    ageLabel: course.ageLabel,
    description: course.description,
    features: course.features.join("\n"),
    times: course.times,
    choice: course.choice,
    options: course.options.map((option) => `${option.label} | ${option.days}`).join("\n"),
    contact: course.contact,
    minAge: String(course.ages.min),
    maxAge: String(course.ages.max),
  };
}

/** The videos as the term form shows them. */
const videoLines = (videos: readonly { title: string; youtubeId?: string }[]) =>
  videos
    .map((video) => (video.youtubeId ? `${video.title} | ${video.youtubeId}` : video.title))
    .join("\n");

/** The term form's labels, beside each field and in the error summary. */
export const TERM_LABELS = { name: "Term name", startsOn: "Starts on", videos: "Videos" };

/** A term as its form's fields show it. */
export const termFormValues = (term: {
  name: string;
  startsOn: string;
  videos: readonly { title: string; youtubeId?: string }[];
}) => ({ name: term.name, startsOn: term.startsOn, videos: videoLines(term.videos) });
