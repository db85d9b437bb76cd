import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import { data } from "react-router";
import type { LinkStripData } from "#app/components/layout/link-strip";
import { recordAudit } from "#app/lib/audit/audit.server";
import { sharedRead } from "#app/lib/db/cache.server";
import { type Database, db } from "#app/lib/db/client.server";
import { type JanazahDetails, notices } from "#app/lib/db/schema";
import { errorForLog, logger } from "#app/lib/logger.server";
import { formatInstant } from "#app/lib/time/format";
import { type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { BANNER_COLOURS } from "./components/notice-style";
import { NOTICES_MESSAGES } from "./messages";
import { dispatchDueNotices } from "./notices-part.server";
import { isPublished, noticeState, recentSince, shownJanazah, ukLocal } from "./rules";
import { NOTICE_FIELD_LABELS, type NoticeFormValues } from "./schema";
import { KIND_LABELS, type NoticeKind, type NoticeScreenStyle, type NoticeTopic } from "./topics";

/** A notice as it is stored (by staff, or by a job such as the prayer-time alerts). */
export interface NoticeInput {
  kind: NoticeKind;
  topic: NoticeTopic;
  title: string;
  body: string;
  link: string | null;
  startsAt: Date;
  endsAt: Date;
  onSite: boolean;
  onScreens: NoticeScreenStyle;
  byPush: boolean;
  byEmail: boolean;
  janazah: JanazahDetails | null;
  /** A job's notice is made once per key: a second call with the same key stores nothing. */
  alertKey?: string | null;
}

type Actor = { id: string | null; email: string };

/** Sends what has started; a failure is logged and left to the job (every 30 s) to try again. */
async function dispatchNow(now: Date, database: Database): Promise<void> {
  try {
    await dispatchDueNotices(now, database);
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "notice dispatch failed");
  }
}

/** What the audit log keeps of a notice (never the deceased's name). */
const audited = (input: NoticeInput) => ({
  kind: input.kind,
  title: input.title,
  startsAt: input.startsAt.toISOString(),
  endsAt: input.endsAt.toISOString(),
});

/**
 * Stores a notice and, when it has started, sends it where it goes (push, email). Answers its id,
 * or null when `alertKey` was already used.
 */
export async function createNotice(
  input: NoticeInput,
  actor: Actor,
  now: Date = new Date(),
  database: Database = db(),
): Promise<{ id: number } | null> {
  const { alertKey = null, ...fields } = input;
  const created = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...fields, alertKey, createdBy: actor.email, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: notices.alertKey })
      .returning({ id: notices.id });
    if (!row) return null;
    if (!alertKey)
      await recordAudit(actor, "notice.create", `notice:${row.id}`, audited(input), tx);
    return row;
  });
  if (created) await dispatchNow(now, database);
  return created;
}

/** A save's version: the moment it is made, always after the one it replaces. */
const nextVersion = (before: Date) => new Date(Math.max(Date.now(), before.getTime() + 1));

/** The fields an editor compares when someone else saved first. */
const COMPARED_LABELS = {
  title: NOTICE_FIELD_LABELS.title,
  body: NOTICE_FIELD_LABELS.body,
  link: NOTICE_FIELD_LABELS.link,
  kind: NOTICE_FIELD_LABELS.kind,
  topic: NOTICE_FIELD_LABELS.topic,
  startsAt: NOTICE_FIELD_LABELS.startsAt,
  endsAt: NOTICE_FIELD_LABELS.endsAt,
  onSite: NOTICE_FIELD_LABELS.onSite,
  onScreens: NOTICE_FIELD_LABELS.onScreens,
  byPush: NOTICE_FIELD_LABELS.byPush,
  byEmail: NOTICE_FIELD_LABELS.byEmail,
};

/**
 * Saves an edited notice, refusing a save from a form opened on an older version. A notice whose
 * pushes were queued keeps that mark: it is not pushed twice.
 */
export async function updateNotice(
  id: number,
  input: NoticeInput,
  actor: Actor,
  check: SaveCheck,
  now: Date = new Date(),
): Promise<{ id: number } | StaleSave> {
  const saved = await db().transaction(async (tx): Promise<{ id: number } | StaleSave> => {
    const [before] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
    if (!before) throw data("Notice not found", { status: 404 });
    const stale = staleSave(
      before.updatedAt,
      check,
      () => noticeFormValues(before),
      COMPARED_LABELS,
    );
    if (stale) return stale;
    const { alertKey: _ignored, ...fields } = input;
    await tx
      .update(notices)
      .set({ ...fields, updatedAt: nextVersion(before.updatedAt) })
      .where(eq(notices.id, id));
    await recordAudit(actor, "notice.update", `notice:${id}`, audited(input), tx);
    return { id };
  });
  if ("id" in saved) await dispatchNow(now, db());
  return saved;
}

/** "End now": the notice stops showing everywhere at `now`. False when it was gone. */
export async function endNotice(id: number, actor: Actor, now: Date = new Date()) {
  return db().transaction(async (tx) => {
    const ended = await tx
      .update(notices)
      .set({
        endsAt: sql`least(${notices.endsAt}, ${now})`,
        startsAt: sql`least(${notices.startsAt}, ${now})`,
        updatedAt: sql`greatest(now(), ${notices.updatedAt} + interval '1 millisecond')`,
      })
      .where(eq(notices.id, id))
      .returning({ id: notices.id });
    if (ended.length === 0) return false;
    await recordAudit(actor, "notice.end", `notice:${id}`, { endedAt: now.toISOString() }, tx);
    return true;
  });
}

