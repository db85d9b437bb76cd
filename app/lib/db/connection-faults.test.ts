import { DrizzleQueryError } from "drizzle-orm/errors";
import fc from "fast-check";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { unusedPort } from "#tests/support/smtp";
import {
  describeDatabaseFailure,
  faultCode,
  isConnectionLost,
  withoutPassword,
} from "./connection-faults";

/** An error as PostgreSQL sends it (code and message), wrapped as Drizzle wraps a failed query. */
function failedQuery(query: string, code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  error.severity = "ERROR";
  return new DrizzleQueryError(query, [], error);
}

/** What connecting to `url` really fails with. */
async function connectionError(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error(`connected to ${url}`);
}

const URL_WITH_PASSWORD = "postgres://wic:s3cret-word@db.example.org:6543/centre";

describe("isConnectionLost", () => {
  // A lost connection is worth trying again; the other failures would fail the same way again.
  it.each([
    [true, "the server ended the session (restart, pg_terminate_backend)", "57P01"],
    [true, "the server crashed", "57P02"],
    [true, "the server is starting", "57P03"],
    [true, "no connection slot left", "53300"],
    [true, "a connection exception", "08006"],
    [false, "a duplicate key", "23505"],
    [false, "a missing right", "42501"],
    [false, "a statement cancelled by its timeout", "57014"],
    [false, "a failed check", "23514"],
  ])("is %s for %s (%s)", (lost, _, code) => {
    expect(isConnectionLost(failedQuery("select 1", code, "refused"))).toBe(lost);
  });

  it("is true for node-postgres's own words for a dead connection", () => {
    const terminated = new DrizzleQueryError(
      "select 1",
      [],
      new Error("Connection terminated unexpectedly"),
    );
    expect(isConnectionLost(terminated)).toBe(true);
    expect(
      isConnectionLost(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true);
  });

  it("is true for a connection refused by the network", async () => {
    const error = await connectionError(`postgres://wic@127.0.0.1:${await unusedPort()}/wic`);
    expect(isConnectionLost(error)).toBe(true);
    expect(faultCode(error)).toBe("ECONNREFUSED");
  });

  it("is false for errors that are not the database's", () => {
    expect(isConnectionLost(new TypeError("x is undefined"))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});

describe("describeDatabaseFailure", () => {
  it("says a refused connection could not reach the database, and where", async () => {
    const port = await unusedPort();
    const url = `postgres://wic:s3cret-word@127.0.0.1:${port}/wic`;
    const error = new DrizzleQueryError(
      'CREATE SCHEMA IF NOT EXISTS "drizzle"',
      [],
      (await connectionError(url)) as Error,
    );
    expect(describeDatabaseFailure(error, url)).toBe(
      `Could not reach the database at 127.0.0.1:${port}: connection refused`,
    );
  });

  it("reads through the refusals of every address of a host name", async () => {
    const port = await unusedPort();
    const url = `postgres://wic@localhost:${port}/wic`;
    expect(describeDatabaseFailure(await connectionError(url), url)).toBe(
      `Could not reach the database at localhost:${port}: connection refused`,
    );
  });

  it.each([
    [
      "a wrong password",
      "28P01",
      'password authentication failed for user "wic"',
      'The database at db.example.org:6543 refused the connection: password authentication failed for user "wic"',
    ],
    [
      "a database that does not exist",
      "3D000",
      'database "centre" does not exist',
      'The database does not exist: database "centre" does not exist',
    ],
    [
      "a user that may not create the migrations' schema",
      "42501",
      "permission denied for database centre",
      'The database user "wic" may not create schemas: permission denied for database centre',
    ],
  ])("names %s with the database's own words", (_, code, message, expected) => {
    const query = 'CREATE SCHEMA IF NOT EXISTS "drizzle"';
    expect(describeDatabaseFailure(failedQuery(query, code, message), URL_WITH_PASSWORD)).toBe(
      expected,
    );
  });

  it("says which right is missing for another statement", () => {
    const error = failedQuery("create table x ()", "42501", "permission denied for schema public");
    expect(describeDatabaseFailure(error, URL_WITH_PASSWORD)).toBe(
      'The database user "wic" lacks a right the site needs: permission denied for schema public',
    );
  });

  it("gives any other failure's own words (Node's codes are not the database's)", () => {
    const missing = Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), {
      code: "ENOENT",
      syscall: "open",
    });
    expect(describeDatabaseFailure(missing, URL_WITH_PASSWORD)).toBe(
      "ENOENT: no such file or directory, open 'x'",
    );
    expect(
      describeDatabaseFailure(failedQuery("insert", "23505", "duplicate key"), URL_WITH_PASSWORD),
    ).toBe("The database refused a statement: duplicate key (23505)");
  });

  it("never prints the password of the URL, even when a message repeats it", () => {
    const error = new Error("could not connect with s3cret-word");
    expect(describeDatabaseFailure(error, URL_WITH_PASSWORD)).not.toContain("s3cret-word");
    expect(withoutPassword(`at ${URL_WITH_PASSWORD}`, URL_WITH_PASSWORD)).toBe(
      "at postgres://wic:***@db.example.org:6543/centre",
    );
    expect(withoutPassword("nothing to hide", "postgres://wic@db/centre")).toBe("nothing to hide");
  });

  it("never prints the password, whatever it is and wherever an error repeats it", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((password) => !password.includes("*")),
        fc.string(),
        fc.constantFrom("28P01", "42501", "57P01", "XX000"),
        (password, around, code) => {
          const url = `postgres://wic:${encodeURIComponent(password)}@db.example.org:5432/centre`;
          const said = `${around}${password}${around}`;
          for (const error of [new Error(said), failedQuery("select 1", code, said)])
            expect(describeDatabaseFailure(error, url)).not.toContain(password);
        },
      ),
    );
  });
});
