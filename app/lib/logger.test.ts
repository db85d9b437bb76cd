import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorForLog, fieldNames } from "./logger.server";

/** PostgreSQL's error as node-postgres and PGlite give it. */
function databaseError(fields: Record<string, unknown>) {
  return Object.assign(new Error(String(fields.message)), { severity: "ERROR", ...fields });
}

describe("an error as the logs hold it", () => {
  it("keeps PostgreSQL's code and message, never a failed query's parameters or the row's detail", () => {
    const cause = databaseError({
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      code: "23505",
      detail: "Key (email)=(amina@example.org) already exists.",
      table: "users",
      constraint: "users_email_unique",
      where: "SQL statement",
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("name", "email") values ($1, $2)',
      ["Amina Khan", "amina@example.org"],
      cause,
    );
    const logged = errorForLog(failed);
    expect(logged).toEqual({
      name: "Error",
      code: "23505",
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      table: "users",
      constraint: "users_email_unique",
    });
    expect(JSON.stringify(logged)).not.toMatch(/Amina|amina/);
  });

  it("reads PGlite's error, which carries the query and parameters itself, as PostgreSQL's", () => {
    const pglite = databaseError({
      message: "could not extend file: No space left on device",
      code: "P0001",
      query: "insert into submissions values ($1)",
      params: ["Asthma and a peanut allergy"],
    });
    expect(errorForLog(new DrizzleQueryError("insert …", ["Asthma"], pglite))).toEqual({
      name: "Error",
      code: "P0001",
      message: "could not extend file: No space left on device",
    });
  });

  it("blanks the value a data exception quotes", () => {
    for (const [code, message, logged] of [
      [
        "22P02",
        'invalid input syntax for type integer: "07700 900456"',
        "invalid input syntax for type integer",
      ],
      [
        "22P02",
        'invalid input value for enum status: "Amina"',
        "invalid input value for enum status",
      ],
      [
        "22003",
        'value "99999999999" is out of range for type integer',
        'value "…" is out of range for type integer',
      ],
      [
        "23502",
        'null value in column "name" of relation "users" violates not-null constraint',
        'null value in column "name" of relation "users" violates not-null constraint',
      ],
    ] as const)
      expect(errorForLog(databaseError({ message, code })).message).toBe(logged);
  });

  it("keeps another error's kind, code and a short message without email addresses", () => {
    const refused = Object.assign(
      new Error("550 5.1.1 <amina@example.org>: Recipient address rejected"),
      { code: "EENVELOPE" },
    );
    expect(errorForLog(refused)).toEqual({
      name: "Error",
      code: "EENVELOPE",
      message: "550 5.1.1 <[email address]>: Recipient address rejected",
    });
    expect(errorForLog(new TypeError("x".repeat(1000))).message).toHaveLength(300);
    expect(errorForLog("plain")).toEqual({ message: "plain" });
    expect(errorForLog(new Error("outer", { cause: new Error("inner") }))).toEqual({
      name: "Error",
      message: "outer",
      cause: { name: "Error", message: "inner" },
    });
  });
});

describe("a submission's field names", () => {
  it("names the fields, and those of each item in a list, never their values", () => {
    expect(
      fieldNames({
        parentName: "Hafsa",
        areas: ["Elders", "Youth Club"],
        learners: [
          { name: "Yusuf", age: 8 },
          { name: "Aisha", course: "weekend" },
        ],
        address: { line1: "1 High Street" },
      }),
    ).toEqual([
      "parentName",
      "areas",
      "learners[].name",
      "learners[].age",
      "learners[].course",
      "address.line1",
    ]);
  });
});
