import { asc, eq, inArray, or } from "drizzle-orm";
import { getSiteSettings } from "#app/lib/config/settings.server";
import type { SiteConfig } from "#app/lib/config/site";
import { db } from "#app/lib/db/client.server";
import { auditLog } from "#app/lib/db/schema";
import type { FeatureList } from "#app/lib/features/descriptor";
import type { DataSubject, PersonalFile } from "#app/lib/personal-data.server";
import { type ZipEntry, zipStream } from "#app/lib/zip.server";

/**
 * The audit entries the person made, and those about their records. Who acted for the centre is
 * not theirs to know by name; the details of an entry are given only when it is about their own
 * record (an administrator's entries about other people's records carry those people's data).
 */
async function auditEntries(subject: DataSubject, targets: ReadonlySet<string>) {
  const rows = await db()
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, subject.userId),
        targets.size > 0 ? inArray(auditLog.target, [...targets]) : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    target: row.target,
    by: row.actorId === subject.userId ? "you" : "the centre",
    details: targets.has(row.target) ? row.details : null,
    createdAt: row.createdAt,
  }));
}

/**
 * Every feature's part (in the order of the list) put together: records of the same kind from
 * several features share one list.
 */
async function collect(subject: DataSubject, features: FeatureList) {
  const parts = await Promise.all(
    features.flatMap((feature) => feature.personalData?.export?.(subject) ?? []),
  );
  const records: Record<string, unknown[]> = {};
  for (const part of parts)
    for (const [kind, rows] of Object.entries(part.records))
      records[kind] = [...(records[kind] ?? []), ...rows];
  const targets = new Set(parts.flatMap((part) => part.auditTargets ?? []));
  records.auditEntries = await auditEntries(subject, targets);
  return { records, files: parts.flatMap((part) => part.files ?? []) };
}

function about(subject: DataSubject, site: SiteConfig): string {
  return (
    `Everything ${site.name} holds about the account ${subject.email}: one list per kind of ` +
    "record. Files the records name (CVs, logos, pictures) are in this ZIP at the path given. " +
    "Left out are your password, sign-in tokens and other people's data" +
    (subject.confirmedEmail
      ? ". "
      : ", and the forms and registrations sent with your email address: confirm the address " +
        "on your dashboard and they are included. ") +
    `Questions: ${site.emails.contact}.`
  );
}

const encoder = new TextEncoder();

/** The files first, one at a time, then data.json, which can then say which files were missing. */
async function* entries(
  subject: DataSubject,
  records: Record<string, unknown[]>,
  files: readonly PersonalFile[],
  now: Date,
): AsyncGenerator<ZipEntry> {
  const missingFiles: string[] = [];
  for (const file of files) {
    const bytes = await file.read();
    if (bytes) yield { path: file.path, bytes, compress: false };
    else missingFiles.push(file.path);
  }
  const data = {
    about: about(subject, await getSiteSettings()),
    emailConfirmed: subject.confirmedEmail !== null,
    exportedAt: now.toISOString(),
    ...records,
    ...(missingFiles.length > 0 ? { missingFiles } : {}),
  };
  yield { path: "data.json", bytes: encoder.encode(JSON.stringify(data, null, 2)), compress: true };
}

/**
 * "Download my data": a ZIP of data.json (every record held about the person) and their files.
 * The records are read before the answer starts, so a database failure is an error page; the
 * files are read while the ZIP is sent.
 */
export async function personalDataZip(
  subject: DataSubject,
  features: FeatureList,
  now = new Date(),
): Promise<ReadableStream<Uint8Array>> {
  const { records, files } = await collect(subject, features);
  return zipStream(entries(subject, records, files, now));
}
