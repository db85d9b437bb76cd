import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { COURSES } from "#app/features/academy/rules";
import { SECTION_IDS } from "#app/features/settings/sections";
import { SEASON_2025 } from "../support/summer-2025";

/**
 * Every text a visitor or an administrator sends is checked by a zod schema before it is stored:
 * each string in each schema has a maximum length, and each list a maximum count, so no field
 * stores (or emails, or shows in the admin) a 100,000-character value. This walks every schema
 * the app's modules export, and the schemas the factories among them build.
 */

const APP = path.resolve("app");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The modules that build zod schemas (the environment's own is not a request's). */
const schemaModules = sourceFiles(APP).filter(
  (file) => /from "zod"/.test(readFileSync(file, "utf8")) && !file.endsWith("config/env.server.ts"),
);

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
const checksOf = (schema: Schema) =>
  ((defOf(schema).checks ?? []) as z.core.$ZodCheck[]).map(
    (check) => check._zod.def as z.core.$ZodCheckDef & Record<string, unknown>,
  );

/** Formats whose every valid value is short. */
const BOUNDED_FORMATS = new Set(["uuid", "guid", "date", "time", "cuid", "cuid2", "ulid"]);
/** A pattern anchored at both ends with no open-ended repetition cannot match a long text. */
const boundedPattern = (pattern: RegExp) =>
  pattern.source.startsWith("^") &&
  pattern.source.endsWith("$") &&
  !/(?<!\\)[*+]|\{\d+,\}/.test(pattern.source.replace(/\\./g, ""));

function stringIsBounded(schema: Schema): boolean {
  if (BOUNDED_FORMATS.has(String(defOf(schema).format))) return true;
  return checksOf(schema).some(
    (check) =>
      check.check === "max_length" ||
      check.check === "length_equals" ||
      (check.check === "string_format" &&
        check.pattern instanceof RegExp &&
        boundedPattern(check.pattern)),
  );
}

const isType = (schema: unknown): schema is Schema =>
  typeof schema === "object" && schema !== null && "_zod" in schema;

/** The places in `schema` where a string or list has no maximum, as paths (`children[].name`). */
function unbounded(schema: Schema, at: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: unknown, where = at) =>
    isType(child) ? unbounded(child, where, seen) : [];
  switch (def.type) {
    case "string":
      return stringIsBounded(schema) ? [] : [at];
    case "array": {
      const counted = checksOf(schema).some(
        (check) => check.check === "max_length" || check.check === "length_equals",
      );
      return [...(counted ? [] : [`${at} (count)`]), ...inner(def.element, `${at}[]`)];
    }
    case "object":
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, child]) =>
        unbounded(child, at ? `${at}.${key}` : key, seen),
      );
    case "pipe": {
      const [from, to] = [def.in as Schema, def.out as Schema];
      // z.preprocess(…, schema): the schema it feeds is what counts.
      if (defOf(from).type === "transform") return unbounded(to, at, seen);
      // What comes out is made of what went in: a bounded input bounds it.
      const unboundedIn = unbounded(from, at, seen);
      if (unboundedIn.length === 0) return [];
      // z.string().transform(…): the text goes on as it came.
      if (defOf(to).type === "transform") return unboundedIn;
      // z.string().pipe(z.email().max(254)) is bounded by its second half; a text read as a
      // number, a date or a choice stores no text of its own.
      return unbounded(to, at, seen);
    }
    case "union":
      return (def.options as Schema[]).flatMap((option) => unbounded(option, at, seen));
    case "intersection":
      return [...inner(def.left), ...inner(def.right)];
    case "record":
      return [...inner(def.keyType, `${at}{key}`), ...inner(def.valueType)];
    case "tuple":
      return (def.items as Schema[]).flatMap((item, index) =>
        unbounded(item, `${at}[${index}]`, seen),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "lazy":
      return def.type === "lazy"
        ? unbounded((def.getter as () => Schema)(), at, seen)
        : inner(def.innerType);
    default:
      return [];
  }
}

/** Sample arguments for the modules' schema factories (a schema built from the data of the day). */
const FACTORY_ARGUMENTS: Record<string, unknown[]> = {
  childrenSchema: [SEASON_2025],
  enrolmentSchemaFor: [COURSES],
  interestSchema: [{ slug: "library", options: ["Borrow books", "Donate books"] }],
  projectEditorSchema: [{ creating: true }],
  sectionsSchema: [SECTION_IDS],
  seekerFormSchema: [{ cvStored: false }],
  stepSchemas: [SEASON_2025],
  volunteerSchema: [["WIC Library", "Youth Club"]],
};
/** Functions named like factories that build no schema of a form. */
const NOT_FACTORIES = new Set(["lazySchema"]);

const relative = (file: string) => path.relative(APP, file);

async function walkModules() {
  const found: string[] = [];
  const walked: string[] = [];
  const factories = new Set<string>();
  for (const file of schemaModules) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      let schemas: unknown[] = [];
      if (isType(value)) schemas = [value];
      else if (
        typeof value === "function" &&
        /Schemas?(For)?$/.test(name) &&
        !NOT_FACTORIES.has(name)
      ) {
        factories.add(name);
        const args = FACTORY_ARGUMENTS[name];
        if (!args) continue;
        const built = (value as (...a: unknown[]) => unknown)(...args);
        schemas = isType(built) ? [built] : Object.values(built as Record<string, unknown>);
      }
      for (const schema of schemas.filter(isType)) {
        walked.push(`${relative(file)} › ${name}`);
        found.push(...unbounded(schema, "").map((at) => `${relative(file)} › ${name}: ${at}`));
      }
    }
  }
  return { found, walked, factories };
}

describe("every string a schema takes has a maximum length", () => {
  it("finds the schemas of every form", async () => {
    const { walked, factories } = await walkModules();
    expect(walked.length).toBeGreaterThan(60);
    // A new factory needs its sample arguments here, or its schemas go unchecked.
    expect([...factories].sort()).toEqual(Object.keys(FACTORY_ARGUMENTS).sort());
  });

  it("finds no string without a maximum length and no list without a maximum count", async () => {
    const { found } = await walkModules();
    expect(found).toEqual([]);
  });

  it("finds an unbounded string or list, as it should", () => {
    const schema = z.object({
      name: z.string().trim().max(100),
      email: z.string().trim().pipe(z.email()),
      bounded: z.string().trim().pipe(z.email().max(254)),
      tags: z.array(z.string().max(20)),
      note: z.string().transform((text) => text.trim()),
      code: z.preprocess((value) => value, z.string().regex(/^\d{6}$/)),
      loose: z.string().regex(/^\d+$/),
    });
    expect(unbounded(schema, "")).toEqual(["email", "tags (count)", "note", "loose"]);
  });
});
