import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { type AppLoadContext, redirect } from "react-router";
import { submitSavedDrafts } from "#app/features/directory/index.server";
import { claimLoginAttempt, clearLoginFailures } from "#app/lib/auth/login-slowdown.server";
import { getCurrentUser, rolesOf } from "#app/lib/auth/session.server";
import { env } from "#app/lib/config/env.server";
import { db } from "#app/lib/db/client.server";
import { users } from "#app/lib/db/schema";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { safeRedirect } from "#app/lib/http/safe-redirect";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { consumeRateLimit } from "#app/lib/security/rate-limit.server";
import { AccountError, logIn, requestPasswordReset, signUp } from "./accounts.server";
import { forgotPasswordSchema, loginSchema, messages, signupSchema } from "./schema";

export const AUTH_RATE_LIMITED = "Too many attempts. Please wait a few minutes and try again.";

const limits = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  signup: { limit: 10, windowSeconds: 60 * 60 },
  forgot: { limit: 5, windowSeconds: 60 * 60 },
} as const;

function withinLimit(kind: keyof typeof limits, context: Pick<AppLoadContext, "clientIp">) {
  return consumeRateLimit(`auth:${kind}:${context.clientIp}`, limits[kind]).then(
    (outcome) => outcome.allowed,
  );
}

/**
 * Where a visitor goes once signed in: what they filled in the directory while signed out is
 * submitted now and they land on /dashboard with its toast; otherwise `fallback.to`, or when the
 * form named no page (the log-in page itself), staff land in the admin and everyone else on their
 * dashboard. The visitor is signed in whatever happens to the drafts (`headers` carries the session).
 */
async function afterSignIn(
  request: Request,
  email: string,
  headers: Headers,
  fallback: { to: string | null; message: string },
) {
  let drafts: Awaited<ReturnType<typeof submitSavedDrafts>> = null;
  let home = "/dashboard";
  try {
    const [user] = await db()
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    if (user) {
      if (fallback.to === null && (await rolesOf(user.id)).length > 0) home = "/admin";
      drafts = await submitSavedDrafts(request, user);
    }
  } catch (error) {
    logger.error(
      { error: errorForLog(error) },
      "saved drafts could not be looked up after signing in",
    );
  }
  return drafts
    ? redirectWithToast("/dashboard", drafts, { headers })
    : redirectWithToast(
        fallback.to ?? home,
        { type: "success", message: fallback.message },
        { headers },
      );
}

/**
 * How long this account's log-ins must still wait (see LOGIN_SLOWDOWN), or 0 to check the
 * password; null when that cannot be known (the database is down).
 */
async function accountWait(request: Request, email: string): Promise<number | null> {
  try {
    return await claimLoginAttempt(email, new Date(requestNow(request)));
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "log-in slow-down could not be read");
    return null;
  }
}

/** The loader of the log-in and sign-up pages: a signed-in visitor goes to the dashboard. */
export async function signedOutOnly(request: Request) {
  if (await getCurrentUser(request)) throw redirect("/dashboard");
  return null;
}

export async function loginAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  const refuse = (message: string, status: 401 | 429 | 503) =>
    formFailure(submission.reply({ formErrors: [message], hideFields: ["password"] }), status);
  if (submission.status !== "success")
    return formFailure(submission.reply({ hideFields: ["password"] }), 400);
  if (!(await withinLimit("login", context))) return refuse(AUTH_RATE_LIMITED, 429);
  const { email } = submission.value;
  const wait = await accountWait(request, email);
  if (wait === null) return refuse(messages.loginFailed, 503);
  if (wait > 0) return refuse(messages.accountSlowedDown(wait), 429);
  let headers: Headers;
  try {
    headers = await logIn(request, submission.value);
  } catch (error) {
    return refuse(error instanceof AccountError ? error.message : messages.authFailed, 401);
  }
  await clearLoginFailures(email).catch((error: unknown) =>
    logger.error({ error: errorForLog(error) }, "log-in failures could not be cleared"),
  );
  return afterSignIn(request, submission.value.email, headers, {
    to: safeRedirect(submission.value.redirectTo, env().PUBLIC_URL, "") || null,
    message: "Welcome back!",
  });
}

export async function signupAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: signupSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return formFailure(submission.reply({ hideFields }), 400);
  if (!(await withinLimit("signup", context)))
    return formFailure(submission.reply({ formErrors: [AUTH_RATE_LIMITED], hideFields }), 429);
  let headers: Headers;
  try {
    headers = await signUp(request, submission.value);
  } catch (error) {
    const message = error instanceof AccountError ? error.message : messages.registrationFailed;
    return formFailure(submission.reply({ formErrors: [message], hideFields }), 400);
  }
  return afterSignIn(request, submission.value.email, headers, {
    to: safeRedirect(submission.value.redirectTo, env().PUBLIC_URL),
    message: messages.signedUp,
  });
}

export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  if (!(await withinLimit("forgot", context)))
    return formFailure(submission.reply({ formErrors: [AUTH_RATE_LIMITED] }), 429);
  try {
    await requestPasswordReset(submission.value.email);
  } catch (error) {
    const message = error instanceof AccountError ? error.message : messages.resetEmailFailed;
    return formFailure(submission.reply({ formErrors: [message] }), 503);
  }
  // The same answer whether or not the account exists.
  return { result: submission.reply({ resetForm: true }), sent: messages.resetEmailSent };
}
