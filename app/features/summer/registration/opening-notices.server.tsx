import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { db } from "#app/lib/db/client.server";
import { summerOpeningNotices, summerSeasons } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { localDate } from "#app/lib/time/london";
import { seasonFacts } from "../seasons/season-facts";
import { loadSeason } from "../seasons/seasons.server";
import { OpeningNoticeEmail } from "./emails/summer-emails";

/**
 * "Tell me when it opens" (decision 0137): before a season opens, a visitor leaves an email address;
 * on the opening day each gets one email, through the outbox. `notified_at` is set in the same
 * transaction that queues the email, so a run that repeats (or two at once) sends nothing twice.
 */

/** Stores the address for the season (an address given twice is kept once). */
export async function signUpForOpening(seasonId: number, email: string): Promise<void> {
  await db()
    .insert(summerOpeningNotices)
    .values({ seasonId, email: email.trim().toLowerCase() })
    .onConflictDoNothing();
}

/**
 * Sends the opening emails of every season whose registration has opened by `now` (status open,
 * opening instant passed): each waiting address is marked notified and its email queued in one
 * transaction. Returns how many were queued.
 */
export async function sendOpeningNotices(now = new Date()): Promise<number> {
  const opened = await db()
    .select({ id: summerSeasons.id })
    .from(summerSeasons)
    .where(
      and(
        eq(summerSeasons.status, "open"),
        isNotNull(summerSeasons.registrationOpensAt),
        lte(summerSeasons.registrationOpensAt, now),
      ),
    );
  let sent = 0;
  for (const { id } of opened) {
    const season = await loadSeason(id);
    if (!season) continue;
    const facts = seasonFacts(season);
    // A season whose sessions are over has nothing left to tell.
    if (facts.last && facts.last < localDate(now.getTime())) continue;
    sent += await db().transaction(async (tx) => {
      const due = await tx
        .update(summerOpeningNotices)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(summerOpeningNotices.seasonId, id), isNull(summerOpeningNotices.notifiedAt)))
        .returning();
      const site = await getSiteSettings(tx);
      for (const notice of due)
        await queueEmail(tx, {
          template: "summer-opening-notice",
          to: notice.email,
          replyTo: site.emails.contact,
          subject: `Registration for ${season.title} is open – ${site.name}`,
          body: (
            <OpeningNoticeEmail
              seasonTitle={season.title}
              registerUrl={`${env().PUBLIC_URL}/summer/register`}
              summary={`${facts.range()} · ages ${facts.ages}`}
            />
          ),
        });
      return due.length;
    });
  }
  if (sent > 0) logger.info({ sent }, "summer opening notices queued");
  return sent;
}

const HOUR = 60 * 60 * 1000;

/** Checks at start and every hour: the emails go out within the hour registration opens. */
export function startOpeningNotices(intervalMs = HOUR): () => void {
  const run = () =>
    void sendOpeningNotices().catch((error) =>
      logger.error({ error: errorForLog(error) }, "summer opening notices failed"),
    );
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
