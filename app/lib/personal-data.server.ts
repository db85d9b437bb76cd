import { type AnyColumn, asc, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { db } from "#app/lib/db/client.server";
import { paymentsFor } from "#app/lib/payments/records.server";

/**
 * "Download my data": each feature gives its part through its index.server.ts, and the accounts
 * feature puts the parts together in one ZIP (data.json and the files).
 */

/** Whose data: the signed-in account, and the browser asking (drafts are tied to its cookies). */
export interface DataSubject {
  userId: string;
  email: string;
  /**
   * The account's address once the user has confirmed it is theirs, else null. Anyone can sign up
   * with any address, so records found by the address alone (forms, registrations, emails sent)
   * are given only for a confirmed one.
   */
  confirmedEmail: string | null;
  request: Request;
}

/** A file for the ZIP, read only when its turn comes (one file in memory at a time). */
export interface PersonalFile {
  /** Its path in the ZIP ("cvs/Amina CV.pdf"); the records name the file by this path. */
  path: string;
  read: () => Promise<Uint8Array | null>;
}

export interface PersonalData {
  /**
   * One key per kind of record, each a list of rows: the person's own data, without storage keys,
   * password hashes, tokens or anybody else's data.
   */
  records: Record<string, unknown[]>;
  files?: PersonalFile[];
  /** Audit-log targets naming these records ("business:12"): entries about them are theirs too. */
  auditTargets?: string[];
}

/**
 * The column (or JSON field) holds this address, compared as email is: trimmed, any case. No
 * address (not confirmed) matches nothing.
 */
export function sameEmail(value: AnyColumn | SQL, email: string | null): SQL {
  if (email === null) return sql`false`;
  return sql`lower(trim(${value})) = ${email.trim().toLowerCase()}`;
}

/** The chosen columns of a table's rows that are the person's (`where`), in the order given. */
export function personRows<Columns extends SelectedFields>(
  table: PgTable,
  columns: Columns,
  where: SQL,
  ...order: SQL[]
) {
  const rows = db()
    .select(columns)
    .from(table)
    .where(where)
    .orderBy(...order);
  // Drizzle's builder types do not follow a selection that is still a type parameter.
  return rows as unknown as Promise<SelectResultFields<Columns>[]>;
}

/** The registrations (summer, competition) made with the person's confirmed email, oldest first. */
function registrationsOf<
  Registrations extends PgTable & { parentEmail: AnyColumn; createdAt: AnyColumn },
>(table: Registrations, subject: DataSubject) {
  return personRows(
    table,
    getTableColumns(table),
    sameEmail(table.parentEmail, subject.confirmedEmail),
    asc(table.createdAt),
  );
}

/**
 * The person's registrations for a paid feature (summer, competition) with the payments made for
 * them, and the audit targets (`kind:id`) the export names.
 */
export async function paidRegistrationsOf<
  Registrations extends PgTable & { id: AnyColumn; parentEmail: AnyColumn; createdAt: AnyColumn },
>(table: Registrations, subject: DataSubject, purpose: string, auditKind: string) {
  const registrations = await registrationsOf(table, subject);
  const ids = registrations.map((registration) => registration.id as string);
  return {
    registrations,
    ids,
    payments: await paymentsFor(purpose, ids),
    auditTargets: ids.map((id) => `${auditKind}:${id}`),
  };
}

/** The rows that hang off the person's records (a registration's children, a donation's payments), in the order given. */
export async function rowsBelongingTo(
  table: PgTable,
  parent: AnyColumn,
  ids: readonly string[],
  ...order: SQL[]
): Promise<unknown[]> {
  if (ids.length === 0) return [];
  return db()
    .select()
    .from(table)
    .where(inArray(parent, ids))
    .orderBy(...order);
}

const UNSAFE_CHARACTERS = /[\p{Cc}<>:"|?*]/gu;

/**
 * A name a visitor gave a file (its original name), made safe as the last part of a path in a
 * ZIP: no folders, no characters Windows refuses, not hidden, at most 100 characters. Empty when
 * nothing usable is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_CHARACTERS, "_").replace(/^[\s.]+|[\s.]+$/g, "");
  if (cleaned.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 100 - ext.length) + ext;
}

/** `path`, or "name (2).ext", "name (3).ext"… when a file of the archive already has that path. */
export function uniquePath(path: string, taken: Set<string>): string {
  const dot = path.lastIndexOf(".");
  const slash = path.lastIndexOf("/");
  const hasExt = dot > slash + 1;
  const stem = hasExt ? path.slice(0, dot) : path;
  const ext = hasExt ? path.slice(dot) : "";
  let candidate = path;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
