import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { site } from "#app/lib/config/site";
import { type Database, db } from "#app/lib/db/client.server";
import * as schema from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { logger } from "#app/lib/logger.server";
import { CLIENT_ADDRESS_HEADER } from "#app/lib/security/visitor";
import { ConfirmEmailEmail, PasswordResetEmail } from "./emails";
import { clearLoginFailures } from "./login-slowdown.server";
import { MIN_PASSWORD_LENGTH } from "./rules";

/** A password reset link works once, for one hour. */
const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
/** A link confirming that the account's email address is the user's works for a week. */
export const EMAIL_CONFIRMATION_SECONDS = 7 * 24 * 60 * 60;

/** Our page for a confirmation link (Better Auth's own endpoint is not exposed). */
export const confirmEmailUrl = (token: string) => `${env().PUBLIC_URL}/confirm-email/${token}`;

function createAuth(database: Database) {
  return betterAuth({
    // Better Auth's own name for the app, fixed when it starts; the emails use the settings.
    appName: site.name,
    baseURL: env().PUBLIC_URL,
    secret: env().SESSION_SECRET,
    database: drizzleAdapter(database, { provider: "pg", schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A new password from the reset email ends any slow-down of the account's log-ins.
      onPasswordReset: ({ user }) => clearLoginFailures(user.email, database),
      sendResetPassword: async ({ user, token }) => {
        await queueEmail(database, {
          template: "password-reset",
          to: user.email,
          subject: `Reset your password – ${(await getSiteSettings(database)).name}`,
          body: (
            <PasswordResetEmail
              name={user.name}
              resetUrl={`${env().PUBLIC_URL}/reset-password/${token}`}
            />
          ),
        });
      },
    },
    emailVerification: {
      expiresIn: EMAIL_CONFIRMATION_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await queueEmail(database, {
          template: "confirm-email",
          to: user.email,
          subject: `Confirm your email address – ${(await getSiteSettings(database)).name}`,
          body: <ConfirmEmailEmail name={user.name} confirmUrl={confirmEmailUrl(token)} />,
        });
      },
    },
    user: {
      deleteUser: { enabled: true },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own forms call the API on the server, and our database rate limiter guards them.
    rateLimit: { enabled: false },
    advanced: {
      // A session and its user in one query (the relations are in schema.ts).
      database: { joins: true },
      cookiePrefix: "wic",
      // The address the server resolved (TRUST_PROXY), not a visitor's own X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: env().PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    logger: {
      log: (level, message) => {
        if (level === "error") logger.error({ auth: message }, "auth error");
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per database: tests give each file its own.
const globalForAuth = globalThis as unknown as { __wicAuth?: WeakMap<Database, Auth> };

export function auth(database: Database = db()): Auth {
  globalForAuth.__wicAuth ??= new WeakMap();
  let instance = globalForAuth.__wicAuth.get(database);
  if (!instance) {
    instance = createAuth(database);
    globalForAuth.__wicAuth.set(database, instance);
  }
  return instance;
}
