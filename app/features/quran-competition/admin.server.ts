import { and, asc, eq, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { toCsv } from "#app/lib/csv";
import { db } from "#app/lib/db/client.server";
import { competitionRegistrations } from "#app/lib/db/schema";
import { isUuid } from "#app/lib/http/ids";
import { type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { markEntryPaid, participantName } from "./competition.server";
import { type Edition, groupCapacity } from "./editions";
import {
  CATEGORIES,
  categoryLabel,
  groupLabel,
  isGroupInCategory,
  rankScores,
  STATUS,
} from "./rules";
import { ADMIN_MESSAGES, type SheetScores } from "./schema";

type Actor = { id: string | null; email: string };

export interface AdminEntry {
  id: string;
  participant: string;
  registeringAs: string;
  age: number;
  gender: string;
  postcode: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  category: number;
  group: string;
  status: string;
  paidBy: string | null;
  registrationDate: string;
}

/** An edition's registrations. */
export async function listEntries(editionId: number): Promise<AdminEntry[]> {
  const rows = await db()
    .select()
    .from(competitionRegistrations)
    .where(eq(competitionRegistrations.editionId, editionId))
    .orderBy(
      asc(competitionRegistrations.category),
      asc(competitionRegistrations.group),
      asc(competitionRegistrations.createdAt),
    );
  return rows.map((row) => ({
    id: row.id,
    participant: participantName(row),
    registeringAs: row.registeringAs,
    age: row.age,
    gender: row.gender,
    postcode: row.postcode,
    parentName: row.parentName,
    parentEmail: row.parentEmail,
    parentPhone: row.parentPhone,
    category: row.category,
    group: row.group,
    status: row.status,
    paidBy: row.paidBy,
    registrationDate: row.registrationDate,
  }));
}

/** Entries arranged by category, then group, with each group's count and the edition's capacity. */
export function byCategoryAndGroup(
  entries: AdminEntry[],
  edition: Pick<Edition, "groupMin" | "groupMax">,
) {
  return CATEGORIES.map((category) => ({
    id: category.id,
    name: categoryLabel(category.id),
    groups: category.groups.map((group) => {
      const members = entries.filter(
        (entry) => entry.category === category.id && entry.group === group.id,
      );
      return {
        id: group.id,
        label: group.label,
        count: members.length,
        paid: members.filter((entry) => entry.status === STATUS.paid).length,
        min: edition.groupMin,
        max: edition.groupMax,
        capacity: groupCapacity(edition, members.length),
        entries: members,
      };
    }),
  }));
}

export function entriesCsv(entries: AdminEntry[]): string {
  return toCsv(
    [
      "id",
      "participant",
      "registering_as",
      "age",
      "gender",
      "postcode",
      "category",
      "group",
      "status",
      "paid_by",
      "parent_name",
      "parent_email",
      "parent_phone",
      "registration_date",
    ],
    entries.map((entry) => [
      entry.id,
      entry.participant,
      entry.registeringAs,
      entry.age,
      entry.gender,
      entry.postcode,
      categoryLabel(entry.category),
      groupLabel(entry.category, entry.group),
      entry.status,
      entry.paidBy ?? "",
      entry.parentName,
      entry.parentEmail,
      entry.parentPhone,
      entry.registrationDate,
    ]),
  );
}

/** What an admin action did: its message, or why it did nothing (a form error or a field's). */
export type AdminOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; status: 400 | 409; field?: "group" };

const refused = (message: string, status: 400 | 409, field?: "group"): AdminOutcome => ({
  ok: false,
  message,
  status,
  ...(field ? { field } : {}),
});

export async function adminMarkPaid(actor: Actor, id: string): Promise<AdminOutcome> {
  if (!isUuid(id)) return refused(ADMIN_MESSAGES.notFound, 400);
  return db().transaction(async (tx) => {
    const row = await markEntryPaid(tx, id, `manual:${actor.email}`);
    if (!row) return refused(ADMIN_MESSAGES.notPending, 409);
    await recordAudit(actor, "competition.mark-paid", `competition_registration:${id}`, {}, tx);
    return { ok: true, message: ADMIN_MESSAGES.markedPaid(participantName(row)) };
  });
}

export async function adminMoveGroup(
  actor: Actor,
  id: string,
  group: string,
): Promise<AdminOutcome> {
  if (!isUuid(id)) return refused(ADMIN_MESSAGES.notFound, 400);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(competitionRegistrations)
      .where(eq(competitionRegistrations.id, id));
    if (!row) return refused(ADMIN_MESSAGES.notFound, 400);
    if (!isGroupInCategory(row.category, group))
      return refused(ADMIN_MESSAGES.otherCategory, 400, "group");
    if (row.group === group) return refused(ADMIN_MESSAGES.sameGroup, 400, "group");
    await tx
      .update(competitionRegistrations)
      .set({ group, updatedAt: sql`now()` })
      .where(
        and(eq(competitionRegistrations.id, id), eq(competitionRegistrations.group, row.group)),
      );
    await recordAudit(
      actor,
      "competition.move-group",
      `competition_registration:${id}`,
      { from: row.group, to: group, category: row.category },
      tx,
    );
    return {
      ok: true,
      message: ADMIN_MESSAGES.moved(participantName(row), groupLabel(row.category, group)),
    };
  });
}

