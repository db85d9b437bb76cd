import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { auth } from "#app/lib/auth/auth.server";
import type { StaffRole } from "#app/lib/auth/roles";
import type { Database } from "#app/lib/db/client.server";
import { staffRoleGrants, users } from "#app/lib/db/schema";

/** The Cookie header a browser would send back after receiving these Set-Cookie headers. */
export function cookieFrom(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous ? previous.split("; ").map((pair) => pair.split("=", 2) as [string, string]) : [],
  );
  for (const cookie of headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const [name = "", value = ""] = pair.split("=", 2);
    if (value === "" || /max-age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Gives an account staff roles (as the accounts page would, without its audit entry). */
export async function grantRoles(database: Database, userId: string, roles: readonly StaffRole[]) {
  if (roles.length > 0)
    await database
      .insert(staffRoleGrants)
      .values(roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
}

/**
 * Creates an account through Better Auth and returns its session cookie. `role: "admin"` makes it
 * an administrator; `roles` gives it any staff roles.
 */
export async function createAccount(
  database: Database,
  { name, email, password = "correct horse battery", role = "user", roles = [] }: TestPerson,
): Promise<{ cookie: string; password: string }> {
  const { headers, response } = await auth(database).api.signUpEmail({
    body: { name, email, password },
    returnHeaders: true,
  });
  await grantRoles(database, response.user.id, role === "admin" ? ["administrator"] : roles);
  return { cookie: cookieFrom(headers), password };
}

interface TestPerson {
  name: string;
  email: string;
  password?: string;
  role?: "user" | "admin";
  roles?: readonly StaffRole[];
}

/**
 * The test file's accounts, created before its first test (after its database): each one's
 * session cookie and user id, filled in by then.
 */
export function setupAccounts<Name extends string>(
  database: () => Database,
  people: Record<Name, TestPerson>,
): { cookies: Record<Name, string>; ids: Record<Name, string> } {
  const cookies = {} as Record<Name, string>;
  const ids = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const name of Object.keys(people) as Name[]) {
      const person = people[name];
      cookies[name] = (await createAccount(database(), person)).cookie;
      const [user] = await database()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, person.email));
      ids[name] = user?.id ?? "";
    }
  });
  return { cookies, ids };
}
