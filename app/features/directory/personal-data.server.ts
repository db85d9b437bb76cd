import { asc, eq, getTableColumns } from "drizzle-orm";
import { columnsOf } from "#app/lib/db/columns";
import { businesses, categorySuggestions, jobSeekers } from "#app/lib/db/schema";
import {
  type DataSubject,
  type PersonalData,
  type PersonalFile,
  personRows,
  safeFileName,
  uniquePath,
} from "#app/lib/personal-data.server";
import { readUpload } from "#app/lib/uploads/images.server";
import { readPrivateFile } from "#app/lib/uploads/private-files.server";
import { listDrafts } from "./drafts.server";
import { CV_TYPES, cvFileName } from "./seekers/cv";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The files the records name (CVs, logos, profile pictures), each once, and the records with
 * their storage keys replaced by the file's path in the ZIP (a CV's key is never given out).
 */
function fileCollector() {
  const files: PersonalFile[] = [];
  const taken = new Set<string>();
  const pathOfKey = new Map<string, string>();
  const add = (key: string, wanted: string, read: () => Promise<Uint8Array | null>) => {
    const known = pathOfKey.get(key);
    if (known) return known;
    const path = uniquePath(wanted, taken);
    pathOfKey.set(key, path);
    files.push({ path, read });
    return path;
  };
  const image = (key: unknown) =>
    text(key) ? add(`image:${key}`, `images/${key}`, () => readUpload(text(key))) : null;
  const cv = (record: Record<string, unknown>) => {
    const key = text(record.cvFile);
    if (!key) return null;
    const ext = CV_TYPES[text(record.cvType)]?.ext ?? key.split(".").pop() ?? "bin";
    // The name it was uploaded with, or "{name}_CV.ext" as the CV viewer offers it.
    let name = safeFileName(text(record.cvName)) || cvFileName(text(record.fullName), ext);
    if (!name.includes(".")) name = `${name}.${ext}`;
    return add(`cv:${key}`, `cvs/${name}`, () => readPrivateFile(key));
  };
  return {
    files,
    /** The record as given out: its files named by their paths in the ZIP. */
    withFiles<T extends Record<string, unknown>>(record: T): T {
      const named: Record<string, unknown> = { ...record };
      if ("logo" in record) named.logo = image(record.logo);
      if ("profilePicture" in record) named.profilePicture = image(record.profilePicture);
      if ("cvFile" in record) named.cvFile = cv(record);
      return named as T;
    },
  };
}

/** The person's listings of one kind (businesses or job-seeker profiles), oldest first. */
const listingsOf = <Listings extends typeof businesses | typeof jobSeekers>(
  table: Listings,
  userId: string,
) => personRows(table, getTableColumns(table), eq(table.ownerId, userId), asc(table.id));

/**
 * The person's businesses and job-seeker profiles (with their CVs, logos and pictures), their
 * category suggestions, and the drafts this browser saved.
 */
export async function personalData(subject: DataSubject): Promise<PersonalData> {
  const [ownBusinesses, ownSeekers, suggestions, drafts] = await Promise.all([
    listingsOf(businesses, subject.userId),
    listingsOf(jobSeekers, subject.userId),
    personRows(
      categorySuggestions,
      columnsOf(categorySuggestions, ["id", "suggestion", "createdAt"]),
      eq(categorySuggestions.userId, subject.userId),
      asc(categorySuggestions.id),
    ),
    listDrafts(subject.request),
  ]);
  const collector = fileCollector();
  return {
    records: {
      businesses: ownBusinesses.map(collector.withFiles),
      jobSeekerProfiles: ownSeekers.map(collector.withFiles),
      categorySuggestions: suggestions,
      directoryDrafts: drafts.map((draft) => ({
        id: draft.id,
        kind: draft.kind,
        createdAt: draft.createdAt,
        payload: collector.withFiles(draft.payload),
      })),
    },
    files: collector.files,
    auditTargets: [
      ...ownBusinesses.map((business) => `business:${business.id}`),
      ...ownSeekers.map((seeker) => `job-seeker:${seeker.id}`),
    ],
  };
}
