import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes";

/**
 * Forms show what went wrong the same way everywhere. Read from app/routes.ts and the sources, so a
 * new route or form is checked as it lands:
 * - a page whose action answers a failure (`formFailure`, `formError`) renders the shared
 *   `ErrorSummary` (in its module, a component of its own feature it imports, or a shared frame from
 *   app/components that renders it, such as `EditorForm` or `RowForm`). Actions that only
 *   redirect (with a toast) or throw, and modules that draw no page (CSV, JSON, webhooks), have
 *   nothing to show beside a form;
 * - a failure that belongs to no field has one shape, Conform's form errors
 *   (`formError(message, status)` or `submission.reply({ formErrors })`): no action answers a bare
 *   `{ message }`, `{ error }` or `{ ok: false }` for the page to show its own way.
 */

const routeFiles = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [path.join("app", entry.file), ...routeFiles(entry.children ?? [])]);

/** The module a relative or `#app/` import names, if it is one of the app's files. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("#app/")
    ? path.join("app", specifier.slice("#app/".length))
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = /\.tsx?$/.test(base) ? [base] : [`${base}.tsx`, `${base}.ts`];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** The module and every module of the same feature it imports, directly or not (not types). */
function featureModules(file: string): string[] {
  const feature = /^app\/features\/[^/]+\//.exec(file)?.[0] ?? path.dirname(file);
  const seen = new Set<string>();
  const pending = [file];
  while (pending.length) {
    const next = pending.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const source = readFileSync(next, "utf8");
    for (const [, specifier = ""] of source.matchAll(
      /^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms,
    )) {
      const target = resolveImport(next, specifier);
      if (target?.startsWith(feature)) pending.push(target);
    }
  }
  return [...seen];
}

const drawsAPage = (source: string) => /^export default /m.test(source);
const hasAction = (source: string) =>
  /^export (async function|const|function) action\b/m.test(source);
const answersFailures = (source: string) => /\b(formFailure|formError)\(/.test(source);

/**
 * The shared parts (in app/components) that draw the summary for the page using them, e.g. an
 * editor's frame or a list's row form: the exported components whose own body renders it, or
 * renders another such part.
 */
function summaryFrames(): string[] {
  const parts = sourceFiles("app/components").flatMap((file) =>
    readFileSync(file, "utf8")
      .split(/^(?=export function )/m)
      .flatMap((part) => {
        const name = /^export function (\w+)/.exec(part)?.[1];
        return name ? [{ name, part }] : [];
      }),
  );
  let frames: string[] = [];
  for (;;) {
    const rendersSummary = rendersSummaryThrough(frames);
    const found = parts.filter(({ part }) => rendersSummary(part)).map(({ name }) => name);
    if (found.length === frames.length) return frames;
    frames = found;
  }
}

const rendersSummaryThrough = (frames: string[]) => {
  const tag = new RegExp(`<(${["ErrorSummary", ...frames].join("|")})\\b`);
  return (source: string) => tag.test(source);
};

/** The ways of answering a failure with no field that are not Conform's form errors. */
function otherFailureShapes(source: string): string[] {
  return [
    ...source.matchAll(/\bdata\(\s*\{\s*(?:message|error|ok)\b[^\n]*/g),
    ...source.matchAll(/\{\s*result:\s*null\b[^\n]*/g),
  ].map(([line]) => line.trim());
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("form errors", () => {
  it("every page whose action answers a failure renders the shared ErrorSummary", () => {
    const pages = [...new Set(routeFiles(routes))]
      .map((file) => ({ file, source: readFileSync(file, "utf8") }))
      .filter(({ source }) => drawsAPage(source) && hasAction(source))
      .map(({ file }) => ({
        file,
        sources: featureModules(file).map((module) => readFileSync(module, "utf8")),
      }))
      .filter(({ sources }) => sources.some(answersFailures));
    expect(pages.length).toBeGreaterThan(40);
    const frames = summaryFrames();
    expect(frames).toEqual(expect.arrayContaining(["EditorForm", "RowForm", "ButtonOutcome"]));
    const rendersSummary = rendersSummaryThrough(frames);
    const without = pages.filter(({ sources }) => !sources.some(rendersSummary));
    expect(without.map(({ file }) => file)).toEqual([]);
  });

  it("a failure that belongs to no field is answered as Conform's form errors, in every action", () => {
    const found = sourceFiles("app").flatMap((file) =>
      otherFailureShapes(readFileSync(file, "utf8")).map((line) => `${file}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it("finds the other shapes (a failing example of each)", () => {
    expect(
      otherFailureShapes(`
        return data({ message: "That season no longer exists." }, { status: 404 });
        return data({ error: SAVE_FAILED }, { status: 503 });
        return data({ ok: false, message: "Unknown action." }, { status: 400 });
        return data({ result: null, message: GONE }, { status: 404 });
      `),
    ).toHaveLength(4);
    expect(
      otherFailureShapes(`
        return formError("That season no longer exists.", 404, { formId: BUTTONS });
        return formFailure(submission.reply({ formErrors: [SAVE_FAILED] }), 503);
        return { message: outcome.message };
      `),
    ).toEqual([]);
  });
});
