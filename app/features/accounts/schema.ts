import { z } from "zod";
import { authMessages } from "#app/lib/auth/messages";
import { MIN_PASSWORD_LENGTH } from "#app/lib/auth/rules";
import { fieldIssue } from "#app/lib/field-issue";

export const messages = {
  passwordsDoNotMatch: "Passwords do not match",
  emailRequired: "Please enter your email address",
  authFailed: "Authentication failed. Please try again.",
  registrationFailed: "Registration failed",
  loginFailed: "Login failed",
  resetEmailFailed: "Failed to send password reset email",
  updatePasswordFailed: "Failed to update password",
  signedUp: "Account created successfully! Welcome email sent.",
  loggedOut: "Logged out successfully",
  resetEmailSent:
    "Password reset email sent successfully! Check your inbox (including spam folder).",
  passwordUpdated: "Your password has been updated. You can now log in.",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists. Please log in instead.",
  ...authMessages,
  emailConfirmed: "Your email address is confirmed.",
  confirmLinkInvalid:
    "This confirmation link has expired or is not valid. Log in and send a new one from your dashboard.",
  confirmationSent: (email: string) =>
    `We have sent a confirmation link to ${email}. It works for 7 days.`,
  accountSlowedDown: (waitSeconds: number) => {
    const minutes = Math.ceil(waitSeconds / 60);
    return `Too many failed attempts to log in to this account. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} or reset your password.`;
  },
} as const;

const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .pipe(z.email("Please enter a valid email address").max(254))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Please choose a password" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

/** A password being typed to be checked (not chosen): at most what a chosen one may be. */
const enteredPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(128, "Password must be at most 128 characters");
const confirmPassword = z
  .string({ error: "Please confirm your password" })
  .max(128, "Password must be at most 128 characters");
/** Where to go after signing in: a path on this site (safeRedirect), never a long one. */
const redirectTo = z.string().max(2048).optional();

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    fieldIssue(ctx, ["confirmPassword"], messages.passwordsDoNotMatch);
  }
};

export const loginSchema = z.object({
  email,
  password: enteredPassword("Please enter your password"),
  redirectTo,
});

export const signupSchema = z
  .object({
    name: z
      .string({ error: "Please enter your name" })
      .trim()
      .min(1, "Please enter your name")
      .max(100),
    email,
    password: newPassword,
    confirmPassword,
    redirectTo,
  })
  .superRefine(matchingPasswords);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: messages.updatePasswordFailed })
      .min(1, messages.updatePasswordFailed)
      .max(512, messages.updatePasswordFailed),
    password: newPassword,
    confirmPassword,
  })
  .superRefine(matchingPasswords);

export const changePasswordSchema = z
  .object({
    currentPassword: enteredPassword("Please enter your current password"),
    password: newPassword,
    confirmPassword,
  })
  .superRefine(matchingPasswords);

export const deleteAccountSchema = z.object({
  password: enteredPassword("Please enter your password to confirm"),
  confirm: z.literal("DELETE", { error: "Type DELETE to confirm" }),
});
