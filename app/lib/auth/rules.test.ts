import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOGIN_SLOWDOWN, loginAttempt, waitAfterFailures } from "./rules";

const minutes = (n: number) => n * 60;
const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1) + seconds * 1000);

describe("the slow-down of an account's log-ins after wrong passwords", () => {
  it("lets ten wrong passwords pass, then waits 1, 2, 4, 8 and at most 15 minutes", () => {
    expect(Array.from({ length: 17 }, (_, failures) => waitAfterFailures(failures))).toEqual([
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      minutes(1),
      minutes(2),
      minutes(4),
      minutes(8),
      minutes(15),
      minutes(15),
      minutes(15),
    ]);
    expect(waitAfterFailures(10_000)).toBe(minutes(15));
  });

  it("never waits longer than 15 minutes, and never less after more failures", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(waitAfterFailures(more)).toBeLessThanOrEqual(LOGIN_SLOWDOWN.longestWaitSeconds);
        expect(waitAfterFailures(more)).toBeGreaterThanOrEqual(waitAfterFailures(fewer));
      }),
    );
  });

  it("counts the wait from the last wrong password, in whole seconds", () => {
    const failures = { count: 12, lastAt: at(0) };
    expect(loginAttempt(failures, at(0)).waitSeconds).toBe(minutes(4));
    expect(loginAttempt(failures, at(59.5)).waitSeconds).toBe(minutes(4) - 59);
    expect(loginAttempt(failures, at(minutes(4) - 1)).waitSeconds).toBe(1);
    expect(loginAttempt(failures, at(minutes(4))).waitSeconds).toBe(0);
    // A clock set back does not make the wait longer than the rule's.
    expect(loginAttempt(failures, at(-3600)).waitSeconds).toBe(minutes(4));
  });

  it("adds the attempt to the failures if its password is wrong, forgetting them after a day", () => {
    expect(loginAttempt(null, at(5))).toEqual({
      waitSeconds: 0,
      failuresIfWrong: { count: 1, lastAt: at(5) },
    });
    const failures = { count: 14, lastAt: at(0) };
    expect(loginAttempt(failures, at(minutes(15))).failuresIfWrong.count).toBe(15);
    const nextDay = loginAttempt(failures, at(LOGIN_SLOWDOWN.forgottenAfterSeconds));
    expect(nextDay).toEqual({ waitSeconds: 0, failuresIfWrong: { count: 1, lastAt: at(86400) } });
  });
});
