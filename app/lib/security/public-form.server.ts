import type { AppLoadContext } from "react-router";
import { errorForLog, logger } from "~/lib/logger.server";
import { isHoneypotFilled } from "./honeypot";
import { consumeRateLimit, publicFormRateLimit } from "./rate-limit.server";

export const RATE_LIMITED_MESSAGE =
  "You have sent several forms in a short time. Please wait a few minutes and try again.";

export type PublicFormVerdict = "accept" | "spam" | "rate-limited";

/** The checks every public form makes before it stores anything: honeypot, then per-IP rate limit. */
export async function screenPublicForm(
  formName: string,
  formData: FormData,
  context: Pick<AppLoadContext, "clientIp">,
): Promise<PublicFormVerdict> {
  if (isHoneypotFilled(formData)) {
    logger.info({ form: formName }, "honeypot filled: submission dropped");
    return "spam";
  }
  const allowed = await consumeRateLimit(
    `form:${formName}:${context.clientIp}`,
    publicFormRateLimit(),
  ).then(
    (outcome) => outcome.allowed,
    (error: unknown) => {
      // Fail open: a visitor's message matters more than the counter; storing reports its own failure.
      logger.error({ form: formName, error: errorForLog(error) }, "rate limit check failed");
      return true;
    },
  );
  if (!allowed) {
    logger.warn({ form: formName }, "public form rate limit reached");
    return "rate-limited";
  }
  return "accept";
}