// ---- judges' scoring sheet ----

const inGroup = (editionId: number, categoryId: number, group: string) =>
  and(
    eq(competitionRegistrations.editionId, editionId),
    eq(competitionRegistrations.category, categoryId),
    eq(competitionRegistrations.group, group),
  );

/** A group's criteria, or null when the category has no such group. */
function groupCriteria(categoryId: number, group: string) {
  const category = CATEGORIES.find((option) => option.id === categoryId);
  return category && isGroupInCategory(categoryId, group) ? category.scoring : null;
}

type Scores = (number | null)[];

/** One score per criterion, as the sheet shows it (null: not given yet). */
const shownScores = (criteria: string[], score: (index: number) => number | null | undefined) =>
  criteria.map((_, index) => score(index) ?? null);

const sameScores = (a: Scores, b: Scores) => a.every((score, index) => score === b[index]);

/** When any row of the sheet was last saved: the sheet's version (null for an empty group). */
const lastSaved = (rows: { updatedAt: Date }[]) =>
  rows.reduce<Date | null>(
    (newest, row) => (newest && newest >= row.updatedAt ? newest : row.updatedAt),
    null,
  );

export async function groupSheet(editionId: number, categoryId: number, group: string) {
  const scoring = groupCriteria(categoryId, group);
  if (!scoring) return null;
  const rows = await db()
    .select()
    .from(competitionRegistrations)
    .where(inGroup(editionId, categoryId, group))
    .orderBy(asc(competitionRegistrations.createdAt));
  const { criteria } = scoring;
  const sheet = rows.map((row) => ({
    id: row.id,
    name: participantName(row),
    scores: shownScores(criteria, (index) => row.scores?.[index]),
  }));
  const savedAt = lastSaved(rows);
  return {
    category: categoryLabel(categoryId),
    group: groupLabel(categoryId, group),
    criteria,
    maxTotal: scoring.maxTotal,
    sheet,
    ranking: rankScores(sheet, criteria.length),
    version: savedAt ? versionOf(savedAt) : null,
  };
}

/**
 * Stores the judges' scores of a group's participants (a score not given stays empty). A sheet
 * opened on an older `version` than the group's last save is refused whole, nothing written,
 * naming the participants saved since whose scores differ from the typed ones; null once saved.
 */
export async function saveScores(
  actor: Actor,
  editionId: number,
  categoryId: number,
  group: string,
  typed: SheetScores,
  version: string | null = null,
): Promise<StaleSave | null> {
  const scoring = groupCriteria(categoryId, group);
  if (!scoring) return null;
  const { criteria } = scoring;
  return db().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(competitionRegistrations)
      .where(inGroup(editionId, categoryId, group))
      .orderBy(asc(competitionRegistrations.createdAt))
      .for("update");
    const entries = rows.map((row) => ({
      row,
      stored: shownScores(criteria, (index) => row.scores?.[index]),
      sent: shownScores(criteria, (index) => typed[row.id]?.[String(index)]),
    }));
    const byId = <Value>(value: (entry: (typeof entries)[number]) => Value) =>
      Object.fromEntries(entries.map((entry) => [entry.row.id, value(entry)]));
    const savedAt = lastSaved(rows);
    const stale =
      savedAt &&
      staleSave(
        savedAt,
        { version, sent: byId(({ sent }) => sent) },
        () => byId(({ stored }) => stored),
        // Rows saved since the sheet was opened are someone else's work; any other row differs
        // only by this judge's typing, which is no news to them.
        Object.fromEntries(
          entries
            .filter(({ row }) => row.updatedAt.getTime() > Number(version))
            .map(({ row }) => [row.id, `Scores of ${participantName(row)}`]),
        ),
      );
    if (stale) return stale;
    const changed = entries.filter(({ stored, sent }) => !sameScores(stored, sent));
    for (const { row, sent } of changed) {
      await tx
        .update(competitionRegistrations)
        .set({ scores: sent, updatedAt: sql`now()` })
        .where(eq(competitionRegistrations.id, row.id));
    }
    await recordAudit(
      actor,
      "competition.scores",
      `competition_group:${categoryId}/${group}`,
      { participants: changed.length, edition: editionId },
      tx,
    );
    return null;
  });
}
