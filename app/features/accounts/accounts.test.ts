import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCurrentUser } from "#app/lib/auth/session.server";
import { outbox, rateLimits, users, verifications } from "#app/lib/db/schema";
import {
  answer,
  formRequest,
  formResult,
  outcomeOf,
  routeArgs,
  testContext,
} from "#tests/support/actions";
import { cookieFrom, createAccount } from "#tests/support/auth";
import { setupTestDatabase } from "#tests/support/database";
import { queuedEmails } from "#tests/support/outbox";
import { AUTH_RATE_LIMITED } from "./auth-actions.server";
import { action as confirmAction } from "./routes/confirm-email";
import { action as forgotAction } from "./routes/forgot-password";
import { action as loginAction } from "./routes/login";
import { action as logoutAction } from "./routes/logout";
import { action as resetAction } from "./routes/reset-password";
import { action as signupAction } from "./routes/signup";
import { messages } from "./schema";

const { db } = setupTestDatabase({ emptied: [outbox, rateLimits] });

function withCookie(request: Request, cookie: string): Request {
  request.headers.set("Cookie", cookie);
  return request;
}

async function whoIs(cookie: string) {
  return getCurrentUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
}

const ip = (n: number) => ({ ...testContext, clientIp: `192.0.2.${n}` });

/** Posts the sign-up form (both password fields the same unless `confirmPassword` says otherwise). */
async function signUp(fields: Record<string, string>, from?: number) {
  const password = fields.password ?? "a-long-password";
  const form = { confirmPassword: password, ...fields, password };
  return answer(
    await signupAction(
      routeArgs(formRequest("/signup", form), {}, from === undefined ? undefined : ip(from)),
    ),
  );
}

async function logIn(fields: Record<string, string>, from: number) {
  return answer(await loginAction(routeArgs(formRequest("/login", fields), {}, ip(from))));
}

