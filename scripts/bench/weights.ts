import { gzipSync } from "node:zlib";
import { launchBrowser } from "#tests/support/browser";

/** Every public page; /projects/<slug> pages are added from the links on /projects. */
const PUBLIC_ROUTES = [
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
  "/quran-competition",
  "/quran-competition/rules",
  "/directory",
  "/directory/businesses/new",
  "/directory/job-seekers/new",
  "/display",
  "/tv",
];

/** JavaScript a page may make a browser download (gzip), in KB. The wall screens run on TVs. */
export const JS_BUDGET_KB = { page: 130, wallScreen: 5 };

function budgetOf(route: string): number {
  return route === "/display" || route === "/tv" ? JS_BUDGET_KB.wallScreen : JS_BUDGET_KB.page;
}

export interface RouteWeight {
  route: string;
  status: number;
  htmlKb: number;
  htmlGzipKb: number;
  jsGzipKb: number;
  budgetKb: number;
  overBudget: boolean;
}

/**
 * Pages are fetched as a browser asks for them: the server renders bots (and Node's fetch, whose
 * user agent is "node") in one piece, browsers streamed.
 */
const AS_A_BROWSER = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
};

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The scripts a page loads at once: module preloads, script tags and the inline imports. */
function scriptsOf(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    if (match[1]) sources.add(match[1]);
  return [...sources];
}

async function projectRoutes(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/projects`, { headers: AS_A_BROWSER })).text();
  const slugs = new Set<string>();
  for (const match of html.matchAll(/href="\/projects\/([a-z0-9-]+)"/g))
    if (match[1]) slugs.add(`/projects/${match[1]}`);
  return [...slugs];
}

/** Each public page once, anonymously: its status, HTML and the JavaScript it loads, gzipped. */
export async function measureWeights(origin: string): Promise<RouteWeight[]> {
  const routes = [...PUBLIC_ROUTES];
  routes.splice(routes.indexOf("/projects") + 1, 0, ...(await projectRoutes(origin)));
  const scriptSizes = new Map<string, number>();
  const gzippedScript = async (src: string) => {
    const known = scriptSizes.get(src);
    if (known !== undefined) return known;
    const response = await fetch(origin + src, { headers: AS_A_BROWSER });
    if (!response.ok) throw new Error(`${src} answered ${response.status}`);
    const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
    scriptSizes.set(src, size);
    return size;
  };
  const weights: RouteWeight[] = [];
  for (const route of routes) {
    const response = await fetch(origin + route, { headers: AS_A_BROWSER });
    const html = await response.text();
    let jsGzip = 0;
    for (const src of scriptsOf(html)) jsGzip += await gzippedScript(src);
    const budgetKb = budgetOf(route);
    weights.push({
      route,
      status: response.status,
      htmlKb: kb(Buffer.byteLength(html)),
      htmlGzipKb: kb(gzipSync(html).length),
      jsGzipKb: kb(jsGzip),
      budgetKb,
      overBudget: kb(jsGzip) > budgetKb,
    });
  }
  return weights;
}

export interface PaintFigures {
  loads: number;
  medianMs: number;
  maxMs: number;
}

/** The wall screen's first contentful paint in Chromium at 1920×1080. */
export async function measureDisplayPaint(origin: string, loads = 5): Promise<PaintFigures> {
  const browser = await launchBrowser();
  const paints: number[] = [];
  try {
    for (let i = 0; i < loads; i++) {
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
  } finally {
    await browser.close();
  }
  paints.sort((a, b) => a - b);
  return {
    loads,
    medianMs: Math.round(paints[Math.floor(paints.length / 2)] ?? Number.NaN),
    maxMs: Math.round(paints.at(-1) ?? Number.NaN),
  };
}
