import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDonationFunds } from "#app/features/donations/index.server";
import { donations, sessions } from "#app/lib/db/schema";
import { createAccount } from "../support/auth";
import { startTestServer, type TestServer } from "../support/server";
import { setupStripeFake } from "../support/stripe-fake";

// Plain HTTP against the production build (no browser): a family's or a mosque's Wi-Fi is many
// visitors behind one address. The socket's address is always 127.0.0.1 here.
const fake = setupStripeFake();

/** The shipped limits (README), not the raised ones the other end-to-end tests run with. */
const SHIPPED_LIMITS = { FORM_RATE_LIMIT: "10", FORM_RATE_ADDRESS_LIMIT: "300" };

function serverFor(env: Record<string, string>) {
  const running: { server?: TestServer } = {};
  beforeAll(async () => {
    running.server = await startTestServer({ ...SHIPPED_LIMITS, ...env });
    fake.webhookUrl = `${running.server.url}/api/stripe/webhook`;
  });
  afterAll(async () => {
    for (const name of ["TRUST_PROXY", ...Object.keys(SHIPPED_LIMITS)]) delete process.env[name];
    await running.server?.close();
  });
  return () => {
    if (!running.server) throw new Error("the server has not started");
    return running.server;
  };
}

const donor = (n: number) => ({
  fund: "sadaqah",
  frequency: "one-off",
  amount: "other",
  otherAmount: "10",
  firstName: "Donor",
  lastName: `Number ${n}`,
  email: `donor${n}@example.org`,
});

function post(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
    redirect: "manual",
  });
}

/** Runs `task` for 0…count-1, `parallel` at a time (a crowd of phones, not one queue). */
async function crowd<T>(count: number, parallel: number, task: (n: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await task(n);
      }
    }),
  );
  return results;
}

/** 14 wrong log-ins (14 accounts) in a row, each with its X-Forwarded-For: the statuses. */
async function spoofedWrongLogIns(
  server: TestServer,
  forwarded = (n: number) => `203.0.113.${n + 1}`,
) {
  const statuses: number[] = [];
  for (let n = 0; n < 14; n++) {
    const response = await post(
      server,
      "/login",
      { email: `guess${n}@example.org`, password: "not the password" },
      { "X-Forwarded-For": forwarded(n) },
    );
    await response.body?.cancel();
    statuses.push(response.status);
  }
  return statuses;
}

describe("one address, no proxy configured (the default)", () => {
  const server = serverFor({});
  beforeAll(() => seedDonationFunds());

  it("takes 200 donations from 200 browsers behind one address within a minute", async () => {
    const started = Date.now();
    const statuses = await crowd(200, 8, async (n) => {
      const response = await post(server(), "/donate", donor(n));
      await response.body?.cancel();
      return `${response.status} ${response.headers.get("location")?.startsWith(fake.url)}`;
    });
    const seconds = (Date.now() - started) / 1000;
    expect(statuses.filter((status) => status !== "303 true")).toEqual([]);
    expect(seconds).toBeLessThan(60);
    expect(await server().database.db.$count(donations)).toBe(200);
  });

  it("stops a script posting from one session after 10, with the wait beside the form and Retry-After", async () => {
    const first = await post(server(), "/donate", donor(1000));
    expect(first.status).toBe(303);
    const [cookie = ""] = first.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
    expect(cookie).toMatch(/^wic_visitor=[0-9a-f]{32}$/);
    for (let n = 1; n < 10; n++)
      expect((await post(server(), "/donate", donor(1000 + n), { Cookie: cookie })).status).toBe(
        303,
      );
    const stopped = await post(server(), "/donate", donor(1010), { Cookie: cookie });
    expect(stopped.status).toBe(429);
    const wait = Number(stopped.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    const page = await stopped.text();
    expect(page).toContain("Too many attempts — please wait");
    expect(page).toContain("donor1010@example.org");
  });

  it("stops a flood of fresh sessions at the address's ceiling of 300", async () => {
    // 210 counted so far (the script's refused post is not); 90 more are let through.
    const statuses = await crowd(91, 8, async (n) => {
      const response = await post(server(), "/donate", donor(2000 + n));
      await response.body?.cancel();
      return response.status;
    });
    expect(statuses.filter((status) => status === 303)).toHaveLength(90);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it("records the connection's address on a sign-up, not the one the visitor claims", async () => {
    const signedUp = await post(
      server(),
      "/signup",
      {
        name: "Hafsa",
        email: "hafsa@example.org",
        password: "correct horse battery",
        confirmPassword: "correct horse battery",
      },
      { "X-Forwarded-For": "198.51.100.99" },
    );
    expect(signedUp.status).toBe(302);
    const rows = await server().database.db.select({ ip: sessions.ipAddress }).from(sessions);
    expect(rows).toEqual([{ ip: "127.0.0.1" }]);
  });

  it("ignores a visitor's X-Forwarded-For: 14 wrong log-ins from 14 spoofed addresses get 429 after 10", async () => {
    const statuses = await spoofedWrongLogIns(server());
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
  });
});

describe("behind a proxy named in TRUST_PROXY", () => {
  const server = serverFor({ TRUST_PROXY: "127.0.0.1" });

  it("believes the proxy's X-Forwarded-For: each visitor is their own address", async () => {
    const statuses = await spoofedWrongLogIns(server());
    expect(statuses).toEqual(Array(14).fill(401));
  });

  it("counts the address the proxy saw, not one a visitor put before it in the header", async () => {
    // What nginx's $proxy_add_x_forwarded_for sends: the visitor's own header, then the address.
    const statuses = await spoofedWrongLogIns(server(), (n) => `203.0.113.${n + 1}, 198.51.100.7`);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
  });

  it("records the forwarded address on a sign-in, as the limits see it", async () => {
    const { password } = await createAccount(server().database.db, {
      name: "Hafsa",
      email: "hafsa@example.org",
    });
    await server().database.db.delete(sessions);
    const signedIn = await post(
      server(),
      "/login",
      { email: "hafsa@example.org", password },
      { "X-Forwarded-For": "198.51.100.99" },
    );
    expect(signedIn.status).toBe(302);
    const rows = await server().database.db.select({ ip: sessions.ipAddress }).from(sessions);
    expect(rows).toEqual([{ ip: "198.51.100.99" }]);
  });
});
