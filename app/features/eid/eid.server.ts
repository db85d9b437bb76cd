import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { placesLeft } from "#app/lib/bookings/capacity";
import { sharedRead } from "#app/lib/db/cache.server";
import { type Database, db } from "#app/lib/db/client.server";
import { eidBookings, eidDays, eidPrayers } from "#app/lib/db/schema";
import { requestNow } from "#app/lib/http/clock.server";
import { localDate } from "#app/lib/time/london";
import { currentCentreCalendar } from "./calendar.server";
import { EID_NAMES, type Eid, type EidJamaat, type EidNotice } from "./eid";
import { comingEids, eidConfirmed, eidDate, isEid, isShowing, standingMoon } from "./rules";

/** Reading an Eid as the public pages show it: its day, its jama'at and the places left. */

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

/** Places taken at each of these jama'at (cancelled bookings aside). */
export async function placesTaken(prayerIds: readonly number[], executor: Executor = db()) {
  if (prayerIds.length === 0) return new Map<number, number>();
  const rows = await executor
    .select({
      prayerId: eidBookings.prayerId,
      taken: sql<number>`coalesce(sum(${eidBookings.people}), 0)::int`,
    })
    .from(eidBookings)
    .where(and(inArray(eidBookings.prayerId, [...prayerIds]), isNull(eidBookings.cancelledAt)))
    .groupBy(eidBookings.prayerId);
  return new Map(rows.map((row) => [row.prayerId, Number(row.taken)]));
}

/** An Eid's jama'at rows in time order (then as the admin ordered them). */
export function jamaatRows(eid: Eid, hijriYear: number, executor: Executor = db()) {
  return executor
    .select()
    .from(eidPrayers)
    .where(and(eq(eidPrayers.eid, eid), eq(eidPrayers.hijriYear, hijriYear)))
    .orderBy(asc(eidPrayers.time), asc(eidPrayers.position), asc(eidPrayers.id));
}

/** The jama'at as the pages show them, with the places still free. */
async function readJamaat(eid: Eid, hijriYear: number): Promise<EidJamaat[]> {
  const rows = await jamaatRows(eid, hijriYear);
  const taken = await placesTaken(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    time: row.time,
    place: row.place,
    language: row.language,
    booking: row.booking,
    placesLeft: row.booking ? placesLeft(row.capacity, taken.get(row.id) ?? 0) : null,
  }));
}

/** The coming Eids with their stored day settings (none: no row yet). */
async function readComing(today: string) {
  const { calendar } = await currentCentreCalendar();
  const coming = comingEids(calendar, today);
  const rows = await db()
    .select()
    .from(eidDays)
    .where(
      sql`(${eidDays.eid}, ${eidDays.hijriYear}) in (${sql.join(
        coming.map((one) => sql`(${one.eid}, ${one.hijriYear})`),
        sql`, `,
      )})`,
    );
  return coming.map((one) => {
    const row = rows.find(
      (candidate) => candidate.eid === one.eid && candidate.hijriYear === one.hijriYear,
    );
    const moon = standingMoon(calendar, one.eid, one.hijriYear, row?.moon ?? null);
    return {
      ...one,
      showFrom: row?.showFrom ?? null,
      moon,
      confirmed: eidConfirmed(calendar, one.eid, one.hijriYear, moon),
    };
  });
}

/** The notice of one coming Eid with its jama'at; null without any. */
async function noticeOf(
  eid: Awaited<ReturnType<typeof readComing>>[number],
): Promise<EidNotice | null> {
  const jamaat = await readJamaat(eid.eid, eid.hijriYear);
  if (jamaat.length === 0) return null;
  return {
    eid: eid.eid,
    name: EID_NAMES[eid.eid],
    hijriYear: eid.hijriYear,
    date: eid.date,
    confirmed: eid.confirmed,
    moon: eid.moon,
    jamaat,
  };
}

async function readNotice(today: string, beforeShowing: boolean): Promise<EidNotice | null> {
  for (const eid of await readComing(today)) {
    const shown = eid.showFrom !== null && isShowing(eid.showFrom, eid.date, today);
    if (!shown && !beforeShowing) continue;
    const notice = await noticeOf(eid);
    if (notice) return notice;
  }
  return null;
}

/**
 * The Eid the site shows on `today` (home page, /prayer-times, screens, banner): the coming Eid
 * whose "show from" date has come, to the end of its day, with its jama'at; null when none (an
 * Eid with no jama'at is not shown). A shared read: the home page asks on every request.
 */
export function eidNoticeOn(today: string): Promise<EidNotice | null> {
  return sharedRead(`eid:notice:${today}`, () => readNotice(today, false));
}

/** The Eid the site shows at the request's moment. */
export const eidNotice = (request: Request) => eidNoticeOn(localDate(requestNow(request)));

/**
 * The Eid /eid shows: the one on the site, else the next Eid that has jama'at even before its
 * "show from" date (decision 0381).
 */
export function eidPageNotice(today: string): Promise<EidNotice | null> {
  return sharedRead(`eid:page:${today}`, () => readNotice(today, true));
}

/** An Eid's day as the pages show it: its name, date, and whether it is announced. */
export async function eidDayOf(stored: string, hijriYear: number) {
  const eid: Eid = isEid(stored) ? stored : "fitr";
  const { calendar } = await currentCentreCalendar();
  const [row] = await db()
    .select({ moon: eidDays.moon })
    .from(eidDays)
    .where(and(eq(eidDays.eid, eid), eq(eidDays.hijriYear, hijriYear)));
  const moon = standingMoon(calendar, eid, hijriYear, row?.moon ?? null);
  return {
    eid,
    name: EID_NAMES[eid],
    date: eidDate(calendar, eid, hijriYear),
    moon,
    confirmed: eidConfirmed(calendar, eid, hijriYear, moon),
  };
}
