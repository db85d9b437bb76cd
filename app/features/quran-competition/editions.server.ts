import { and, asc, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type Database, db } from "#app/lib/db/client.server";
import { competitionEditions, competitionRegistrations } from "#app/lib/db/schema";
import { lockedRow, storedVersion } from "#app/lib/db/versioned-rows.server";
import type { DemoContent } from "#app/lib/features/descriptor";
import { pick } from "#app/lib/pick";
import { addDays, localDate } from "#app/lib/time/london";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave } from "#app/lib/versions";
import {
  closesAtFor,
  copiedEdition,
  currentEdition,
  EDITION_FORM_LABELS,
  type Edition,
  type EditionStatus,
  editionFormValues,
} from "./editions";

type Actor = { id: string | null; email: string };
type Row = typeof competitionEditions.$inferSelect;

const EDITION_MESSAGES = {
  notFound: "Edition not found.",
  yearTaken: "There is already an edition for that year.",
  noEdition: "There is no edition to copy yet: create one first.",
  created: (title: string) => `${title} created as a draft.`,
  copied: (title: string) => `${title} created as a draft, copied from the last edition.`,
  saved: (title: string) => `${title} saved.`,
  status: (title: string, status: EditionStatus) => `${title} is now ${status}.`,
} as const;

/** The fields an edition has as stored and as edited alike. */
const EDITION_FIELDS = [
  "year",
  "title",
  "eventDate",
  "venue",
  "feePence",
  "minAge",
  "maxAge",
  "groupMin",
  "groupMax",
  "rulesText",
] as const;

function toEdition(row: Row): Edition {
  return {
    id: row.id,
    ...pick(row, EDITION_FIELDS),
    closesAt: row.registrationClosesAt.getTime(),
    status: row.status,
    demo: row.demo,
  };
}

const inputValues = (edition: EditionInput) => ({
  ...pick(edition, EDITION_FIELDS),
  registrationClosesAt: new Date(edition.closesAt),
});

const toValues = (edition: Omit<Edition, "id">) => ({
  ...inputValues(edition),
  status: edition.status,
  demo: edition.demo,
});

export async function listEditions(): Promise<Edition[]> {
  const rows = await db()
    .select()
    .from(competitionEditions)
    .orderBy(desc(competitionEditions.eventDate));
  return rows.map(toEdition);
}

export async function findEdition(
  id: number,
  executor: Pick<Database, "select"> = db(),
): Promise<Edition | null> {
  if (!Number.isSafeInteger(id)) return null;
  const [row] = await executor
    .select()
    .from(competitionEditions)
    .where(eq(competitionEditions.id, id));
  return row ? toEdition(row) : null;
}

/** The edition visitors see at `now` (see currentEdition); the migration always makes one. */
export async function editionAt(now: number): Promise<Edition> {
  const rows = await db()
    .select()
    .from(competitionEditions)
    .orderBy(asc(competitionEditions.eventDate));
  const edition = currentEdition(rows.map(toEdition), now);
  if (!edition) throw new Error("no competition edition is published");
  return edition;
}

/** The edition an admin page shows: `?edition=` when it exists, else the current one. */
export async function adminEdition(request: Request, now: number): Promise<Edition> {
  const wanted = Number(new URL(request.url).searchParams.get("edition") ?? "");
  return (wanted ? await findEdition(wanted) : null) ?? (await editionAt(now));
}

export type EditionInput = Omit<Edition, "id" | "status" | "demo">;

function isYearTaken(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type EditionOutcome =
  | { ok: true; message: string; id: number }
  | { ok: false; message: string; field?: "year" };

export async function createEdition(actor: Actor, input: EditionInput): Promise<EditionOutcome> {
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(competitionEditions)
        .values(toValues({ ...input, status: "draft", demo: false }))
        .returning();
      if (!row) throw new Error("edition not stored");
      await recordAudit(
        actor,
        "competition.edition.create",
        `competition_edition:${row.id}`,
        { year: row.year },
        tx,
      );
      return { ok: true, message: EDITION_MESSAGES.created(row.title), id: row.id };
    });
  } catch (error) {
    if (isYearTaken(error))
      return { ok: false, message: EDITION_MESSAGES.yearTaken, field: "year" };
    throw error;
  }
}

/** Copies the latest edition to the next year (see copiedEdition), as a draft. */
export async function copyLastEdition(actor: Actor): Promise<EditionOutcome> {
  const [last] = await db()
    .select()
    .from(competitionEditions)
    .orderBy(desc(competitionEditions.year))
    .limit(1);
  if (!last) return { ok: false, message: EDITION_MESSAGES.noEdition };
  const copy = copiedEdition(toEdition(last));
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx.insert(competitionEditions).values(toValues(copy)).returning();
      if (!row) throw new Error("edition not stored");
      await recordAudit(
        actor,
        "competition.edition.copy",
        `competition_edition:${row.id}`,
        { from: last.id, year: row.year },
        tx,
      );
      return { ok: true, message: EDITION_MESSAGES.copied(row.title), id: row.id };
    });
  } catch (error) {
    if (isYearTaken(error)) return { ok: false, message: EDITION_MESSAGES.yearTaken };
    throw error;
  }
}

