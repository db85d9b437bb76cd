import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Dates are formatted only in app/lib/time/ (format.ts, in Europe/London): the Biome plugin
 * lint/date-formatting.grit, which `npm run check` runs through biome.json, refuses a date
 * formatter anywhere else in app/, server/ and scripts/. Shown here on deliberate violations.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");
const RULE = "lint/date-formatting.grit";

interface Report {
  diagnostics: {
    category: string;
    location: { path: string; start: { line: number } };
  }[];
}

/** The date-formatting diagnostics of Biome run in `cwd`, as file:line. */
function lint(cwd: string): string[] {
  const run = spawnSync(BIOME, ["lint", "--reporter=json", "--max-diagnostics=none", "."], {
    cwd,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as Report;
  return report.diagnostics
    .filter((diagnostic) => diagnostic.category === "plugin")
    .map(({ location }) => `${location.path}:${location.start.line}`);
}

const scratch: string[] = [];
afterAll(() => {
  for (const project of scratch) rmSync(project, { recursive: true, force: true });
});

/** The project's biome.json and rule in a scratch project holding `files`, linted there. */
function violationsIn(files: Record<string, string>): string[] {
  const project = mkdtempSync(join(tmpdir(), "wic-dates-"));
  scratch.push(project);
  // The scratch project is no git repository: the rest of the configuration is the project's own.
  const {
    vcs: _vcs,
    $schema: _schema,
    ...config
  } = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8")) as Record<string, unknown>;
  mkdirSync(join(project, "lint"));
  copyFileSync(join(ROOT, RULE), join(project, RULE));
  writeFileSync(join(project, "biome.json"), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  return lint(project).sort();
}

const FORMATTERS = [
  'export const a = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC" });',
  'export const b = Intl.DateTimeFormat("en-GB").format(new Date());',
  'export const c = new Date().toLocaleDateString("en-GB");',
  "export const d = new Date().toLocaleTimeString();",
  'export const e = new Date().toLocaleString("en-GB", { timeZone: "Europe/London" });',
  "export const { DateTimeFormat } = Intl;",
  "",
].join("\n");

describe("the date-formatting rule (npm run check)", () => {
  it("refuses each kind of date formatter outside app/lib/time/, in app, server and scripts", () => {
    expect(
      violationsIn({
        "app/features/demo/dates.tsx": FORMATTERS,
        "server/dates.ts": 'export const f = new Date().toLocaleDateString("en-GB");\n',
        "scripts/dates.ts": 'export const g = new Intl.DateTimeFormat("en-GB");\n',
      }),
    ).toEqual([
      "app/features/demo/dates.tsx:1",
      "app/features/demo/dates.tsx:2",
      "app/features/demo/dates.tsx:3",
      "app/features/demo/dates.tsx:4",
      "app/features/demo/dates.tsx:5",
      "app/features/demo/dates.tsx:6",
      "scripts/dates.ts:1",
      "server/dates.ts:1",
    ]);
  });

  it("lets the time module and the tests format dates, and numbers be written with separators", () => {
    expect(
      violationsIn({
        "app/lib/time/format.ts": FORMATTERS,
        "app/features/demo/dates.test.ts": FORMATTERS,
        "tests/e2e/dates.e2e.ts": FORMATTERS,
        "app/lib/money.ts": 'export const pounds = (1250).toLocaleString("en-GB");\n',
      }),
    ).toEqual([]);
  });
});
