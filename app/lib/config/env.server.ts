import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy";

/**
 * The placeholder in deploy/wic.env.example (a test keeps the two the same): a server started
 * with it would sign sessions with a secret anyone can read.
 */
export const EXAMPLE_SESSION_SECRET = "change-me-to-the-output-of-openssl-rand-hex-32";
const SESSION_SECRET_BYTES = 32;

/** A setting that may be left out or blank: undefined either way. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const optionalUrl = (protocols: string[], hint: string) =>
  optionalText.refine((value) => {
    if (value === undefined) return true;
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(
    ["postgres:", "postgresql:"],
    "must be a postgres:// or postgresql:// connection URL",
  ),
  PUBLIC_URL: optionalUrl(["http:", "https:"], "must be an http:// or https:// URL"),
  SMTP_URL: optionalUrl(
    ["smtp:", "smtps:"],
    "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587",
  ),
  MAIL_FROM: z.string().trim().optional(),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || Buffer.byteLength(value) >= SESSION_SECRET_BYTES,
      `must be at least ${SESSION_SECRET_BYTES} bytes; make one with: openssl rand -hex 32`,
    )
    .refine(
      (value) => value?.trim() !== EXAMPLE_SESSION_SECRET,
      "is still the example's placeholder; replace it with the output of: openssl rand -hex 32",
    ),
  /** The reverse proxies' addresses (see parseTrustProxy); [] = no proxy. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (Array.isArray(parsed)) return parsed;
      context.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }),
  /** Public forms: posts per browser session and per email address, per form and window. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** …and per visitor address (a whole Wi-Fi network), per form and window. */
  FORM_RATE_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(300),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  OUTBOX_WORKER: z.enum(["inline", "off"]).default("inline"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5000),
  /** Newsletter emails handed to the mail server per minute, per outbox worker (decision 0390). */
  NEWSLETTER_SEND_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Memory for rendered public pages served to visitors without an account; 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /**
   * The embedded database's page cache (PostgreSQL's shared_buffers). PGlite's default, 128 MB,
   * is taken from the start whatever the data; a centre's database is a few tens of MB.
   */
  EMBEDDED_DB_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(32),
  /** Where the daily backups go; default DATA_DIR/backups (see backupDirectory). */
  BACKUP_DIR: optionalText,
  /** The daily backup's time on the centre's clocks (Europe/London). */
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM (24-hour), e.g. 02:30")
    .default("02:30"),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** A second place for every archive (another disk); the same rotation applies there. */
  BACKUP_COPY_DIR: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Stripe Checkout (optional: without a secret key, registrations stay 'Pending Payment').
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe-compatible API (the test fake, stripe-mock): http://127.0.0.1:12111 */
  STRIPE_API_BASE: optionalUrl(["http:", "https:"], "must be an http:// or https:// URL"),
  /**
   * Web push's VAPID keys (base64url, as `npx web-push generate-vapid-keys` prints them); without
   * them a pair is made on first use and kept in DATA_DIR/vapid.json (decision 0388).
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Who push services may contact about our pushes; default mailto: the centre's contact address. */
  VAPID_SUBJECT: optionalUrl(["mailto:", "https:"], "must be a mailto: or https: URL"),
  WIC_TEST_ROUTES: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
});

/** Every variable the server reads, for checks of the deployment examples and docs. */
export const ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema> & { SESSION_SECRET: string; PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const parsed = result.data;
  return {
    ...parsed,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    SESSION_SECRET: parsed.SESSION_SECRET ?? persistedSecret(parsed.DATA_DIR),
  };
}

/** Without SESSION_SECRET a random one is kept under DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const globalForEnv = globalThis as unknown as { __wicEnv?: Env };

export function env(): Env {
  globalForEnv.__wicEnv ??= parseEnv(process.env);
  return globalForEnv.__wicEnv;
}

/** Tests re-read the environment after changing it. */
export function resetEnv(): void {
  globalForEnv.__wicEnv = undefined;
}
