/** The shortest password an account may have (the forms, Better Auth and the hint all use it). */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Wrong passwords for one account, from whatever addresses, slow its log-ins down instead of
 * locking it (OWASP's advice: a lock-out is a weapon against the owner). The first ten cost
 * nothing; after them every try waits for the last wrong one to be 1, 2, 4, 8, then at most 15
 * minutes old. A right password clears them, and so does a password reset; a day without a
 * wrong one forgets them.
 */
export const LOGIN_SLOWDOWN = {
  freeFailures: 10,
  firstWaitSeconds: 60,
  longestWaitSeconds: 15 * 60,
  forgottenAfterSeconds: 24 * 60 * 60,
} as const;

/** An account's wrong passwords in a row and when the last one came. */
export interface LoginFailures {
  count: number;
  lastAt: Date;
}

/** How long the next try waits after `failures` wrong passwords in a row, in seconds. */
export function waitAfterFailures(failures: number): number {
  const { freeFailures, firstWaitSeconds, longestWaitSeconds } = LOGIN_SLOWDOWN;
  if (failures < freeFailures) return 0;
  return Math.min(firstWaitSeconds * 2 ** (failures - freeFailures), longestWaitSeconds);
}

/**
 * A log-in to an account with these failures, tried at `now`: the seconds it must still wait
 * (0: the password may be checked), and the failures to keep if the password is wrong.
 */
export function loginAttempt(
  failures: LoginFailures | null,
  now: Date,
): { waitSeconds: number; failuresIfWrong: LoginFailures } {
  const elapsed = failures ? Math.max(0, (now.getTime() - failures.lastAt.getTime()) / 1000) : 0;
  const count = failures && elapsed < LOGIN_SLOWDOWN.forgottenAfterSeconds ? failures.count : 0;
  return {
    waitSeconds: Math.max(0, Math.ceil(waitAfterFailures(count) - elapsed)),
    failuresIfWrong: { count: count + 1, lastAt: now },
  };
}
