/**
 * Telling a lost or refused database connection from any other failure, and saying what went
 * wrong in plain words. Pure: it reads only the error (and the connection URL it is given).
 */

/** The errors an error wraps, outermost first: Drizzle's "Failed query" holds the driver's. */
function* chainOf(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (current === null || current === undefined || seen.has(current)) continue;
    seen.add(current);
    yield current;
    // Node tries each address of a host name and reports them all (connect to "localhost").
    if (current instanceof AggregateError) pending.push(...current.errors);
    if (typeof current === "object" && "cause" in current) pending.push(current.cause);
  }
}

const stringField = (value: unknown, field: string): string | undefined => {
  if (typeof value !== "object" || value === null) return undefined;
  const found = (value as Record<string, unknown>)[field];
  return typeof found === "string" ? found : undefined;
};

/** The first code in the chain: PostgreSQL's SQLSTATE ("57P01") or Node's ("ECONNREFUSED"). */
export function faultCode(error: unknown): string | undefined {
  for (const link of chainOf(error)) {
    const code = stringField(link, "code");
    if (code) return code;
  }
  return undefined;
}

/**
 * PostgreSQL's SQLSTATE, when the database itself answered: node-postgres's DatabaseError
 * carries a severity. (Node's own codes can look alike: "ENOENT", "EROFS".)
 */
function sqlStateOf(error: unknown): string | undefined {
  for (const link of chainOf(error))
    if (stringField(link, "severity")) return stringField(link, "code");
  return undefined;
}

/** The driver's own words: the innermost message of the chain (not Drizzle's query and values). */
function innermostMessage(error: unknown): string {
  let message = String(error);
  for (const link of chainOf(error)) {
    const own = link instanceof Error ? link.message : stringField(link, "message");
    if (own) message = own;
  }
  return message;
}

/** The statement that failed, when Drizzle ran it. */
function failedQuery(error: unknown): string | undefined {
  for (const link of chainOf(error)) {
    const query = stringField(link, "query");
    if (query) return query;
  }
  return undefined;
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** SQLSTATEs of a server that ended or refused the session: shutdown, crash, starting, full. */
const SESSION_ENDED_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres's own words for a connection that is gone (it gives them no code). */
const LOST_MESSAGE =
  /^Connection terminated|not queryable|timeout exceeded when trying to connect/i;

/**
 * Whether the statement failed because the connection to the database was lost or could not be
 * made (a restart, a fail-over, the network), rather than because of what it asked: the request
 * may be tried again in a moment, on a new connection.
 */
export function isConnectionLost(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const code = stringField(link, "code");
    if (code && (NETWORK_CODES.has(code) || SESSION_ENDED_CODES.has(code) || /^08/.test(code)))
      return true;
    const message = link instanceof Error ? link.message : undefined;
    if (message && LOST_MESSAGE.test(message)) return true;
  }
  return false;
}

/** `text` without the password of the connection URL, wherever it appears. */
export function withoutPassword(text: string, connectionString: string | undefined): string {
  if (!connectionString) return text;
  let written = "";
  try {
    written = new URL(connectionString).password;
  } catch {
    return text;
  }
  if (!written) return text;
  // As written in the URL (percent-encoded) and as the driver uses it.
  return text.replaceAll(written, "***").replaceAll(decodeURIComponent(written), "***");
}

interface Target {
  address: string;
  host: string;
  user: string;
  database: string;
}

function targetOf(connectionString: string): Target | null {
  try {
    const url = new URL(connectionString);
    const host = decodeURIComponent(url.hostname) || "localhost";
    return {
      host,
      address: `${host}:${url.port || "5432"}`,
      user: decodeURIComponent(url.username),
      database: decodeURIComponent(url.pathname.slice(1)),
    };
  } catch {
    return null;
  }
}

/** Why a connection could not be made, for the network's codes. */
const UNREACHABLE: Record<string, (target: Target) => string> = {
  ECONNREFUSED: () => "connection refused",
  ETIMEDOUT: () => "no answer in time",
  EHOSTUNREACH: () => "no route to the host",
  ENETUNREACH: () => "no route to the host",
  ENOTFOUND: (target) => `the host name "${target.host}" was not found`,
  EAI_AGAIN: (target) => `the host name "${target.host}" could not be looked up`,
};

/**
 * What went wrong with the database, in plain words for the person starting the server:
 * where it is (never the password), and the database's own reason.
 */
export function describeDatabaseFailure(error: unknown, connectionString: string): string {
  const target = targetOf(connectionString);
  const code = faultCode(error);
  const state = sqlStateOf(error);
  const reason = innermostMessage(error);
  const user = target?.user ? `The database user "${target.user}"` : "The database user";
  let description = reason;
  if (target && code && UNREACHABLE[code])
    description = `Could not reach the database at ${target.address}: ${UNREACHABLE[code](target)}`;
  else if (target && /timeout exceeded when trying to connect/i.test(reason))
    description = `Could not reach the database at ${target.address}: no answer in time`;
  else if (state?.startsWith("28") || state === "57P03" || state === "53300")
    description = `The database${target ? ` at ${target.address}` : ""} refused the connection: ${reason}`;
  else if (target && isConnectionLost(error))
    description = `The database at ${target.address} closed the connection: ${reason}`;
  else if (state === "3D000") description = `The database does not exist: ${reason}`;
  else if (state === "42501")
    description = /^\s*create schema/i.test(failedQuery(error) ?? "")
      ? `${user} may not create schemas: ${reason}`
      : `${user} lacks a right the site needs: ${reason}`;
  else if (state) description = `The database refused a statement: ${reason} (${state})`;
  return withoutPassword(description, connectionString);
}
