import http from "node:http";
import { count, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#app/lib/db/schema";
import { FORM_BODY_MESSAGES } from "../../server/form-bodies";
import { createAccount } from "../support/auth";
import { dataAddress, productionBuild, routeAddress, routeTable } from "../support/route-table";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Every route that has an action, from the route table of the production build, is sent bodies
 * that are not a readable form: none may answer 5xx, store anything or send any email.
 */

const BOUNDARY = "----wic-test";
const bodies: { name: string; headers: Record<string, string>; body?: string; status?: number }[] =
  [
    { name: "JSON", headers: { "Content-Type": "application/json" }, body: '{"a":1}', status: 415 },
    { name: "text", headers: { "Content-Type": "text/plain" }, body: "hello", status: 415 },
    { name: "XML", headers: { "Content-Type": "application/xml" }, body: "<a/>", status: 415 },
    { name: "no type", headers: {}, body: "a=1", status: 415 },
    { name: "empty", headers: {}, status: 400 },
    {
      name: "multipart without boundary",
      headers: { "Content-Type": "multipart/form-data" },
      body: "a=1",
      status: 400,
    },
    {
      name: "multipart cut short",
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nhal`,
    },
  ];

/** Rows in every table (the test accounts' own sessions aside, nothing may change). */
async function rowCounts(server: TestServer) {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || table === schema.sessions) continue;
    const [row] = await server.database.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

let server: TestServer;
let paths: string[];
const senders: { who: string; cookie: string }[] = [{ who: "anonymous", cookie: "" }];

beforeAll(async () => {
  server = await startTestServer();
  paths = routeTable(await productionBuild())
    .filter((route) => route.hasAction)
    .map((route) => routeAddress(route));
  const member = await createAccount(server.database.db, {
    name: "Member",
    email: "member@example.org",
  });
  const admin = await createAccount(server.database.db, {
    name: "Admin",
    email: "admin@example.org",
    role: "admin",
  });
  senders.push({ who: "member", cookie: member.cookie }, { who: "admin", cookie: admin.cookie });
});

afterAll(async () => {
  await server?.close();
});

describe("a POST whose body is not a readable form", () => {
  it("finds the routes with actions in the route table", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        "/contact",
        "/enrol-now",
        "/summer/register",
        "/quran-competition",
        "/login",
        "/signup",
        "/forgot-password",
        "/volunteer",
        "/projects/library",
        "/directory/businesses/new",
        "/directory/job-seekers/new",
        "/dashboard",
        "/admin/emails",
        "/donate",
        "/donate/manage/abc",
        "/admin/donations",
        "/admin/donations/gift-aid",
      ]),
    );
    expect(paths.length).toBeGreaterThan(25);
  });

  it("answers 415 or 400 with a short plain message on every action, never 5xx, storing nothing", async () => {
    const before = await rowCounts(server);
    expect(before).toMatchObject({ users: 2, submissions: 0, outbox: 0 });
    const answers: string[] = [];
    const serverErrors: string[] = [];
    for (const { who, cookie } of senders)
      for (const route of paths)
        for (const url of [route, dataAddress(route)])
          for (const { name, headers, body, status } of bodies) {
            const response = await fetch(`${server.url}${url}`, {
              method: "POST",
              redirect: "manual",
              headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
              body,
            });
            const text = await response.text();
            const label = `${who} ${url} ${name} → ${response.status}`;
            if (response.status >= 500) serverErrors.push(label);
            if (status !== undefined && !/webhook|create-stripe-session/.test(url)) {
              answers.push(label);
              expect(response.status, label).toBe(status);
              expect(response.headers.get("content-type"), label).toMatch(/^text\/plain/);
              expect(text, label).toBe(
                status === 415 ? FORM_BODY_MESSAGES.wrongType : FORM_BODY_MESSAGES.unreadable,
              );
            }
          }
    expect(serverErrors).toEqual([]);
    expect(answers.length).toBeGreaterThan(300);
    expect(await rowCounts(server)).toEqual(before);
    expect(server.mail.messages).toEqual([]);
  });

  it("answers a readable form with malformed field names without a server error", async () => {
    const serverErrors: string[] = [];
    let refusedByValidation = 0;
    for (const { who, cookie } of senders)
      for (const route of paths) {
        const response = await fetch(`${server.url}${route}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: "a[=1&b]=2&c..d=3&e[0=4&[]=5&intent[=next&name[0]=x&name=y",
        });
        await response.arrayBuffer();
        if (response.status >= 500) serverErrors.push(`${who} ${route} → ${response.status}`);
        if (response.status === 400) refusedByValidation++;
      }
    expect(serverErrors).toEqual([]);
    // The actions ran and answered with their validation messages.
    expect(refusedByValidation).toBeGreaterThan(20);
  });
});

describe("a body the server answers without reading", () => {
  /** One request on `agent`; resolves with its status, or the error that ended it. */
  function request(
    agent: http.Agent,
    path: string,
    { body, headers = {} }: { body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<number | string> {
    return new Promise((resolve) => {
      const url = new URL(path, server.url);
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: body ? "POST" : "GET",
          agent,
          headers: body
            ? {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": String(body.byteLength),
                ...headers,
              }
            : headers,
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
      outgoing.end(body);
    });
  }

  it("answers, then lets the same connection serve the next request (no 6 s stall, no reset)", async () => {
    const body = Buffer.alloc(2_000_000, "a");
    const cases: [string, Record<string, string>, number][] = [
      ["/prayer-times", {}, 405],
      ["/contact", { "Content-Type": "application/json" }, 415],
      ["/contact", { Origin: "https://evil.example" }, 403],
      ["/contact", { "Content-Type": "multipart/form-data; boundary=x" }, 400],
    ];
    for (const [path, headers, status] of cases) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect(await request(agent, path, { body, headers }), path).toBe(status);
      expect(await request(agent, "/healthz"), `the next request after ${path}`).toBe(200);
      agent.destroy();
    }
  });

  it("refuses a chunked upload past the limit with 413 before it is all sent", async () => {
    const url = new URL("/contact", server.url);
    let sent = 0;
    const total = 100 * 1024 * 1024;
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
        (response) => resolve(response.statusCode ?? 0),
      );
      // The server cuts the connection once it has thrown enough away: the client's writes fail.
      outgoing.on("error", () => {});
      const chunk = Buffer.alloc(256 * 1024, "a");
      const write = () => {
        while (sent < total) {
          sent += chunk.byteLength;
          if (!outgoing.write(chunk)) {
            outgoing.once("drain", write);
            return;
          }
        }
        outgoing.end();
      };
      outgoing.on("socket", (socket) => socket.on("error", reject));
      write();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(total / 2);
  });
});
