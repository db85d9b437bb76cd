// disk: the uploads folder of a web server fills up (a 64 KiB tmpfs mounted over it, filled to
// the last page) while the contact form is posted. An upload must answer 503 (not 500), the rest
// of the site goes on, and once the space is back (unmounted) uploads work and /healthz is 200.
import { execFileSync } from "node:child_process";
import path from "node:path";
import sharp from "sharp";
import { canMountTmpfs, diskFault } from "#tests/support/tmpfs";
import type { ScenarioResult } from "./checks";
import {
  log,
  secondsSince,
  status,
  TOTAL,
  until,
  type WebServer,
  withPostgresSite,
} from "./harness";
import { postgresContactResult, roundRobin, runLoad, submissions } from "./load";

const NAME = "full disk (PostgreSQL)";
const ADMIN = "fault-proof-admin@example.org";
const RECOVERY_MS = 120_000;

export function fullDisk(): Promise<ScenarioResult> {
  if (!canMountTmpfs) throw new Error("the disk scenario mounts a tmpfs: run it as root");
  return withPostgresSite("disk", { servers: 1 }, async (site) => {
    const server = site.servers[0] as WebServer;
    const cookie = await signIn(server, createAdmin(site.env));
    const problems: string[] = [];
    const first = await upload(server, cookie);
    if (first !== 302) problems.push(`an upload before the fault answered ${first}, not 302`);

    const all = submissions("disk", Math.round(TOTAL / 3));
    const started = Date.now();
    const uploads = path.join(server.dataDir, "uploads");
    const free = diskFault(uploads, "full");
    log(NAME, `${uploads} is full`);
    try {
      const [full] = await Promise.all([
        upload(server, cookie),
        runLoad(
          all,
          roundRobin(() => site.servers),
        ),
      ]);
      if (full !== 503) problems.push(`an upload to the full disk answered ${full}, not 503`);
      const health = await status(`${server.origin}/healthz`);
      if (health !== 503) problems.push(`/healthz answered ${health} with the disk full, not 503`);
    } finally {
      free();
    }
    const freedAt = Date.now();
    const recovered = await until(
      async () =>
        (await status(`${server.origin}/healthz`)) === 200 &&
        (await upload(server, cookie)) === 302,
      freedAt + RECOVERY_MS,
      1000,
    );
    log(NAME, `space freed; ${recovered ? "uploads work again" : "uploads still FAIL"}`);
    return postgresContactResult(NAME, site, all, started, {
      recoveries: [
        { fault: "full uploads disk", seconds: recovered ? secondsSince(freedAt) : null },
      ],
      problems,
    });
  });
}

/** `npm run admin:create` on the scenario's database; answers the password it prints. */
function createAdmin(env: Record<string, string>): string {
  const output = execFileSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/admin.ts", "create", "--email", ADMIN],
    { env: { ...process.env, ...env }, encoding: "utf8" },
  );
  const password = /Password[^:]*: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`no password in admin:create's output:\n${output}`);
  return password;
}

/** Logs in with the form (no JavaScript); answers the session's Cookie header. */
async function signIn(server: WebServer, password: string): Promise<string> {
  const response = await fetch(`${server.origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN, password }),
  });
  await response.body?.cancel();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status >= 400 || cookies.length === 0)
    throw new Error(`logging in answered ${response.status} without a session`);
  return cookies.join("; ");
}

let colour = 0;

/** Uploads a new picture to the media library; answers the status (302: stored). */
async function upload(server: WebServer, cookie: string): Promise<number> {
  const png = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: { r: colour++ % 256, g: 80, b: 120 },
    },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
  form.set("alt", "The prayer hall, for the fault proof");
  const response = await fetch(`${server.origin}/admin/media`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.origin, Cookie: cookie },
    body: form,
  }).catch(() => null);
  await response?.body?.cancel();
  return response?.status ?? 0;
}
