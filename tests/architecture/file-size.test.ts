import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No source file in app/, server/ or scripts/ grows past 400 lines: a longer one holds more than
 * one thing, and is split where its parts meet (docs/architecture.md, "Inside a feature").
 * Tests are not counted, nor data written as code: a seed's sample records and the table
 * definitions, which are one list each and read whole.
 */

const LIMIT = 400;
const FOLDERS = ["app", "server", "scripts"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.(test|e2e)\.tsx?$/;
const DATA = [/(^|\/)seed(\.server)?\.tsx?$/, /^app\/lib\/db\/schema\.ts$/];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const counted = (file: string) => !TEST.test(file) && !DATA.some((data) => data.test(file));
const lines = (file: string) => readFileSync(file, "utf8").split("\n").length - 1;

describe("file size", () => {
  it(`keeps every source file that is not a test or data within ${LIMIT} lines`, () => {
    const files = FOLDERS.flatMap(sourceFiles).filter(counted);
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .filter((file) => lines(file) > LIMIT)
      .map((file) => `${file}: ${lines(file)} lines`);
    expect(tooLong).toEqual([]);
  });

  it("counts what it should: a test and the data files are left out, a route is not", () => {
    expect(counted("app/features/summer/seasons/seasons-admin.test.ts")).toBe(false);
    expect(counted("app/features/directory/seed.server.ts")).toBe(false);
    expect(counted("app/lib/db/schema.ts")).toBe(false);
    expect(counted("app/features/summer/registration/schema.ts")).toBe(true);
    expect(counted("app/features/academy/routes/admin-academy-term.tsx")).toBe(true);
  });
});
