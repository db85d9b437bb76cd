import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seed } from "../../scripts/seed";
import { javaScriptWeight } from "../support/page-weight";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Every public page ships at most 130 KB of JavaScript (gzipped, as the bench counts
 * it), and the wall screen at most 5 KB. Measured on the production build with the demo content,
 * as an anonymous visitor sees it (decision 0222).
 */
const KB = 1024;
const PAGE_BUDGET = 130 * KB;
const WALL_SCREEN_BUDGET = 5 * KB;
const clientDirectory = path.resolve(process.env.WIC_BUILD_DIR ?? "build", "client");

const PUBLIC_PAGES = [
  "/",
  "/contact",
  "/enrol-now",
  "/projects",
  "/volunteer",
  "/prayer-times",
  "/timetable",
  "/login",
  "/signup",
  "/forgot-password",
  "/what-is-wic",
  "/why-choose-wic",
  "/academy-policy",
  "/policies/privacy",
  "/policies/terms",
  "/blog",
  "/summer",
  "/summer/programmes",
  "/summer/faq",
  "/summer/register",
  "/summer-at-wic/terms-and-conditions",
  "/quran-competition",
  "/quran-competition/rules",
  "/directory",
  "/directory/businesses/new",
  "/directory/job-seekers/new",
  "/donate",
];
const NOT_FOUND_PAGE = "/no-such-page";
const WALL_SCREENS = ["/display", "/tv"];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The demo content of `npm start`; the demo administrator's password it prints is not needed.
  const print = vi.spyOn(console, "log").mockImplementation(() => {});
  await seed();
  print.mockRestore();
});

afterAll(async () => {
  await server?.close();
});

async function page(route: string) {
  const response = await fetch(server.url + route);
  return { status: response.status, html: await response.text() };
}

/** The links of a page that lead one level below `prefix` (each project, each post). */
async function linksUnder(prefix: string): Promise<string[]> {
  const { html } = await page(prefix);
  const links = html.matchAll(new RegExp(`href="(${prefix}/[a-z0-9-]+)"`, "g"));
  return [...new Set([...links].map((match) => match[1] ?? ""))];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The routes whose pages ship more than `budget`, with their weight. */
async function overBudget(routes: string[], budget: number): Promise<string[]> {
  const over: string[] = [];
  for (const route of routes) {
    const { status, html } = await page(route);
    expect({ route, status }).toEqual({ route, status: route === NOT_FOUND_PAGE ? 404 : 200 });
    const weight = javaScriptWeight(html, clientDirectory);
    // No script at all would be a failure of the count, not a light page.
    expect(weight, route).toBeGreaterThan(0);
    if (weight > budget) over.push(`${route}: ${kb(weight)}`);
  }
  return over;
}

describe("the JavaScript each page ships (gzipped)", () => {
  it(`stays within ${kb(PAGE_BUDGET)} on every public page`, async () => {
    const projects = await linksUnder("/projects");
    const [post] = await linksUnder("/blog");
    expect(projects.length).toBeGreaterThan(5);
    expect(post).toBeDefined();
    const routes = [...PUBLIC_PAGES, ...projects, post ?? "/blog", NOT_FOUND_PAGE];
    expect(await overBudget(routes, PAGE_BUDGET)).toEqual([]);
  });

  it(`stays within ${kb(WALL_SCREEN_BUDGET)} on the wall screens`, async () => {
    expect(await overBudget(WALL_SCREENS, WALL_SCREEN_BUDGET)).toEqual([]);
  });
});
