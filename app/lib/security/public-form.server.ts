import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "react-router";
import { formFailure } from "#app/lib/forms.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { formCounters, retryMessage, secondsUntilWindowEnds } from "./form-limits";
import { isHoneypotFilled } from "./honeypot";
import { consumeRateLimit, hashedKey, publicFormLimits } from "./rate-limit.server";

/** Shown beside the form (what was typed kept) with `headers` (Retry-After) and status 429. */
interface RateLimited {
  verdict: "rate-limited";
  message: string;
  headers: { "Retry-After": string };
}

export type PublicFormVerdict = { verdict: "accept" } | { verdict: "spam" } | RateLimited;

/** The form again, as typed, with the wait in its error summary: 429 and Retry-After. */
export function tooManyAttempts<Extra extends Record<string, unknown> = Record<never, never>>(
  submission: { reply: (options: { formErrors: string[] }) => SubmissionResult<string[]> },
  refused: RateLimited,
  extra?: Extra,
) {
  return formFailure(
    submission.reply({ formErrors: [refused.message] }),
    429,
    extra,
    refused.headers,
  );
}

/**
 * How long this post must wait, or 0: its session, its email and its address are counted in
 * turn (lib/security/form-limits) and the first that refuses stops the rest.
 */
async function waitForLimits(
  formName: string,
  context: Pick<AppLoadContext, "clientIp" | "visitorId">,
  email: string | undefined,
): Promise<number> {
  const now = new Date();
  const counters = formCounters(
    formName,
    { visitorId: context.visitorId, email, address: context.clientIp },
    publicFormLimits(),
  );
  for (const { kind, value, rule } of counters) {
    const outcome = await consumeRateLimit(hashedKey(`form-${kind}`, value), rule, { now });
    if (!outcome.allowed) {
      logger.warn({ form: formName, counted: kind }, "public form rate limit reached");
      return secondsUntilWindowEnds(outcome.windowStart, rule.windowSeconds, now);
    }
  }
  return 0;
}

/**
 * The checks every public form makes before it stores anything: honeypot, then the limits per
 * browser session, per `email` (the address the form gives) and per internet address.
 */
export async function screenPublicForm(
  formName: string,
  formData: FormData,
  context: Pick<AppLoadContext, "clientIp" | "visitorId">,
  email: string | undefined,
): Promise<PublicFormVerdict> {
  if (isHoneypotFilled(formData)) {
    logger.info({ form: formName }, "honeypot filled: submission dropped");
    return { verdict: "spam" };
  }
  const wait = await waitForLimits(formName, context, email).catch((error: unknown) => {
    // Fail open: a visitor's message matters more than the counter; storing reports its own failure.
    logger.error({ form: formName, error: errorForLog(error) }, "rate limit check failed");
    return 0;
  });
  if (wait === 0) return { verdict: "accept" };
  return {
    verdict: "rate-limited",
    message: retryMessage(wait),
    headers: { "Retry-After": String(wait) },
  };
}
