import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { env } from "~/lib/config/env.server";
import { site } from "~/lib/config/site";
import { type Database, db } from "~/lib/db/client.server";
import * as schema from "~/lib/db/schema";
import { queueEmail } from "~/lib/email/outbox.server";
import { logger } from "~/lib/logger.server";
import { PasswordResetEmail } from "./emails/account-emails";
import { MIN_PASSWORD_LENGTH } from "./schema";

/** A password reset link works once, for one hour. */
const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

function createAuth(database: Database) {
  return betterAuth({
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
      sendResetPassword: async ({ user, token }) => {
        await queueEmail(database, {
          template: "password-reset",
          to: user.email,
          subject: `Reset your password – ${site.name}`,
          body: (
            <PasswordResetEmail
              name={user.name}
              resetUrl={`${env().PUBLIC_URL}/reset-password/${token}`}
            />
          ),
        });
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
      deleteUser: { enabled: true },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own forms call the API on the server, and our database rate limiter guards them.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "wic",
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
