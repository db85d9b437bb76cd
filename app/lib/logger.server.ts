import pino from "pino";

const globalForLogger = globalThis as unknown as { __wicLogger?: pino.Logger };

/**
 * JSON logs. Form payloads are never logged: callers log ids and kinds only, and the
 * redaction list catches the fields that could carry personal data by accident.
 */
globalForLogger.__wicLogger ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: {
    paths: ["payload", "*.payload", "password", "*.password", "situation", "*.situation"],
    censor: "[redacted]",
  },
});

export const logger: pino.Logger = globalForLogger.__wicLogger;
