import { randomBytes } from "node:crypto";
import { APIError, createEmailVerificationToken } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { auth, confirmEmailUrl, EMAIL_CONFIRMATION_SECONDS } from "#app/lib/auth/auth.server";
import { WelcomeEmail } from "#app/lib/auth/emails";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { staffRoleGrants, users } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { messages } from "./schema";

/** A failure the visitor can act on, with the text to show them. */
export class AccountError extends Error {}

function explain(error: unknown, fallback: string): AccountError {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    if (code.startsWith("USER_ALREADY_EXISTS")) return new AccountError(messages.emailTaken);
    if (code === "INVALID_EMAIL_OR_PASSWORD") return new AccountError(messages.invalidCredentials);
    if (code === "INVALID_PASSWORD")
      return new AccountError("Your current password is not correct");
    const message = (error.body as { message?: string } | undefined)?.message;
    return new AccountError(message || fallback);
  }
  logger.error({ error: errorForLog(error) }, "account operation failed");
  return new AccountError(fallback);
}

async function attempt<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw explain(error, fallback);
  }
}

/** Creates the account and signs in; returns the session cookie headers. */
export async function signUp(
  request: Request,
  input: { name: string; email: string; password: string },
): Promise<Headers> {
  const { headers, response } = await attempt(messages.registrationFailed, () =>
    auth().api.signUpEmail({ body: input, headers: request.headers, returnHeaders: true }),
  );
  try {
    const token = await createEmailVerificationToken(
      env().SESSION_SECRET,
      response.user.email,
      undefined,
      EMAIL_CONFIRMATION_SECONDS,
      { userId: response.user.id },
    );
    const site = await getSiteSettings();
    await queueEmail(defaultDb(), {
      template: "welcome",
      to: input.email,
      replyTo: site.emails.contact,
      subject: `Welcome to ${site.name}`,
      body: (
        <WelcomeEmail
          name={input.name}
          dashboardUrl={`${env().PUBLIC_URL}/dashboard`}
          confirmUrl={confirmEmailUrl(token)}
        />
      ),
    });
  } catch (error) {
    // The account exists; a missing welcome email must not undo the signup.
    logger.error({ error: errorForLog(error) }, "welcome email could not be queued");
  }
  return headers;
}

/**
 * Confirms that the account's email address belongs to whoever opened the link we sent to it.
 * False for a link that is not ours, has expired, or names an account that no longer exists.
 */
export async function confirmEmail(token: string): Promise<boolean> {
  try {
    await auth().api.verifyEmail({ query: { token } });
    return true;
  } catch (error) {
    if (!(error instanceof APIError))
      logger.error({ error: errorForLog(error) }, "email confirmation failed");
    return false;
  }
}

/** Sends a new confirmation link to the signed-in user's address. */
export async function sendEmailConfirmation(email: string): Promise<void> {
  await attempt("Failed to send the confirmation email", () =>
    auth().api.sendVerificationEmail({ body: { email } }),
  );
}

export async function logIn(
  request: Request,
  input: { email: string; password: string },
): Promise<Headers> {
  const { headers } = await attempt(messages.loginFailed, () =>
    auth().api.signInEmail({ body: input, headers: request.headers, returnHeaders: true }),
  );
  return headers;
}

export async function logOut(request: Request): Promise<Headers> {
  const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

/** Sends a reset link if the account exists; answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await attempt(messages.resetEmailFailed, () =>
    auth().api.requestPasswordReset({ body: { email } }),
  );
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (!(error instanceof APIError))
      logger.error({ error: errorForLog(error) }, "password reset failed");
    throw new AccountError(messages.updatePasswordFailed);
  }
}

export async function changePassword(
  request: Request,
  currentPassword: string,
  newPassword: string,
): Promise<Headers> {
  const { headers } = await attempt(messages.updatePasswordFailed, () =>
    auth().api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  return headers;
}

export async function deleteAccount(request: Request, password: string): Promise<Headers> {
  const { headers } = await attempt("Failed to delete your account", () =>
    auth().api.deleteUser({ body: { password }, headers: request.headers, returnHeaders: true }),
  );
  return headers;
}

/** Creates an administrator (returns the generated password) or promotes an existing account. */
export async function createOrPromoteAdmin(
  email: string,
  name: string,
  database: Database = defaultDb(),
): Promise<{ created: boolean; password?: string }> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await database.select().from(users).where(eq(users.email, normalised));
  let created = false;
  let password: string | undefined;
  if (!existing) {
    password = randomBytes(12).toString("base64url");
    await auth(database).api.signUpEmail({ body: { name, email: normalised, password } });
    created = true;
  }
  await database.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalised));
    if (account)
      await tx
        .insert(staffRoleGrants)
        .values({ userId: account.id, role: "administrator" })
        .onConflictDoNothing();
    await recordAudit(
      { id: null, email: "cli" },
      created ? "admin.create" : "admin.promote",
      `user:${normalised}`,
      undefined,
      tx,
    );
  });
  return { created, password };
}

/** Takes the administrator role from an account (its other roles stay); false for no such account. */
export async function revokeAdmin(
  email: string,
  database: Database = defaultDb(),
): Promise<boolean> {
  const normalised = email.trim().toLowerCase();
  return database.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalised));
    if (account) {
      await tx
        .delete(staffRoleGrants)
        .where(
          and(eq(staffRoleGrants.userId, account.id), eq(staffRoleGrants.role, "administrator")),
        );
      await recordAudit(
        { id: null, email: "cli" },
        "admin.revoke",
        `user:${normalised}`,
        undefined,
        tx,
      );
    }
    return account !== undefined;
  });
}
