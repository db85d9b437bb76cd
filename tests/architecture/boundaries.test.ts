import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const CLI = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs the project's boundary check (the one `npm run check` runs) over `files` in a scratch project. */
function violationsIn(files: Record<string, string>): string[] {
  const project = mkdtempSync(join(tmpdir(), "wic-boundaries-"));
  scratch.push(project);
  const tsconfig = { compilerOptions: { baseUrl: ".", paths: { "#app/*": ["./app/*"] } } };
  for (const [path, text] of Object.entries({
    "tsconfig.json": JSON.stringify(tsconfig),
    ...files,
  })) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  }
  const run = spawnSync(
    process.execPath,
    [CLI, "app", "--config", CONFIG, "--output-type", "json"],
    { cwd: project, encoding: "utf8" },
  );
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

const scratch: string[] = [];
afterAll(() => {
  for (const project of scratch) rmSync(project, { recursive: true, force: true });
});

const blog = {
  "app/features/blog/blog.server.ts": "export const posts = [];\n",
  "app/features/blog/index.server.ts": 'export { posts } from "./blog.server";\n',
  "app/lib/db/schema.ts": "export const users = {};\nexport type User = { id: string };\n",
};

describe("the boundary check (npm run check)", () => {
  it("passes code that keeps to the directions", () => {
    expect(
      violationsIn({
        ...blog,
        "app/features/home/home.server.ts":
          'import { posts } from "#app/features/blog/index.server";\nimport { users } from "#app/lib/db/schema";\nexport const home = [posts, users];\n',
        "app/features/home/home.tsx":
          'import type { User } from "#app/lib/db/schema";\nexport const who = (user: User) => user.id;\n',
        "app/lib/cn.ts": "export const cn = (...names: string[]) => names.join(' ');\n",
        "app/components/button.tsx":
          'import { cn } from "#app/lib/cn";\nexport const button = cn("a");\n',
      }),
    ).toEqual([]);
  });

  it("fails a feature reaching into another feature's files", () => {
    expect(
      violationsIn({
        ...blog,
        "app/features/home/home.tsx":
          'import { posts } from "#app/features/blog/blog.server";\nexport const latest = posts;\n',
      }),
    ).toEqual([
      "features-meet-through-their-public-files: app/features/home/home.tsx → app/features/blog/blog.server.ts",
    ]);
  });

  it("fails shared code importing a feature", () => {
    expect(
      violationsIn({
        ...blog,
        "app/lib/latest.ts":
          'import { posts } from "#app/features/blog/index.server";\nexport const latest = posts;\n',
      }),
    ).toEqual([
      "shared-code-never-imports-features: app/lib/latest.ts → app/features/blog/index.server.ts",
    ]);
  });

  it("fails a component importing the database", () => {
    expect(
      violationsIn({
        ...blog,
        "app/lib/db/enums.ts": 'export const roles = ["admin", "user"] as const;\n',
        "app/components/roles.tsx":
          'import { roles } from "#app/lib/db/enums";\nexport const options = roles;\n',
      }),
    ).toEqual([
      "components-never-import-the-database: app/components/roles.tsx → app/lib/db/enums.ts",
    ]);
  });

  it("fails a module that can reach the browser importing a value from the schema", () => {
    expect(
      violationsIn({
        ...blog,
        "app/features/home/filters.ts":
          'import { users } from "#app/lib/db/schema";\nexport const filters = users;\n',
      }),
    ).toEqual([
      "schema-values-stay-on-the-server: app/features/home/filters.ts → app/lib/db/schema.ts",
    ]);
  });

  it("fails an import cycle and a feature importing the payment registry", () => {
    expect(
      violationsIn({
        "app/payments.server.ts":
          'import { handler } from "#app/features/shop/index.server";\nexport const handlers = { shop: handler };\n',
        "app/features/shop/index.server.ts":
          'import { handlers } from "#app/payments.server";\nexport const handler = () => handlers;\n',
      }).sort(),
    ).toEqual([
      "features-never-import-the-app-above-them: app/features/shop/index.server.ts → app/payments.server.ts",
      "no-cycles: app/features/shop/index.server.ts → app/payments.server.ts",
    ]);
  });
});
