import { and, eq, isNull } from "drizzle-orm";
import { centreCalendar } from "#app/features/ramadan/index";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { type Database, db, type Transaction } from "#app/lib/db/client.server";
import { eidBookings, eidDays, eidPrayers } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { bookingDetails } from "./booking.server";
import {
  currentCentreCalendar,
  monthStartProblems,
  nextVersion,
  saveMonthStarts,
} from "./calendar.server";
import { EID_NAMES, type Eid, type MoonAnswer } from "./eid";
import { EidDayMovedEmail } from "./emails/eid-emails";
import { eidLongDate } from "./messages";
import { defaultShowFrom, eidDate, eidMonth, monthStartAfterMoon, standingMoon } from "./rules";

/**
 * The moon-sighting answer (decision 0380): it records the first day of the Eid's month as an
 * announced month start, the same record /admin/ramadan keeps, so every page, screen and feed
 * follows; when the Eid's day moves, everyone holding a booking is emailed the new date.
 */

export type MoonOutcome =
  | { status: "saved"; date: string; previousDate: string; told: number }
  | { status: "refused"; message: string };

/** The Eid's day settings, made with the default "show from" date if there were none, locked. */
export async function lockedEidDay(tx: Transaction, eid: Eid, hijriYear: number, showFrom: string) {
  await tx.insert(eidDays).values({ eid, hijriYear, showFrom }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(eidDays)
    .where(and(eq(eidDays.eid, eid), eq(eidDays.hijriYear, hijriYear)))
    .for("update");
  return row as typeof eidDays.$inferSelect;
}

/** The bookings still held for an Eid's jama'at, with their jama'at. */
function heldBookings(executor: Pick<Database, "select">, eid: Eid, hijriYear: number) {
  return executor
    .select({ booking: eidBookings, prayer: eidPrayers })
    .from(eidBookings)
    .innerJoin(eidPrayers, eq(eidPrayers.id, eidBookings.prayerId))
    .where(
      and(
        eq(eidPrayers.eid, eid),
        eq(eidPrayers.hijriYear, hijriYear),
        isNull(eidBookings.cancelledAt),
      ),
    );
}

const newestSave = (rows: readonly { updatedAt: Date }[]) =>
  new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));

/** Records the centre's answer for an Eid, moving its day (and telling the bookers) if need be. */
export function answerMoon(
  user: CurrentUser,
  eid: Eid,
  hijriYear: number,
  answer: MoonAnswer,
  now: number,
): Promise<MoonOutcome> {
  return db().transaction(async (tx) => {
    const before = await currentCentreCalendar(tx, true);
    const month = eidMonth(eid);
    const previousDate = eidDate(before.calendar, eid, hijriYear);
    const startsOn = monthStartAfterMoon(before.calendar, eid, hijriYear, answer);
    const after = [
      ...before.starts.filter((start) => !(start.hijriYear === hijriYear && start.month === month)),
      { hijriYear, month, startsOn },
    ];
    const problem = monthStartProblems(after, before.adjustment).get(`${hijriYear}-${month}`);
    if (problem) return { status: "refused", message: problem };

    const day = await lockedEidDay(
      tx,
      eid,
      hijriYear,
      defaultShowFrom(before.calendar, eid, hijriYear),
    );
    const savedAt = nextVersion(newestSave(before.starts));
    await saveMonthStarts([{ hijriYear, month, startsOn }], tx, savedAt);
    const calendar = centreCalendar(before.adjustment, after);
    const date = eidDate(calendar, eid, hijriYear);
    const moved = date !== previousDate;
    const held = moved ? await heldBookings(tx, eid, hijriYear) : [];
    const notice = {
      name: EID_NAMES[eid],
      date,
      confirmed: true,
    };
    for (const { booking, prayer } of held)
      await queueEmail(tx, {
        template: "eid-day-moved",
        to: booking.email,
        subject: `${notice.name} is now on ${eidLongDate(date)}: your booking moves with it`,
        body: (
          <EidDayMovedEmail
            booking={bookingDetails(notice, prayer, booking)}
            previousDate={previousDate}
          />
        ),
      });
    await tx
      .update(eidDays)
      .set({
        moon: answer,
        updatedAt: nextVersion(day.updatedAt),
        ...(held.length > 0 ? { bookersToldAt: new Date(now) } : {}),
      })
      .where(and(eq(eidDays.eid, eid), eq(eidDays.hijriYear, hijriYear)));
    await recordAudit(
      user,
      "eid.moon",
      `eid:${eid}:${hijriYear}`,
      {
        answer,
        monthStartsOn: startsOn,
        previousDate,
        date,
        previousAnswer: standingMoon(before.calendar, eid, hijriYear, day.moon),
        bookersTold: held.length,
      },
      tx,
    );
    return { status: "saved", date, previousDate, told: held.length };
  });
}
