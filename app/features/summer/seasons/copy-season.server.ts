import { recordAudit } from "#app/lib/audit/audit.server";
import { db } from "#app/lib/db/client.server";
import {
  type SummerSeasonTexts,
  summerProgrammes,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { addDays, instantAt, localClock, localDate } from "#app/lib/time/london";
import { type Actor, findSeason, programmeColumns, programmesOf } from "./season-records.server";

/**
 * Copying a season to the next summer (decision 0143): `copySeason` works out the copy (pure, tested
 * alone) and `copySeasonToNext` stores it.
 *
 * A date moves to the same weekday nearest the same day a year later. A year on, the weekday has
 * moved on by one day (two across 29 February), so the nearest same weekday is always 52 weeks
 * (364 days) later: Sat 26 Jul 2025 → Sat 25 Jul 2026, Sat 24 Jul 2027 → Sat 22 Jul 2028. Every
 * date moves by the same amount, so weekly patterns (Sundays + Wednesdays) and the gaps between
 * dates stay exactly as they were.
 */
const DAYS_MOVED = 364;

/** "2025-07-26" → "2026-07-25": the same weekday, nearest the same day a year later. */
export function moveDateByYear(date: string): string {
  return addDays(date, DAYS_MOVED);
}

/** An instant moved the same way, keeping its UK wall-clock time (23:59:59 stays 23:59:59). */
export function moveInstantByYear(instant: Date): Date {
  const time = instant.getTime();
  const clock = localClock(time);
  const seconds = Number(clock.slice(6, 8));
  const millis = time % 1000;
  return new Date(
    instantAt(moveDateByYear(localDate(time)), clock.slice(0, 5)) + seconds * 1000 + millis,
  );
}

/** Every year in the title moves on by one ("… 2025" → "… 2026"); a title without one gets "(copy)". */
export function nextTitle(title: string): string {
  const moved = title.replace(/\b(19|20)(\d\d)\b/g, (year) => String(Number(year) + 1));
  return moved === title ? `${title} (copy)` : moved;
}

export interface SeasonToCopy<Programme extends { sessions: SessionToCopy[] }> {
  title: string;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  fullWeekDays: number;
  fullWeekPercent: number;
  siblingPercent: number;
  texts?: SummerSeasonTexts | null;
  programmes: Programme[];
}

interface SessionToCopy {
  date: string;
  capacity: number | null;
}

/**
 * The next season made from `season`: a draft, with its title's year, its registration window and
 * every session date moved by a year to the same weekday; programmes, rates, times, capacities
 * and discount rules as they were.
 */
function withoutPrintedPrices(texts: SummerSeasonTexts | null | undefined) {
  if (!texts) return null;
  const { prices: _printed, ...wording } = texts;
  return Object.keys(wording).length > 0 ? wording : null;
}

export function copySeason<Programme extends { sessions: SessionToCopy[] }>(
  season: SeasonToCopy<Programme>,
) {
  return {
    title: nextTitle(season.title),
    status: "draft" as const,
    registrationOpensAt: season.registrationOpensAt
      ? moveInstantByYear(season.registrationOpensAt)
      : null,
    registrationClosesAt: season.registrationClosesAt
      ? moveInstantByYear(season.registrationClosesAt)
      : null,
    fullWeekDays: season.fullWeekDays,
    fullWeekPercent: season.fullWeekPercent,
    siblingPercent: season.siblingPercent,
    // The wording is kept; a printed price pop-up is not: the copy's is written from its prices,
    // so a rate changed next year cannot be contradicted by last year's text (decision 0368).
    texts: withoutPrintedPrices(season.texts),
    demo: false,
    programmes: season.programmes.map((programme) => ({
      ...programme,
      sessions: programme.sessions.map((session) => ({
        date: moveDateByYear(session.date),
        capacity: session.capacity,
      })),
    })),
  };
}

/**
 * Copies a season to a new draft a year later (dates to the same weekdays; `copySeason` above):
 * the new season's id, or null when there is no such season.
 */
export async function copySeasonToNext(actor: Actor, id: number): Promise<number | null> {
  const season = await findSeason(id);
  if (!season) return null;
  const programmes = await programmesOf(id);
  const copy = copySeason({ ...season, programmes });
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(summerSeasons)
      .values({
        title: copy.title,
        status: copy.status,
        registrationOpensAt: copy.registrationOpensAt,
        registrationClosesAt: copy.registrationClosesAt,
        fullWeekDays: copy.fullWeekDays,
        fullWeekPercent: copy.fullWeekPercent,
        siblingPercent: copy.siblingPercent,
        texts: copy.texts,
        demo: copy.demo,
      })
      .returning({ id: summerSeasons.id });
    if (!created) throw new Error("season not stored");
    for (const programme of copy.programmes) {
      const [stored] = await tx
        .insert(summerProgrammes)
        .values({
          seasonId: created.id,
          key: programme.key,
          ...programmeColumns(programme),
          position: programme.position,
        })
        .returning({ id: summerProgrammes.id });
      if (!stored) throw new Error("programme not stored");
      if (programme.sessions.length)
        await tx.insert(summerSessions).values(
          programme.sessions.map((session) => ({
            programmeId: stored.id,
            date: session.date,
            capacity: session.capacity,
          })),
        );
    }
    await recordAudit(
      actor,
      "summer.season.copied",
      `summer_season:${created.id}`,
      {
        from: id,
        fromTitle: season.title,
        title: copy.title,
        sessions: copy.programmes.reduce((total, p) => total + p.sessions.length, 0),
      },
      tx,
    );
    return created.id;
  });
}
