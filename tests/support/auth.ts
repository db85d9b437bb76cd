import { eq } from "drizzle-orm";
import { auth } from "~/features/accounts/auth.server";
import type { Database } from "~/lib/db/client.server";
import { users } from "~/lib/db/schema";

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

/** Creates an account through Better Auth and returns its session cookie. */
export async function createAccount(
  database: Database,
  {
    name,
    email,
    password = "correct horse battery",
    role = "user",
  }: { name: string; email: string; password?: string; role?: "user" | "admin" },
): Promise<{ cookie: string; password: string }> {
  const { headers } = await auth(database).api.signUpEmail({
    body: { name, email, password },
    returnHeaders: true,
  });
  if (role === "admin")
    await database.update(users).set({ role: "admin" }).where(eq(users.email, email));
  return { cookie: cookieFrom(headers), password };
}
