import { ScrollRegion } from "#app/components/ui/scroll-region";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { requestNow } from "#app/lib/http/clock.server";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { DayTimeCells, TimeHeadings } from "../components/day-time-cells";
import { prayerDays } from "../prayer-times.server";
import { isFriday } from "../prayers";
import { SYNC_DAYS } from "../schedule";
import type { Route } from "./+types/admin-prayer-times-overview";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { days: await prayerDays(localDate(requestNow(request)), SYNC_DAYS) };
}

/** The times the site will show, as stored: adhan / iqamah, Fridays shaded. */
export default function NextDays({ loaderData }: Route.ComponentProps) {
  return (
    <ScrollRegion label="The next days' prayer times" className="rounded-xl ring-1 ring-stone-200">
      <table className="w-full min-w-[48rem] text-sm tabular-nums">
        <thead className="bg-stone-100">
          <tr>
            <th scope="col" className="px-2 py-2 text-left">
              Date
            </th>
            <TimeHeadings />
            <th scope="col" className="px-2 py-2 text-left">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.days.map((day) => (
            <tr
              key={day.date}
              className={cn("border-t border-stone-200", isFriday(day.date) && "bg-stone-50")}
            >
              <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-semibold">
                {formatCalendarDate(day.date, "weekdayLong")}
              </th>
              <DayTimeCells day={day} jummah={false} />
              <td className="px-2 py-1.5">
                {day.source === "timetable" ? "Timetable" : "Calculated"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
