import { z } from "zod";
import { noticeTopics } from "#app/lib/db/enums";
import { emailAddress } from "#app/lib/schema-fields";

/** The newsletter's forms, with their messages (decision 0389). */

const topicsField = z
  .array(z.enum(noticeTopics, { error: "Please choose topics from the list" }), {
    error: "Please choose at least one topic",
  })
  .min(1, "Please choose at least one topic")
  .max(noticeTopics.length, "Please choose topics from the list");

export const signupSchema = z.object({ email: emailAddress, topics: topicsField });
export type NewsletterSignup = z.infer<typeof signupSchema>;

/** The subscriber's own page: the topics they keep. */
export const topicsSchema = z.object({ topics: topicsField });

export const ISSUE_LABELS = { subject: "Subject", topic: "Send to", body: "Text" } as const;

export const issueSchema = z.object({
  subject: z
    .string({ error: "Please enter a subject" })
    .trim()
    .min(1, "Please enter a subject")
    .max(150, "The subject can be at most 150 characters"),
  topic: z.enum(noticeTopics, { error: "Please choose the topic whose subscribers get it" }),
  body: z
    .string({ error: "Please write the newsletter" })
    .trim()
    .min(1, "Please write the newsletter")
    .max(50_000, "The text can be at most 50,000 characters"),
});
export type IssueValues = z.infer<typeof issueSchema>;
