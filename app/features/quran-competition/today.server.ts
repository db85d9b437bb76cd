import { and, eq, isNull } from "drizzle-orm";
import { countRows } from "#app/lib/db/counts.server";
import { competitionRegistrations } from "#app/lib/db/schema";
import { countedItem, isThisWeek, type TodayItem } from "#app/lib/features/today";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { editionAt } from "./editions.server";
import { STATUS } from "./rules";

/**
 * What the competition asks of the staff today, for the edition visitors see: entries to chase
 * for payment, registration closing this week, and the competition day itself.
 */
export async function competitionToday({ now }: { now: number }): Promise<TodayItem[]> {
  const edition = await editionAt(now);
  const href = `/admin/competition?edition=${edition.id}`;
  const unpaid = await countRows(
    competitionRegistrations,
    and(
      eq(competitionRegistrations.editionId, edition.id),
      eq(competitionRegistrations.status, STATUS.pending),
      isNull(competitionRegistrations.anonymisedAt),
    ),
  );
  const closes = localDate(edition.closesAt);
  const day = (date: string) => formatCalendarDate(date, "weekdayWritten");
  return [
    ...countedItem(
      unpaid,
      ["competition entry awaiting payment", "competition entries awaiting payment"],
      href,
    ),
    ...(edition.status === "open" && now < edition.closesAt && isThisWeek(closes, now)
      ? [
          {
            text: `${edition.title}: registration closes ${day(closes)}`,
            href,
            kind: "soon" as const,
          },
        ]
      : []),
    ...(isThisWeek(edition.eventDate, now)
      ? [{ text: `${edition.title} is on ${day(edition.eventDate)}`, href, kind: "soon" as const }]
      : []),
  ];
}
