import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { type Database, db } from "#app/lib/db/client.server";
import { newsletterIssues, notices } from "#app/lib/db/schema";
import { countedStep } from "#app/lib/features/descriptor";
import { errorForLog, logger } from "#app/lib/logger.server";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import { queueNoticeEmail } from "./newsletter/from-notice.server";
import type { NoticesPart } from "./parts";
import { queueNoticePushes } from "./push/queue.server";

/**
 * Sends every notice that has started by `now` and not ended where it goes (decision 0386): its
 * pushes once (the row locked, `push_queued_at` set in the same transaction) and its email once
 * (a newsletter issue made from it). Answers how many notices it sent something for.
 */
export async function dispatchDueNotices(
  now: Date = new Date(),
  database: Database = db(),
): Promise<number> {
  const emailSent = sql`exists (select 1 from ${newsletterIssues} where ${newsletterIssues.noticeId} = ${notices.id})`;
  const due = await database
    .select({ id: notices.id })
    .from(notices)
    .where(
      and(
        lte(notices.startsAt, now),
        gt(notices.endsAt, now),
        or(
          and(eq(notices.byPush, true), isNull(notices.pushQueuedAt)),
          and(eq(notices.byEmail, true), sql`not ${emailSent}`),
        ),
      ),
    )
    .orderBy(asc(notices.startsAt));
  for (const { id } of due) {
    await database.transaction(async (tx) => {
      const [notice] = await tx.select().from(notices).where(eq(notices.id, id)).for("update");
      if (!notice) return;
      // Checked again under the lock: it may have changed, or another server sent it.
      const started = notice.startsAt <= now && notice.endsAt > now;
      if (!started) return;
      if (notice.byPush && notice.pushQueuedAt === null) {
        await queueNoticePushes(tx, notice);
        await tx.update(notices).set({ pushQueuedAt: now }).where(eq(notices.id, id));
      }
      if (notice.byEmail) await queueNoticeEmail(tx, notice);
    });
  }
  if (due.length > 0) logger.info({ notices: due.length }, "notices dispatched");
  return due.length;
}

const THIRTY_SECONDS = 30_000;

/** Checks at start and every 30 s, so a scheduled notice goes out within 30 s of its start. */
function startDispatch(intervalMs = THIRTY_SECONDS): () => void {
  const run = () =>
    void dispatchDueNotices().catch((error) =>
      logger.error({ error: errorForLog(error) }, "notice dispatch failed"),
    );
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Janazah notices ended before `cutoff` (decision 0387). */
const endedJanazahBefore = (cutoff: Date) =>
  and(eq(notices.kind, "janazah"), sql`${notices.endsAt} < ${cutoff}`);

async function countJanazahNoticesToDelete(cutoff: Date): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .where(endedJanazahBefore(cutoff));
  return row?.count ?? 0;
}

async function deleteJanazahNotices(cutoff: Date): Promise<number> {
  const deleted = await db()
    .delete(notices)
    .where(endedJanazahBefore(cutoff))
    .returning({ id: notices.id });
  return deleted.length;
}

const janazahCutoff = (now: Date) => retentionCutoff(RETENTION_RULES.janazahNotices.period, now);

/** The notices' own retention, jobs and sitemap pages. */
export const noticesPart: NoticesPart = {
  retention: [
    countedStep(
      "janazahNotices",
      (now) => countJanazahNoticesToDelete(janazahCutoff(now)),
      (now) => deleteJanazahNotices(janazahCutoff(now)),
    ),
  ],
  jobs: [{ name: "notice dispatch", start: () => startDispatch() }],
  sitemap: async () => {
    const now = new Date();
    const current = await db()
      .select({ id: notices.id, updatedAt: notices.updatedAt })
      .from(notices)
      .where(and(lte(notices.startsAt, now), gt(notices.endsAt, now)))
      .orderBy(asc(notices.startsAt));
    return [
      { path: "/notices", lastModified: null },
      { path: "/newsletter", lastModified: null },
      ...current.map((notice) => ({
        path: `/notices/${notice.id}`,
        lastModified: notice.updatedAt.toISOString(),
      })),
    ];
  },
};
