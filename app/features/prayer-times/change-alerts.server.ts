import { createNotice } from "#app/features/notices/index.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { localDate } from "#app/lib/time/london";
import { changeAlert } from "./change-alerts";
import { prayerDays } from "./prayer-times.server";

/** Who made the alert, as the notice records it. */
const ALERTS_ACTOR = { id: null, email: "prayer-time alerts" };

/** How often the job looks at tomorrow's times: a change made after 12:00 goes out within this. */
const CHECK_MS = 5 * 60_000;

/**
 * Makes the alert for tomorrow's jama'at changes when it is due (decision 0391). Answers the new
 * notice's id, or null: nothing due, or already made (by this server or another).
 */
export async function runChangeAlerts(now: number = Date.now()): Promise<number | null> {
  const [today, tomorrow] = await prayerDays(localDate(now), 2);
  const alert = changeAlert(today, tomorrow, now);
  if (!alert) return null;
  const created = await createNotice(alert, ALERTS_ACTOR, new Date(now));
  if (created) logger.info({ notice: created.id, title: alert.title }, "prayer-time alert made");
  return created?.id ?? null;
}

/** Checks at start and every 5 minutes. */
export function startChangeAlerts(clock: () => number = Date.now): () => void {
  const run = () =>
    void runChangeAlerts(clock()).catch((error) =>
      logger.error({ error: errorForLog(error) }, "prayer-time alert failed"),
    );
  run();
  const timer = setInterval(run, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
