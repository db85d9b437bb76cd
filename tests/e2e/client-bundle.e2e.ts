import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "#app/lib/db/schema";

const clientDirectory = path.resolve(process.env.WIC_BUILD_DIR ?? "build", "client");

const tableNames = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

/** Marks of code that must stay on the server, with what each one would mean. */
const serverOnly: { what: string; pattern: RegExp }[] = [
  { what: "the Drizzle ORM runtime", pattern: /drizzle:|entityKind/ },
  // A minified table definition keeps its name and column object: t("job_seekers",{id:…
  ...tableNames.map((name) => ({
    what: `the definition of the table ${name}`,
    pattern: new RegExp(`["'\`]${name}["'\`]\\s*,\\s*\\{`),
  })),
  { what: "a secret's name", pattern: /SESSION_SECRET|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET/ },
  { what: "a database address", pattern: /DATABASE_URL|postgres:\/\// },
];

async function clientFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(js|mjs|css|html|json|webmanifest)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the browser's files (build/client)", () => {
  it("knows every table of the schema (the check below looks for them)", () => {
    expect(tableNames).toContain("users");
    expect(tableNames).toContain("job_seekers");
    expect(tableNames.length).toBeGreaterThan(20);
  });

  it("carry no database code, table definitions or secrets", async () => {
    const files = await clientFiles(clientDirectory);
    expect(files.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(file, "utf8");
      for (const { what, pattern } of serverOnly)
        if (pattern.test(text)) found.push(`${path.relative(clientDirectory, file)}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});