/** The edition editor's version: when the edition was last saved (null when there is none). */
export async function editionVersion(id: number): Promise<string | null> {
  return storedVersion(competitionEditions, eq(competitionEditions.id, id));
}

export async function updateEdition(
  actor: Actor,
  id: number,
  input: EditionInput,
  /** The version the editor opened and the form as sent: a save over a newer one is refused. */
  check: SaveCheck = NO_CHECK,
): Promise<EditionOutcome | { ok: false; stale: StaleSave }> {
  try {
    return await db().transaction(async (tx) => {
      const before = await lockedRow(tx, competitionEditions, eq(competitionEditions.id, id));
      if (!before) return { ok: false, message: EDITION_MESSAGES.notFound };
      const stale = staleSave(
        before.updatedAt,
        check,
        () => editionFormValues(toEdition(before)),
        EDITION_FORM_LABELS,
      );
      if (stale) return { ok: false, stale };
      const [row] = await tx
        .update(competitionEditions)
        .set({ ...inputValues(input), updatedAt: sql`now()` })
        .where(eq(competitionEditions.id, id))
        .returning();
      if (!row) return { ok: false, message: EDITION_MESSAGES.notFound };
      await recordAudit(
        actor,
        "competition.edition.update",
        `competition_edition:${id}`,
        { ...input },
        tx,
      );
      return { ok: true, message: EDITION_MESSAGES.saved(row.title), id };
    });
  } catch (error) {
    if (isYearTaken(error))
      return { ok: false, message: EDITION_MESSAGES.yearTaken, field: "year" };
    throw error;
  }
}

export async function setEditionStatus(
  actor: Actor,
  id: number,
  status: EditionStatus,
): Promise<EditionOutcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(competitionEditions)
      .where(eq(competitionEditions.id, id));
    if (!before) return { ok: false, message: EDITION_MESSAGES.notFound };
    await tx
      .update(competitionEditions)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(competitionEditions.id, id));
    await recordAudit(
      actor,
      "competition.edition.status",
      `competition_edition:${id}`,
      { from: before.status, to: status },
      tx,
    );
    return { ok: true, message: EDITION_MESSAGES.status(before.title, status), id };
  });
}

/**
 * Demo content: while no edition is to come, an open "demo" edition five weeks from today
 * (deadline a week before), so the form can be tried any day of the year. Idempotent: one demo
 * edition at most; once its deadline has passed, a later start moves it on again.
 */
export async function seedDemoEdition(now = Date.now()): Promise<void> {
  const today = localDate(now);
  const editions = await listEditions();
  const demo = editions.find((edition) => edition.demo);
  const real = editions.filter((edition) => !edition.demo);
  if (real.some((edition) => edition.eventDate >= today)) return;
  if (demo && demo.closesAt >= now) return;
  const latest = real[0];
  const eventDate = addDays(today, 35);
  const year = Math.max(Number(eventDate.slice(0, 4)), (latest?.year ?? 0) + 1);
  const values = toValues({
    year,
    title: `Winter Qur'an Competition ${year} (demo)`,
    eventDate,
    venue: latest?.venue ?? "Watford Islamic Centre",
    feePence: latest?.feePence ?? 500,
    closesAt: closesAtFor(addDays(eventDate, -7)),
    minAge: latest?.minAge ?? 5,
    maxAge: latest?.maxAge ?? 25,
    groupMin: latest?.groupMin ?? 10,
    groupMax: latest?.groupMax ?? 15,
    rulesText: "",
    status: "open",
    demo: true,
  });
  if (demo)
    await db()
      .update(competitionEditions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(competitionEditions.id, demo.id));
  else await db().insert(competitionEditions).values(values).onConflictDoNothing();
}

/**
 * The demo edition while nobody has registered for it (the seed rewrites it at each start, so
 * an edit of it is not the centre's own; a registration is someone's, and keeps it).
 */
export const demoEditions: DemoContent = {
  label: "Competition editions",
  find: (database) =>
    database
      .select({ id: competitionEditions.id, title: competitionEditions.title })
      .from(competitionEditions)
      .where(
        and(
          eq(competitionEditions.demo, true),
          notExists(
            database
              .select({ id: competitionRegistrations.id })
              .from(competitionRegistrations)
              .where(eq(competitionRegistrations.editionId, competitionEditions.id)),
          ),
        ),
      ),
  remove: async (database, ids) => {
    await database.delete(competitionEditions).where(inArray(competitionEditions.id, [...ids]));
  },
};