describe("sign up", () => {
  it("creates a user account with a session, queues the welcome email and says so", async () => {
    const result = await signUp({ name: "Maryam Ali", email: "Maryam@Example.org" });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/dashboard");
    const [user] = await db().select().from(users).where(eq(users.email, "maryam@example.org"));
    expect(user).toMatchObject({ name: "Maryam Ali" });
    expect(await whoIs(cookieFrom(result.headers))).toMatchObject({
      email: "maryam@example.org",
      roles: [],
    });
    const [welcome] = await queuedEmails(db(), "welcome");
    expect(welcome?.toAddress).toBe("maryam@example.org");
    expect(result.headers.getSetCookie().join()).toContain("wic_toast=");
    expect(await whoIs(cookieFrom(result.headers))).toMatchObject({ emailVerified: false });
  });

  it("confirms the email address with the button on the welcome email's link, once the link is ours", async () => {
    await db().delete(outbox);
    const signedUp = await signUp({ name: "Bilqis", email: "bilqis@example.org" }, 60);
    const cookie = cookieFrom(signedUp.headers);
    const [welcome] = await queuedEmails(db(), "welcome");
    const link = welcome?.text.match(/http:\/\/\S+\/confirm-email\/([\w.-]+)/);
    expect(link?.[0]).toMatch(/^http:\/\/localhost:\d+\/confirm-email\//);
    const token = link?.[1] ?? "";

    for (const bad of ["not-a-token", `${token.slice(0, -2)}xx`]) {
      const refused = answer<unknown>(
        await confirmAction(routeArgs(formRequest(`/confirm-email/${bad}`, {}), { token: bad })),
      );
      expect(refused.status).toBe(400);
      expect(outcomeOf(refused.data)).toEqual({ ok: false, message: messages.confirmLinkInvalid });
    }
    expect(await whoIs(cookie)).toMatchObject({ emailVerified: false });

    const confirmed = answer(
      await confirmAction(
        routeArgs(withCookie(formRequest(`/confirm-email/${token}`, {}), cookie), { token }),
      ),
    );
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/dashboard");
    expect(await whoIs(cookie)).toMatchObject({ emailVerified: true });
  });

  it("refuses mismatched passwords, short passwords and a taken email, keeping the name and email", async () => {
    const mismatch = await signUp({
      name: "A",
      email: "a@example.org",
      password: "12345678",
      confirmPassword: "87654321",
    });
    expect(mismatch.status).toBe(400);
    expect(formResult(mismatch).error?.confirmPassword).toEqual([messages.passwordsDoNotMatch]);
    expect(formResult(mismatch).initialValue).toMatchObject({
      name: "A",
      email: "a@example.org",
    });
    expect(formResult(mismatch).initialValue?.password).toBeUndefined();

    const short = await signUp({ name: "A", email: "a@example.org", password: "short" }, 1);
    expect(formResult(short).error?.password).toEqual(["Password must be at least 8 characters"]);

    await createAccount(db(), { name: "Taken", email: "taken@example.org" });
    const taken = await signUp({ name: "B", email: "taken@example.org", password: "12345678" }, 2);
    expect(taken.status).toBe(400);
    expect(formResult(taken).error?.[""]).toEqual([messages.emailTaken]);
  });
});

describe("log in and log out", () => {
  it("logs in with the right password, not with a wrong one, and logs out", async () => {
    const { password } = await createAccount(db(), { name: "Zaid", email: "zaid@example.org" });

    const wrong = await logIn({ email: "zaid@example.org", password: "nope-nope" }, 3);
    expect(wrong.status).toBe(401);
    expect(formResult(wrong).error?.[""]).toEqual([messages.invalidCredentials]);
    expect(formResult(wrong).initialValue?.password).toBeUndefined();

    const right = await logIn({ email: "zaid@example.org", password, redirectTo: "/contact" }, 3);
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/contact");
    const cookie = cookieFrom(right.headers);
    expect(await whoIs(cookie)).toMatchObject({ name: "Zaid" });

    const out = answer(
      await logoutAction(routeArgs(withCookie(formRequest("/logout", {}), cookie))),
    );
    expect(out.status).toBe(302);
    expect(await whoIs(cookie)).toBeNull();
  });

  it("looks a page's user up once for its loaders, and afresh for the next request", async () => {
    const { cookie } = await createAccount(db(), { name: "Hafsa", email: "hafsa@example.org" });
    // React Router hands each loader its own copy of the request, with the page's one context.
    const page = () => new Request("http://localhost/directory", { headers: { Cookie: cookie } });
    const context = { ...testContext };
    const rootLookup = getCurrentUser(page(), context);
    expect(getCurrentUser(page(), context)).toBe(rootLookup);
    expect(await rootLookup).toMatchObject({ name: "Hafsa" });
    // Forms are never answered from a lookup made before them.
    const post = () => withCookie(formRequest("/directory", {}), cookie);
    expect(getCurrentUser(post(), context)).not.toBe(getCurrentUser(post(), context));

    await logoutAction(routeArgs(withCookie(formRequest("/logout", {}), cookie)));
    expect(await getCurrentUser(page(), { ...testContext })).toBeNull();
  });

  it("never redirects to another site after logging in or signing up", async () => {
    const { password } = await createAccount(db(), { name: "R", email: "r@example.org" });
    // `/login?redirectTo=/%09/evil.example` arrives here as "/\t/evil.example"; Chromium follows
    // that Location to http://evil.example/.
    const attacks = [
      "//evil.example/",
      "/\t/evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      // Dot segments the browser removes, leaving "//evil.example" (the second and third
      // are what `/login?redirectTo=/%2e%2e//evil.example` and `?redirectTo=/.%2F%2Fevil.example`
      // arrive as).
      "/%2e%2e//evil.example",
      "/..//evil.example",
      "/.//evil.example",
      "/%252e%252e//evil.example",
      "/%EF%BC%8Fevil.example",
    ];
    for (const [n, redirectTo] of attacks.entries()) {
      const login = await logIn({ email: "r@example.org", password, redirectTo }, 40 + n);
      expect(login.headers.get("Location"), redirectTo).toBe("/dashboard");
      const signup = await signUp({ name: "S", email: `s${n}@example.org`, redirectTo }, 50 + n);
      expect(signup.headers.get("Location"), redirectTo).toBe("/dashboard");
    }
  });

  it("answers 429 after ten attempts from one address", async () => {
    const attempt = () => logIn({ email: "x@example.org", password: "wrong-password" }, 5);
    for (let n = 1; n <= 10; n++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(formResult(limited).error?.[""]).toEqual([AUTH_RATE_LIMITED]);
  });
});

async function requestReset(email: string, n: number) {
  return answer(
    await forgotAction(routeArgs(formRequest("/forgot-password", { email }), {}, ip(n))),
  );
}
async function resetLinkFor(email: string): Promise<string> {
  const [email_] = await db().select().from(outbox).where(eq(outbox.toAddress, email));
  const link = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(email_?.text ?? "");
  if (!link?.[1]) throw new Error("no reset link in the email");
  return link[1];
}
const reset = async (token: string, password: string) =>
  answer(
    await resetAction(
      routeArgs(
        formRequest(`/reset-password/${token}`, { token, password, confirmPassword: password }),
        { token },
      ),
    ),
  );

describe("password reset", () => {
  it("answers the same for unknown and known emails, and only emails the known one", async () => {
    await createAccount(db(), { name: "Known", email: "known@example.org" });
    const unknown = await requestReset("nobody@example.org", 10);
    const known = await requestReset("known@example.org", 11);
    expect(unknown.status).toBe(200);
    expect(unknown.data).toMatchObject({ sent: messages.resetEmailSent });
    expect(known.data).toMatchObject({ sent: messages.resetEmailSent });
    const emails = await db().select().from(outbox);
    expect(emails.map((email) => email.toAddress)).toEqual(["known@example.org"]);
  });

  it("sets the new password once with the emailed token; the token cannot be used twice", async () => {
    const { cookie } = await createAccount(db(), {
      name: "Reset",
      email: "reset@example.org",
      password: "old-password-1",
    });
    await requestReset("reset@example.org", 12);
    const token = await resetLinkFor("reset@example.org");

    const first = await reset(token, "new-password-1");
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/login");
    // Old sessions end with the reset.
    expect(await whoIs(cookie)).toBeNull();
    const login = await logIn({ email: "reset@example.org", password: "new-password-1" }, 13);
    expect(login.status).toBe(302);

    const second = await reset(token, "another-password");
    expect(second.status).toBe(400);
    expect(formResult(second).error?.[""]).toEqual([messages.updatePasswordFailed]);
  });

  it("refuses an expired token with 'Failed to update password'", async () => {
    await createAccount(db(), { name: "Late", email: "late@example.org" });
    await requestReset("late@example.org", 14);
    const token = await resetLinkFor("late@example.org");
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const result = await reset(token, "new-password-2");
    expect(result.status).toBe(400);
    expect(formResult(result).error?.[""]).toEqual([messages.updatePasswordFailed]);
  });
});

describe("the slow-down of one account's log-ins", () => {
  const start = Date.parse("2025-03-01T10:00:00Z");
  const seconds = (n: number) => n * 1000;
  let address = 0;
  /** A log-in at the test clock's `at`, each from a new address (the per-address limit never applies). */
  async function logInAt(email: string, password: string, at: number) {
    address++;
    const result = answer(
      await loginAction(
        routeArgs(
          formRequest("/login", { email, password }, { headers: { Cookie: `wic_test_now=${at}` } }),
          {},
          { ...testContext, clientIp: `2001:db8::${address.toString(16)}` },
        ),
      ),
    );
    return {
      status: result.status,
      errors: result.data === undefined ? undefined : formResult(result).error,
    };
  }
  const slowedDown = (waitSeconds: number) => ({
    status: 429,
    errors: { "": [messages.accountSlowedDown(waitSeconds)] },
  });
  const wrong = { status: 401, errors: { "": [messages.invalidCredentials] } };

  it("refuses the right password after 30 wrong ones from 30 addresses until the wait is over", async () => {
    const { password } = await createAccount(db(), { name: "Owner", email: "owner@example.org" });
    const answers = [];
    // However the address is typed, it is the same account.
    for (const email of Array.from({ length: 30 }, (_, n) =>
      n % 2 ? "owner@example.org" : " Owner@Example.ORG ",
    ))
      answers.push(await logInAt(email, "not-the-password", start));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(wrong));
    expect(answers.slice(10)).toEqual(Array(20).fill(slowedDown(60)));

    expect(await logInAt("owner@example.org", password, start + seconds(59))).toEqual(
      slowedDown(1),
    );
    expect((await logInAt("owner@example.org", password, start + seconds(60))).status).toBe(302);
    // The right password cleared the failures: a slip afterwards is just a wrong password.
    expect(await logInAt("owner@example.org", "typo", start + seconds(61))).toEqual(wrong);
  });

  it("makes an attacker who waits each time wait 1, 2, 4, 8 and then 15 minutes, never more", async () => {
    await createAccount(db(), { name: "Target", email: "target@example.org" });
    let now = start;
    for (let n = 0; n < 10; n++) await logInAt("target@example.org", "guess", now);
    const waits: number[] = [];
    for (let n = 0; n < 7; n++) {
      const refused = await logInAt("target@example.org", "guess", now);
      const minutes = Number(/wait (\d+) minute/.exec(refused.errors?.[""]?.[0] ?? "")?.[1]);
      waits.push(minutes);
      now += seconds(minutes * 60);
      expect(await logInAt("target@example.org", "guess", now)).toEqual(wrong);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15, 15]);
  });

  it("answers an address with no account exactly as an account's", async () => {
    const { password } = await createAccount(db(), { name: "Real", email: "real@example.org" });
    const walk = async (email: string) => {
      const answers = [];
      for (let n = 0; n < 12; n++) answers.push(await logInAt(email, "guess", start));
      answers.push(await logInAt(email, password, start + seconds(30)));
      return answers;
    };
    const real = await walk("real@example.org");
    expect(real.at(-1)).toEqual(slowedDown(30));
    expect(await walk("nobody@example.org")).toEqual(real);
  });

  it("checks only the free attempts' passwords when many are sent at once", async () => {
    await createAccount(db(), { name: "Busy", email: "busy@example.org" });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => logInAt("busy@example.org", "guess", start)),
    );
    expect(answers.filter((result) => result.status === 401)).toHaveLength(10);
    expect(answers.filter((result) => result.status === 429)).toHaveLength(15);
  });

  it("lets the owner reset the password by email meanwhile, and log in with it at once", async () => {
    await createAccount(db(), { name: "Locked", email: "locked@example.org" });
    for (let n = 0; n < 14; n++) await logInAt("locked@example.org", "guess", start);
    expect((await logInAt("locked@example.org", "guess", start)).status).toBe(429);

    expect((await requestReset("locked@example.org", 70)).data).toMatchObject({
      sent: messages.resetEmailSent,
    });
    expect((await reset(await resetLinkFor("locked@example.org"), "a-new-password")).status).toBe(
      302,
    );
    expect((await logInAt("locked@example.org", "a-new-password", start)).status).toBe(302);
  });
});
