import { execFileSync } from "node:child_process";

export const BENCH_EMAIL = "bench@example.org";

/**
 * The signed-in visitor: an administrator made with the checkout's own `npm run admin:create`
 * (with the embedded database, while the server is stopped). Answers the password it printed.
 */
export function createBenchUser(appDir: string, env: Record<string, string | undefined>): string {
  const output = execFileSync(
    "npm",
    ["run", "--silent", "admin:create", "--", "--email", BENCH_EMAIL, "--name", "Bench User"],
    { cwd: appDir, env: { ...process.env, ...env }, encoding: "utf8" },
  );
  const password = output.match(/Password[^:\n]*:\s*(\S+)/)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${output}`);
  return password;
}

/**
 * Signs in through the login form's POST, as a browser without JavaScript does, and answers the
 * session cookie (the toast cookie is left out: it would be shown and cleared on every request).
 */
export async function signIn(origin: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: BENCH_EMAIL, password }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => /session/i.test(pair.split("=")[0] ?? "") && !/=$/.test(pair))
    .join("; ");
  if (response.status >= 400 || !cookie)
    throw new Error(`Signing in answered ${response.status} without a session cookie`);
  const check = await fetch(`${origin}/dashboard`, { headers: { cookie }, redirect: "manual" });
  await check.arrayBuffer();
  if (check.status !== 200)
    throw new Error(`/dashboard answered ${check.status} with the session cookie`);
  return cookie;
}
