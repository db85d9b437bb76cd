// What the admin panel's own pages bring to the site (its descriptor): the submissions the public
// forms leave, the emails the outbox sends, and the audit log.

import { blankOldEmailBodies, countEmailBodiesToBlank } from "#app/lib/email/outbox.server";
import {
  countedStep,
  type FeatureDescriptor,
  type RetentionStep,
} from "#app/lib/features/descriptor";
import { countedItem } from "#app/lib/features/today";
import { countExpiredSubmissions, deleteExpiredSubmissions } from "#app/lib/submissions.server";
import { failedEmailCount, newSubmissionCount } from "./overview.server";

/** The forms' submissions: counselling requests, and every other kind. */
const submissionsStep = (rule: "counselling" | "formSubmissions"): RetentionStep => ({
  rule,
  preview: async (now) => {
    const expired = await countExpiredSubmissions(rule, now);
    return rule === "formSubmissions"
      ? { count: expired.count, details: expired.kinds }
      : { count: expired.count };
  },
  apply: (now) => deleteExpiredSubmissions(rule, now),
});

export const adminFeature: FeatureDescriptor = {
  name: "admin",
  retention: [
    submissionsStep("counselling"),
    submissionsStep("formSubmissions"),
    countedStep("emailBodies", countEmailBodiesToBlank, blankOldEmailBodies),
  ],
  adminNav: [
    { label: "Today", href: "/admin", group: "Today", order: 10, end: true },
    {
      label: "Submissions",
      href: "/admin/submissions",
      group: "People & forms",
      order: 20,
      badge: { label: "new", count: newSubmissionCount },
    },
    {
      label: "Emails",
      href: "/admin/emails",
      group: "Centre",
      order: 158,
      badge: { label: "failed", count: failedEmailCount },
    },
    { label: "Audit log", href: "/admin/audit", group: "Centre", order: 170 },
    { label: "Demo content", href: "/admin/demo-content", group: "Centre", order: 165 },
  ],
  adminAreas: [
    // Counselling staff open the list too, and see the counselling requests alone there.
    { path: "/admin/submissions", permissions: ["submissions.manage", "counselling.read"] },
    { path: "/admin/emails", permissions: ["emails.manage"] },
    { path: "/admin/audit", permissions: ["audit.read"] },
    // Administrators only: it removes content across the site (decision 0367).
    { path: "/admin/demo-content", permissions: ["settings.manage"] },
  ],
  today: async ({ roles }) => {
    const [submissions, failedEmails] = await Promise.all([
      newSubmissionCount(roles),
      failedEmailCount(),
    ]);
    return [
      ...countedItem(
        submissions,
        ["new submission", "new submissions"],
        "/admin/submissions?status=new",
      ),
      ...countedItem(
        failedEmails,
        ["email could not be sent", "emails could not be sent"],
        "/admin/emails?status=failed",
        "problem",
      ),
    ];
  },
};
