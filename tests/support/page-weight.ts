import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The scripts a page makes the browser fetch: `<script src>`, `<link rel="modulepreload">` and
 * the `import "…"` of its inline module scripts, all under /assets/.
 */
export function scriptsOf(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    if (match[1]) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    if (match[1]) sources.add(match[1]);
  return [...sources];
}

/** The JavaScript a page ships: its scripts from `clientDirectory`, each gzipped, in bytes. */
export function javaScriptWeight(html: string, clientDirectory: string): number {
  return scriptsOf(html).reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(clientDirectory, src))).length,
    0,
  );
}
