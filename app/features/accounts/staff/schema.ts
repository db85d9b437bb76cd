import { z } from "zod";
import { sortedRoles, staffRoles } from "#app/lib/auth/roles";

/** What the accounts page tells staff, word for word (the tests read them from here). */
export const staffMessages = {
  emailRequired: "Enter the email address of the account.",
  emailInvalid: "Enter an email address, like name@example.org.",
  noAccount:
    "No account uses this email address. Ask them to sign up on the website first, then give them roles here.",
  lastAdministrator:
    "There must always be at least one administrator. Make someone else an administrator first.",
} as const;

export const STAFF_FIELD_LABELS = {
  email: "Email address of the account",
  roles: "Roles",
} as const;

/**
 * One account's roles, as the accounts page sends them: none ticked takes every role away. They
 * come out in their fixed order, as they are stored and shown.
 */
export const staffRolesSchema = z.object({
  email: z
    .string({ error: staffMessages.emailRequired })
    .trim()
    .min(1, staffMessages.emailRequired)
    .max(254, staffMessages.emailInvalid)
    .pipe(z.email(staffMessages.emailInvalid))
    .transform((email) => email.toLowerCase()),
  roles: z.array(z.enum(staffRoles)).max(staffRoles.length).default([]).transform(sortedRoles),
});

export type StaffRolesInput = z.infer<typeof staffRolesSchema>;
