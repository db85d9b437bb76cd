import { beforeAll, beforeEach, expect } from "vitest";
import { auth } from "#app/lib/auth/auth.server";
import { auditLog, outbox, submissions } from "#app/lib/db/schema";
import { answer, formRequest, postAs, routeArgs } from "./actions";
import { grantRoles } from "./auth";
import { setupTestDatabase } from "./database";

export type Who = "anonymous" | "user" | "admin" | "editor" | "counselling";

/** Signs up through Better Auth and returns the session cookie as a browser would send it. */
async function signUp(name: string, email: string): Promise<{ cookie: string; id: string }> {
  const { headers, response } = await auth().api.signUpEmail({
    body: { name, email, password: "correct-horse-battery" },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, id: response.user.id };
}

/**
 * The admin panel's tests: a database with an administrator (Aisha), an editor (Esra), a
 * counselling volunteer (Carim) and a member (Umar), requests sent as any of them or as nobody, and submissions and emails to list. Submissions, emails and the
 * audit log are emptied before each test.
 */
export function setupAdminTests() {
  const { db } = setupTestDatabase();
  const cookies = { admin: "", user: "", editor: "", counselling: "" };
  const admin = { id: "" };

  beforeAll(async () => {
    const aisha = await signUp("Aisha Admin", "aisha.admin@example.org");
    const umar = await signUp("Umar User", "umar.user@example.org");
    await grantRoles(db(), aisha.id, ["administrator"]);
    // Two staff of narrower roles: an editor, and the counselling team's volunteer.
    const esra = await signUp("Esra Editor", "esra.editor@example.org");
    await grantRoles(db(), esra.id, ["editor"]);
    const carim = await signUp("Carim Counsellor", "carim.counsellor@example.org");
    await grantRoles(db(), carim.id, ["counselling"]);
    cookies.editor = esra.cookie;
    cookies.counselling = carim.cookie;
    cookies.admin = aisha.cookie;
    cookies.user = umar.cookie;
    admin.id = aisha.id;
  });

  beforeEach(async () => {
    await db().delete(auditLog);
    await db().delete(outbox);
    await db().delete(submissions);
  });

  const headersFor = (who: Who): HeadersInit =>
    who === "anonymous" ? {} : { Cookie: cookies[who] };

  return {
    db,
    admin,
    get(path: string, who: Who, params: Record<string, string> = {}) {
      return routeArgs(
        new Request(`http://localhost${path}`, { headers: headersFor(who) }),
        params,
      );
    },
    post(
      path: string,
      fields: Record<string, string>,
      who: Who,
      params: Record<string, string> = {},
    ) {
      return routeArgs(formRequest(path, fields, { headers: headersFor(who) }), params);
    },
    async insertSubmission(
      values: Partial<typeof submissions.$inferInsert> & { payload: Record<string, unknown> },
    ) {
      const [row] = await db()
        .insert(submissions)
        .values({ kind: "contact", ...values })
        .returning();
      if (!row) throw new Error("no row");
      return row;
    },
    async insertEmail(values: Partial<typeof outbox.$inferInsert> = {}) {
      const [row] = await db()
        .insert(outbox)
        .values({
          template: "contact-notification",
          toAddress: "office@example.org",
          subject: "New message",
          html: "<p>Hello <strong>there</strong></p><script>alert(1)</script>",
          text: "Hello there",
          ...values,
        })
        .returning();
      if (!row) throw new Error("no row");
      return row;
    },
  };
}

type RouteFunction = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

/**
 * A register (the page at `path` and its CSV export at `path`/export.csv) sends a visitor to
 * sign in (302), and refuses a member's mark-paid (403).
 */
export async function expectRegisterForAdministratorsOnly(
  path: string,
  register: { loader: RouteFunction; action: RouteFunction },
  csvExport: { loader: RouteFunction },
  memberCookie: string,
): Promise<void> {
  const visit = (url: string, loader: RouteFunction) =>
    loader(routeArgs(new Request(`http://localhost${url}`))).catch((e: unknown) => e);
  expect(((await visit(path, register.loader)) as Response).status).toBe(302);
  const refused = await register
    .action(postAs(memberCookie, path, { intent: "mark-paid", id: "x" }))
    .catch((e: unknown) => e);
  expect(answer(refused as never).status).toBe(403);
  const csv = await visit(`${path}/export.csv`, csvExport.loader);
  expect((csv as Response).status).toBe(302);
}
