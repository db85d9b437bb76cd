import { and, eq, inArray, isNull } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { summerRegistrations, summerSeasons } from "#app/lib/db/schema";
import { countedItem, isThisWeek, type TodayItem } from "#app/lib/features/today";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { STATUS } from "./rules";
import { seasonDates } from "./seasons/season";
import { currentSeason } from "./seasons/seasons.server";

/** Registrations of the published seasons still waiting for their payment. */
function unpaidRegistrations(): Promise<number> {
  return countRows(
    summerRegistrations,
    and(
      eq(summerRegistrations.status, STATUS.pending),
      isNull(summerRegistrations.anonymisedAt),
      inArray(
        summerRegistrations.seasonId,
        db()
          .select({ id: summerSeasons.id })
          .from(summerSeasons)
          .where(inArray(summerSeasons.status, ["open", "closed"])),
      ),
    ),
  );
}

/** The day registration for the season visitors see opens or closes, when it is this week. */
async function registrationThisWeek(now: number): Promise<TodayItem[]> {
  const shown = await currentSeason(now);
  if (!shown || shown.past) return [];
  const { season, registration } = shown;
  const href = `/admin/summer/seasons/${season.id}`;
  if (registration === "not-yet-open" && season.opensAt) {
    const opens = localDate(Date.parse(season.opensAt));
    return isThisWeek(opens, now)
      ? [
          {
            text: `${season.title}: registration opens ${formatCalendarDate(opens, "weekdayWritten")}`,
            href,
            kind: "soon",
          },
        ]
      : [];
  }
  if (registration !== "open") return [];
  const closes = season.closesAt
    ? localDate(Date.parse(season.closesAt))
    : (seasonDates(season).at(-1) ?? "");
  return isThisWeek(closes, now)
    ? [
        {
          text: `${season.title}: registration closes ${formatCalendarDate(closes, "weekdayWritten")}`,
          href,
          kind: "soon",
        },
      ]
    : [];
}

/** What summer asks of the staff today: payments to chase, and registration opening or closing. */
export async function summerToday({ now }: { now: number }): Promise<TodayItem[]> {
  const [unpaid, window] = await Promise.all([unpaidRegistrations(), registrationThisWeek(now)]);
  return [
    ...countedItem(
      unpaid,
      ["summer registration awaiting payment", "summer registrations awaiting payment"],
      `/admin/summer?status=${encodeURIComponent(STATUS.pending)}`,
    ),
    ...window,
  ];
}
