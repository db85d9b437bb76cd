import { Form, Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import { PrintActions, PrintedCentreName } from "#app/components/ui/printable";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { cn } from "#app/lib/cn";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { DayTimeCells, TimeHeadings } from "../components/day-time-cells";
import { timetableFridayNote } from "../jumuah";
import { monthTitle, shiftMonth } from "../month";
import { isFriday } from "../prayers";
import { monthForRequest } from "../timetable.server";
import type { Route } from "./+types/timetable";

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData ? `Prayer timetable: ${monthTitle(loaderData.month)}` : "Prayer timetable",
    description: `The monthly prayer timetable of ${settingsFromMatches(matches).name}: adhan and iqamah times for every day, to print or download.`,
  });
}

export const loader = ({ request }: Route.LoaderArgs) => monthForRequest(request);

export default function TimetablePage({ loaderData }: Route.ComponentProps) {
  const site = useSiteSettings();
  const { now, month, days, timesSource, jumuah } = loaderData;
  const today = localDate(now);
  const title = monthTitle(month);
  return (
    <Container className="timetable-sheet py-10 print:max-w-none print:p-0">
      <PrintedCentreName />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-brand-strong sm:text-4xl print:text-xl">
            Prayer timetable: {title}
          </h1>
          <p className="mt-2 text-stone-700 print:text-xs">
            {site.name}, {site.address.town} · UK local time · adhan / iqamah
          </p>
          <p className="mt-1 text-sm text-stone-600 print:text-xs">{timesSource}.</p>
        </div>
        <div className="flex flex-wrap items-end gap-3 print:hidden">
          <Link
            to={`?month=${shiftMonth(month, -1)}`}
            className={buttonClasses("outline")}
            aria-label={`Previous month: ${monthTitle(shiftMonth(month, -1))}`}
          >
            ← Previous
          </Link>
          <Form method="get" className="flex items-end gap-2">
            <label className="grid gap-1 text-sm font-semibold">
              Month
              <input
                type="month"
                name="month"
                defaultValue={month}
                key={month}
                className="rounded-lg border border-stone-500 px-3 py-2 font-normal"
              />
            </label>
            <Button type="submit" variant="primary">
              Show
            </Button>
          </Form>
          <Link
            to={`?month=${shiftMonth(month, 1)}`}
            className={buttonClasses("outline")}
            aria-label={`Next month: ${monthTitle(shiftMonth(month, 1))}`}
          >
            Next →
          </Link>
        </div>
      </div>
      <PrintActions pdf={`/timetable.pdf?month=${month}`}>
        <a href={`/timetable.csv?month=${month}`} className={buttonClasses("ghost")} download>
          Download CSV
        </a>
      </PrintActions>

      <ScrollRegion
        label={`Timetable for ${title}`}
        className="mt-6 rounded-xl border border-stone-200 print:overflow-visible print:border-0"
      >
        <table className="print-timetable w-full min-w-[44rem] text-sm tabular-nums">
          <caption className="sr-only">
            Adhan and iqamah times for {title}; today is highlighted
          </caption>
          <thead className="bg-brand-soft text-brand-strong">
            <tr>
              <th scope="col" className="px-2 py-2 text-left">
                Date
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                Hijri
              </th>
              <TimeHeadings arabic />
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const isToday = day.date === today;
              return (
                <tr
                  key={day.date}
                  aria-current={isToday ? "date" : undefined}
                  className={cn(
                    "border-t border-stone-200",
                    isFriday(day.date) && "bg-stone-50",
                    // A printed month stays up for weeks: the day it was printed is not marked.
                    isToday && "not-print:bg-accent-soft not-print:font-semibold",
                  )}
                >
                  <th scope="row" className="whitespace-nowrap px-2 py-1.5 text-left font-semibold">
                    {formatCalendarDate(day.date, "weekday")} {Number(day.date.slice(8))}
                    {isToday ? <span className="sr-only"> (today)</span> : null}
                  </th>
                  <td className="whitespace-nowrap px-2 py-1.5 text-stone-700">
                    {day.hijriDate.replace(/ AH$/, "")}
                  </td>
                  <DayTimeCells day={day} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-3 text-sm text-stone-600 print:text-xs">{timetableFridayNote(jumuah)}</p>
    </Container>
  );
}
