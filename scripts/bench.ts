// npm run bench: per-route HTML and JavaScript weight and server response times of the
// production build, served in this process with a fresh embedded database.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";

const ROUTES = [
  "/",
  "/contact",
  "/enrol-now",
  // Read from the current season, edition and term since issue 19.
  "/summer",
  "/summer/register",
  "/quran-competition",
  "/projects",
  "/projects/elders",
  "/academy-policy",
  "/login",
  "/prayer-times",
  "/timetable",
  "/display",
  "/tv",
  "/nope",
  // 5,000 approved listings: a search plus two filters (a category and a letter).
  "/directory",
  "/directory?q=bakery&category=Food+%26+Dining&letter=H",
];
const REQUESTS_PER_ROUTE = 60;

Object.assign(process.env, {
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  OUTBOX_WORKER: "off",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "wic-bench-")),
});
execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });

const { env } = await import("~/lib/config/env.server");
const { database } = await import("~/lib/db/client.server");
const { createApp } = await import("../server/app");

const handle = database();
await handle.migrate();
// What every install has: the project and content pages (else they would be measured as 404s).
const { installDefaults } = await import("./defaults");
await installDefaults();
await seedBenchDirectory(5000);
const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const server = createApp({ env: env(), build }).listen(0);
await new Promise((resolve) => server.once("listening", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** The directory's demo categories plus `count` approved businesses spread over them. */
async function seedBenchDirectory(count: number) {
  const { seedDirectory } = await import("~/features/directory/seed.server");
  const { CATEGORY_GROUPS } = await import("~/features/directory/catalogue");
  const { businesses } = await import("~/lib/db/schema");
  await seedDirectory(handle.db);
  const words = ["Halal", "Family", "Crescent", "Noor", "Barakah", "Watford", "Garston", "Oxhey"];
  const trades = ["Bakery", "Tutors", "Pharmacy", "Builders", "Accountants", "Travel", "Dentist"];
  const rows = Array.from({ length: count }, (_, index) => {
    const group = CATEGORY_GROUPS[
      index % CATEGORY_GROUPS.length
    ] as (typeof CATEGORY_GROUPS)[number];
    const postcode = `WD${(index % 25) + 1} ${(index % 9) + 1}AB`;
    return {
      name: `${words[index % words.length]} ${trades[index % trades.length]} ${index}`,
      description: `${group.name} in Watford: ${group.subcategories.join(", ")}.`,
      address: `${postcode}, ${index} High Street, Watford`,
      postcode,
      primaryCategory: group.name,
      subcategory: group.subcategories[index % group.subcategories.length] ?? "",
      status: "approved" as const,
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await handle.db.insert(businesses).values(rows.slice(start, start + 500));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function scriptsOf(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    if (match[1]) sources.add(match[1]);
  return [...sources];
}

const rows: Record<string, string | number>[] = [];
for (const route of ROUTES) {
  const timings: number[] = [];
  let html = "";
  let status = 0;
  for (let i = 0; i < REQUESTS_PER_ROUTE; i++) {
    const started = performance.now();
    const response = await fetch(origin + route);
    html = await response.text();
    status = response.status;
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const jsGzip = scriptsOf(html).reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join("build/client", src))).length,
    0,
  );
  rows.push({
    route,
    status,
    HTML: kb(Buffer.byteLength(html)),
    "HTML gzip": kb(gzipSync(html).length),
    "JS gzip": kb(jsGzip),
    "p50 ms": percentile(timings, 50).toFixed(1),
    "p99 ms": percentile(timings, 99).toFixed(1),
  });
}
console.log(`\n${REQUESTS_PER_ROUTE} sequential requests per route, production build, PGlite\n`);
console.table(rows);

// The wall screen's time to first render, measured in Chromium (first contentful paint).
const { launchBrowser } = await import("../tests/support/browser");
const browser = await launchBrowser();
const paints: number[] = [];
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`${origin}/display`, { waitUntil: "load" });
  // The paint entry can come after the load event.
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  paints.push(
    await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    ),
  );
  await page.close();
}
await browser.close();
paints.sort((a, b) => a - b);
console.log(
  `/display first contentful paint (Chromium, 1920×1080, 5 loads): median ${percentile(paints, 50).toFixed(0)} ms, max ${(paints.at(-1) ?? 0).toFixed(0)} ms\n`,
);
server.close();
await handle.close();
