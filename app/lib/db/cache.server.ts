import { type DatabaseHandle, database } from "./client.server";

/**
 * How long a copy may be used at most. It is dropped at once when this process writes anything
 * to the database; this is the time in which a change made by another server (several app
 * servers on one PostgreSQL) reaches this one's pages.
 */
export const SHARED_READ_MAX_AGE_MS = 2_000;
/** More keys than the site ever asks for (pages of months, days); past it the oldest go. */
const MAX_ENTRIES = 500;

interface Entry {
  handle: DatabaseHandle;
  writes: number;
  readAt: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

/**
 * Data most pages show and staff rarely change (the header's projects, the prayer days, the
 * latest posts…), read once for every request that asks while this process has written nothing
 * since, and at most SHARED_READ_MAX_AGE_MS ago. Requests that ask while it is being read share
 * that read. The value is shared: callers must not change it. A failed read is not kept.
 */
export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const handle = database();
  const writes = handle.writes();
  const now = Date.now();
  const entry = entries.get(key);
  if (
    entry?.handle === handle &&
    entry.writes === writes &&
    now - entry.readAt < SHARED_READ_MAX_AGE_MS
  )
    return entry.value as Promise<T>;
  const value = read();
  entries.delete(key);
  entries.set(key, { handle, writes, readAt: now, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) {
    const [oldest] = entries.keys();
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}
