import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { isNotNull, like, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import type { FeatureList, UploadReference } from "#app/lib/features/descriptor";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import { UPLOAD_KEY, uploadUrl } from "./rules";
import { UPLOAD_TEMPORARY_SUFFIX, uploadsDirectory } from "./storage.server";

/**
 * Public uploads are named by their content, so one file may serve several records; it is removed
 * only when none names it. The columns that hold upload keys are those the features declare
 * (their descriptor's `uploads`), read here for the media library's delete and the daily sweep.
 */

/** An upload key anywhere in a text (UPLOAD_KEY without its anchors). */
const KEY_IN_TEXT = new RegExp(UPLOAD_KEY.source.slice(1, -1), "g");
const UPLOAD_IN_TEXT = new RegExp(`${uploadUrl("")}(${KEY_IN_TEXT.source})`, "g");

const keysIn = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? match[0]);

/** The public uploads the features declare, of one kind. */
const declared = (features: FeatureList, holds: UploadReference["holds"]) =>
  features.flatMap((feature) =>
    (feature.uploads ?? []).filter((use) => use.store === "public" && use.holds === holds),
  );

/**
 * The upload keys records hold: in a column of their own (library images, blog covers, business
 * logos, job seekers' pictures) or in a JSON payload (unsent directory drafts, whose payload may
 * carry a picture kept for the form).
 */
export async function uploadsNamedByRecords(features: FeatureList): Promise<Set<string>> {
  const [keys, payloads] = await Promise.all([
    Promise.all(
      declared(features, "key").map(({ table, column }) =>
        db().select({ key: column }).from(table).where(isNotNull(column)),
      ),
    ),
    Promise.all(
      declared(features, "json").map(({ table, column }) =>
        db()
          .select({ payload: sql<string>`${column}::text` })
          .from(table),
      ),
    ),
  ]);
  const named = new Set<string>();
  for (const { key } of keys.flat()) if (typeof key === "string" && key) named.add(key);
  for (const { payload } of payloads.flat())
    for (const key of keysIn(payload, KEY_IN_TEXT)) named.add(key);
  return named;
}

/** Upload keys the Markdown of pages (and their saved versions), projects and posts shows. */
async function uploadsShownInText(features: FeatureList): Promise<Set<string>> {
  const bodies = await Promise.all(
    declared(features, "markdown").map(({ table, column }) =>
      db()
        .select({ body: sql<string>`${column}` })
        .from(table)
        .where(like(column, `%${uploadUrl("")}%`)),
    ),
  );
  return new Set(bodies.flat().flatMap(({ body }) => keysIn(body, UPLOAD_IN_TEXT)));
}

/** A day, so that a form sent back with errors can still come back with the image it holds. */
const UNUSED_UPLOAD_PERIOD = RETENTION_RULES.unusedImages.period;

const isSwept = (name: string) =>
  UPLOAD_KEY.test(name) ||
  (UPLOAD_KEY.test(name.split(".").slice(0, 2).join(".")) &&
    name.endsWith(UPLOAD_TEMPORARY_SUFFIX));

/** Files of the uploads folder, with their last change, that are uploads or half-written ones. */
async function sweptFiles(directory: string): Promise<{ name: string; changed: number }[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return []; // no upload yet
  }
  const files = await Promise.all(
    names.filter(isSwept).map(async (name) => {
      try {
        return { name, changed: (await stat(path.join(directory, name))).mtimeMs };
      } catch {
        return null; // removed meanwhile
      }
    }),
  );
  return files.filter((file) => file !== null);
}

/**
 * The uploads nothing uses at `now`: stored (or last stored again) over a day ago and named by no
 * record and no Markdown. A deleted profile's picture, a replaced logo or cover, an image sent
 * with a form that never came back.
 */
export async function unusedUploads(
  features: FeatureList,
  now: Date,
  directory: string = uploadsDirectory(),
): Promise<string[]> {
  const cutoff = retentionCutoff(UNUSED_UPLOAD_PERIOD, now).getTime();
  const old = (await sweptFiles(directory)).filter((file) => file.changed < cutoff);
  if (old.length === 0) return [];
  const [named, shown] = await Promise.all([
    uploadsNamedByRecords(features),
    uploadsShownInText(features),
  ]);
  return old.map((file) => file.name).filter((name) => !named.has(name) && !shown.has(name));
}

/**
 * Deletes the unused uploads (the daily retention job); the answer is how many. A file stored
 * again since it was listed (a form took the same image) is kept.
 */
export async function removeUnusedUploads(
  features: FeatureList,
  now: Date,
  directory: string = uploadsDirectory(),
): Promise<number> {
  const cutoff = retentionCutoff(UNUSED_UPLOAD_PERIOD, now).getTime();
  let removed = 0;
  for (const name of await unusedUploads(features, now, directory)) {
    const file = path.join(directory, name);
    try {
      if ((await stat(file)).mtimeMs >= cutoff) continue;
      await unlink(file);
      removed += 1;
    } catch {
      // removed meanwhile, by another server's run
    }
  }
  return removed;
}
