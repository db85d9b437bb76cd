import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes";

/**
 * A page whose address names a record (`:id`, `:slug`…) can be asked for one that does not exist.
 * Its loader's 404 must be drawn by the route's own ErrorBoundary, inside its parent's layout, so
 * the site's header or the admin menu stays; without one the error climbs to the layout's
 * boundary and the layout goes with it. Read from app/routes.ts: a new page is checked as it lands.
 */

interface PageRoute {
  path: string;
  file: string;
}

function pagesWithParameters(entries: RouteConfigEntry[], parent = ""): PageRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    const own = full.includes(":") ? [{ path: full, file: path.join("app", entry.file) }] : [];
    return [...own, ...pagesWithParameters(entry.children ?? [], full)];
  });
}

/** A module that draws a page (a default export); downloads and redirects answer no page. */
const drawsAPage = (source: string) => /^export default /m.test(source);
const hasErrorBoundary = (source: string) =>
  /^export (const|function) ErrorBoundary\b/m.test(source);

describe("error boundaries", () => {
  it("every page with a parameter in its address has its own ErrorBoundary", () => {
    const pages = pagesWithParameters(routes)
      .map((page) => ({ ...page, source: readFileSync(page.file, "utf8") }))
      .filter(({ source }) => drawsAPage(source));
    expect(pages.length).toBeGreaterThan(10);
    const without = pages.filter(({ source }) => !hasErrorBoundary(source));
    expect(without.map(({ path: address, file }) => `${address} (${file})`)).toEqual([]);
  });
});
