import type { RateLimitRule } from "./rate-limit.server";

/**
 * The public forms' limits (donations, summer and competition registrations, academy
 * enrolments, contact, project and volunteer forms, suggestions): counted per browser session
 * and per email address given, with a much higher ceiling per internet address, so that a
 * family or a mosque's Wi-Fi behind one address is many visitors, while one script is stopped
 * by its session (or, dropping its cookie, by the ceiling). Log-in, sign-up and password resets
 * keep their per-address limits (features/accounts).
 */
export interface FormLimits {
  /** Posts per browser session and per email address, per form and window. */
  perVisitor: number;
  /** Posts per internet address, per form and window. */
  perAddress: number;
  windowSeconds: number;
}

type CounterKind = "session" | "email" | "address";

export interface FormCounter {
  kind: CounterKind;
  /** What is counted: hashed before it is stored (lib/security/rate-limit.server). */
  value: string;
  rule: RateLimitRule;
}

/**
 * The counters one post of `form` goes through, in order: its session, its email, its address.
 * They are counted one after another and the first that refuses stops the rest, so a script
 * hammering one session does not use up the address's ceiling for everyone behind it.
 */
export function formCounters(
  form: string,
  who: { visitorId: string | null; email: string | undefined; address: string },
  limits: FormLimits,
): FormCounter[] {
  const visitor = { limit: limits.perVisitor, windowSeconds: limits.windowSeconds };
  const counters: FormCounter[] = [];
  if (who.visitorId)
    counters.push({ kind: "session", value: `${form}:${who.visitorId}`, rule: visitor });
  const email = who.email?.trim().toLowerCase();
  if (email) counters.push({ kind: "email", value: `${form}:${email}`, rule: visitor });
  counters.push({
    kind: "address",
    value: `${form}:${who.address}`,
    rule: { limit: limits.perAddress, windowSeconds: limits.windowSeconds },
  });
  return counters;
}

/** Whole seconds until a window that started at `windowStart` ends (at least 1). */
export function secondsUntilWindowEnds(
  windowStart: Date,
  windowSeconds: number,
  now: Date,
): number {
  const left = windowStart.getTime() + windowSeconds * 1000 - now.getTime();
  return Math.max(1, Math.ceil(left / 1000));
}

/** The message beside the form: seconds up to two minutes, then whole minutes. */
export function retryMessage(seconds: number): string {
  const wait =
    seconds < 120
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts — please wait ${wait} and try again.`;
}