/** Deletes a notice (its pushes' records go with it). False when it was gone. */
export async function deleteNotice(id: number, actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const deleted = await tx
      .delete(notices)
      .where(eq(notices.id, id))
      .returning({ id: notices.id, title: notices.title });
    const [row] = deleted;
    if (!row) return false;
    await recordAudit(actor, "notice.delete", `notice:${id}`, { title: row.title }, tx);
    return true;
  });
}

/** A stored notice as the editor's fields show it. */
function noticeFormValues(row: typeof notices.$inferSelect): NoticeFormValues {
  const janazah = row.janazah;
  return {
    title: row.title,
    body: row.body,
    link: row.link ?? "",
    kind: row.kind,
    topic: row.topic,
    startsAt: ukLocal(row.startsAt),
    endsAt: ukLocal(row.endsAt),
    onSite: row.onSite,
    onScreens: row.onScreens,
    byPush: row.byPush,
    byEmail: row.byEmail,
    deceasedName: janazah?.deceasedName ?? "",
    familyConsent: janazah?.familyConsent ?? false,
    prayer: janazah?.prayer ?? "",
    place: janazah?.place ?? "",
    burial: janazah?.burial ?? "",
  };
}

/** A notice as visitors read it (plain data; the name of the deceased only with consent). */
function publicNotice(row: typeof notices.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    janazah: row.kind === "janazah" ? shownJanazah(row.janazah) : null,
    /** When it shows, in words written here (the page ships no time-zone code). */
    when: NOTICES_MESSAGES.shown(
      formatInstant(row.startsAt, "weekdayDateTime"),
      formatInstant(row.endsAt, "weekdayDateTime"),
    ),
  };
}

export type PublicNotice = ReturnType<typeof publicNotice>;

/** /notices: those showing at `now` (newest start first), then those ended in the last 30 days. */
export async function publicNotices(now: number) {
  const rows = await db()
    .select()
    .from(notices)
    .where(and(lte(notices.startsAt, new Date(now)), gt(notices.endsAt, recentSince(now))))
    .orderBy(desc(notices.startsAt), desc(notices.id));
  return {
    current: rows.filter((row) => noticeState(row, now) === "current").map(publicNotice),
    recent: rows
      .filter((row) => noticeState(row, now) === "past")
      .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime())
      .map(publicNotice),
  };
}

/** One notice's page: null when it does not exist or has not started. */
export async function findPublicNotice(id: number, now: number): Promise<PublicNotice | null> {
  const [row] = await db().select().from(notices).where(eq(notices.id, id));
  return row && isPublished(row, now) ? publicNotice(row) : null;
}

/** Notices whose end is at most this far before the moment read: the banner's candidates. */
const BANNER_BUCKET_MS = 60_000;

/**
 * The banner above every public page: the notices for the site showing at `now` (the request's
 * clock), urgent first. Read once a minute's bucket for every page (a shared read).
 */
export async function siteBannerNotices(now: number) {
  const bucket = Math.floor(now / BANNER_BUCKET_MS) * BANNER_BUCKET_MS;
  const rows = await sharedRead(`notices:banner:${bucket}`, () =>
    db()
      .select({
        id: notices.id,
        kind: notices.kind,
        title: notices.title,
        startsAt: notices.startsAt,
        endsAt: notices.endsAt,
      })
      .from(notices)
      .where(
        and(
          eq(notices.onSite, true),
          lte(notices.startsAt, new Date(bucket + BANNER_BUCKET_MS)),
          gt(notices.endsAt, new Date(bucket)),
        ),
      )
      .orderBy(asc(notices.startsAt), asc(notices.id)),
  );
  const shown = rows
    .filter((row) => noticeState(row, now) === "current")
    .sort((a, b) => Number(b.kind === "urgent") - Number(a.kind === "urgent"))
    .map(({ id, kind, title }) => ({
      to: `/notices/${id}`,
      text: title,
      prefix: { text: `${KIND_LABELS[kind]}: `, shown: kind === "urgent" },
      classes: `px-4 py-2 text-center text-sm ${BANNER_COLOURS[kind]}`,
    }));
  return {
    label: NOTICES_MESSAGES.bannerLabel,
    classes: { strip: "", list: "", link: "decoration-white/60 hover:decoration-white" },
    lines: shown,
  } satisfies LinkStripData;
}

/** /admin/notices: every notice by its state at `now`, with where it goes. */
export async function adminNoticeList(now: number) {
  const rows = await db().select().from(notices).orderBy(desc(notices.startsAt), desc(notices.id));
  const listed = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    state: noticeState(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    onSite: row.onSite,
    onScreens: row.onScreens,
    byPush: row.byPush,
    byEmail: row.byEmail,
  }));
  return {
    current: listed.filter((row) => row.state === "current"),
    // The next to start first.
    scheduled: listed.filter((row) => row.state === "scheduled").reverse(),
    past: listed.filter((row) => row.state === "past"),
  };
}

/** The editor's notice, or null when it is gone. */
export async function noticeForEditor(id: number, now: number) {
  const [row] = await db().select().from(notices).where(eq(notices.id, id));
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    pushQueuedAt: row.pushQueuedAt?.toISOString() ?? null,
    published: isPublished(row, now),
    version: versionOf(row.updatedAt),
    values: noticeFormValues(row),
  };
}
