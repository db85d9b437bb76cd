import pino from "pino";

type LogLine = (line: string) => void;

const globalForLogger = globalThis as unknown as {
  __wicLogger?: pino.Logger;
  __wicLogTaps?: Set<LogLine>;
};

// On globalThis, like the logger: the server build and the sources (in tests) share them.
globalForLogger.__wicLogTaps ??= new Set();
const taps = globalForLogger.__wicLogTaps;

/** Standard output, except while a test reads the lines (they go to the test instead). */
function destination(): pino.DestinationStream {
  const stdout = pino.destination(1);
  return {
    write(line: string) {
      if (taps.size === 0) stdout.write(line);
      for (const tap of taps) tap(line);
    },
  };
}

/**
 * JSON logs. Form payloads are never logged: callers log ids, kinds and field names, errors go
 * through `errorForLog`, and the redaction list catches the fields that could carry personal
 * data by accident.
 */
globalForLogger.__wicLogger ??= pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: undefined,
    redact: {
      paths: ["payload", "*.payload", "password", "*.password", "situation", "*.situation"],
      censor: "[redacted]",
    },
  },
  destination(),
);

export const logger: pino.Logger = globalForLogger.__wicLogger;

/** Hands every line the site logs to `tap` (instead of standard output) until the returned stop. */
export function tapLogs(tap: LogLine): () => void {
  taps.add(tap);
  return () => taps.delete(tap);
}

export interface LoggedError {
  name?: string;
  /** PostgreSQL's SQLSTATE (23505, 57P01…) or Node's (ENOSPC, ECONNREFUSED…). */
  code?: string;
  message: string;
  table?: string;
  column?: string;
  constraint?: string;
  cause?: LoggedError;
}

const MAX_MESSAGE = 300;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const EMAIL_ADDRESS = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g;

/** A message as logged: short, and without an email address (a mail server's refusal quotes it). */
const shortMessage = (message: string) =>
  message.slice(0, MAX_MESSAGE).replace(EMAIL_ADDRESS, "[email address]");

type ErrorLike = Record<string, unknown> & { message?: unknown; cause?: unknown };

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Drizzle's DrizzleQueryError: its message is the SQL and then every parameter's value. */
function isFailedQuery(error: ErrorLike): boolean {
  return "query" in error && "params" in error;
}

/** PostgreSQL's own error (node-postgres and PGlite alike), with its SQLSTATE. */
function isDatabaseError(error: ErrorLike): boolean {
  return SQLSTATE.test(text(error.code) ?? "") && ("severity" in error || "routine" in error);
}

/**
 * PostgreSQL's message without the value it was given: a data exception (class 22) quotes it
 * ('invalid input syntax for type integer: "…"', 'value "…" is out of range').
 */
function databaseMessage(code: string, message: string): string {
  if (!code.startsWith("22")) return message;
  return (message.split(": ")[0] ?? "").replace(/"(?:[^"]|"")*"/g, '"…"');
}

/**
 * An error as the logs may hold it: its kind, code and a short message, never what was sent. A
 * failed query's own message lists the parameters (a form's names, phones, medical notes), and
 * PostgreSQL's `detail` repeats a row's values ("Key (email)=(…)"), so only PostgreSQL's code,
 * message and the names of the table, column and constraint are kept; no stack either.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (typeof error !== "object" || error === null) return { message: shortMessage(String(error)) };
  const fields = error as ErrorLike;
  const name = text(fields.name) ?? (error instanceof Error ? error.name : undefined);
  const code = text(fields.code);
  const message = text(fields.message) ?? "";
  // PGlite's own error carries the query and its parameters too: it is read as PostgreSQL's.
  if (!isDatabaseError(fields) && isFailedQuery(fields))
    return fields.cause === undefined || depth >= 3
      ? { name, message: "Failed query" }
      : errorForLog(fields.cause, depth + 1);
  if (isDatabaseError(fields)) {
    const logged: LoggedError = {
      name,
      code,
      message: shortMessage(databaseMessage(code ?? "", message)),
    };
    for (const key of ["table", "column", "constraint"] as const) {
      const value = text(fields[key]);
      if (value) logged[key] = value;
    }
    return logged;
  }
  const logged: LoggedError = { name, message: shortMessage(message) };
  if (code) logged.code = code;
  if (fields.cause !== undefined && depth < 3) logged.cause = errorForLog(fields.cause, depth + 1);
  return logged;
}

/**
 * The names of a checked submission's fields, for a log line about it ("learners[].name"): what
 * was sent, never its values.
 */
export function fieldNames(value: unknown): string[] {
  const names = new Set<string>();
  for (const [name, field] of Object.entries(value ?? {})) {
    const items = Array.isArray(field) ? field : [field];
    const nested = items.filter(
      (item): item is Record<string, unknown> =>
        typeof item === "object" && item !== null && !(item instanceof Blob),
    );
    if (nested.length === 0) names.add(name);
    const prefix = Array.isArray(field) ? `${name}[]` : name;
    for (const item of nested) for (const key of Object.keys(item)) names.add(`${prefix}.${key}`);
  }
  return [...names];
}
