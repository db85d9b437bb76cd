import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { PrintActions, PrintedCentreName } from "#app/components/ui/printable";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { cn } from "#app/lib/cn";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { ramadanTimesSource } from "../api.server";
import { CommunityIftars } from "../iftars/components/community-iftars";
import { nightName, type RamadanDay, type RamadanTimes } from "../ramadan";
import { ramadanPageData } from "../ramadan.server";
import type { Route } from "./+types/ramadan";

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData ? `Ramadan ${loaderData.year} timetable` : "Ramadan timetable";
  return pageMeta(matches, {
    title,
    description: `Suhoor, iftar and tarawih times for every day of Ramadan at ${settingsFromMatches(matches).name}.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const data = await ramadanPageData(request);
  // A printed copy states where its times come from (decision 0385).
  return { ...data, timesSource: await ramadanTimesSource(data.startsOn, data.length) };
}

const longDate = (date: string) => formatCalendarDate(date, "weekdayLong");

/** When Ramadan begins and Eid al-Fitr is, as far as they are known. */
function WhenLine({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { year, today, startsOn, eidOn, startAnnounced, eidAnnounced } = data;
  const begins =
    today >= startsOn
      ? `Ramadan ${year} began on ${longDate(startsOn)}.`
      : startAnnounced
        ? `Ramadan ${year} begins on ${longDate(startsOn)}, as the centre announced.`
        : `Ramadan ${year} is expected to begin on ${longDate(startsOn)} (the sighting decides).`;
  const eid = eidAnnounced
    ? `Eid al-Fitr is on ${longDate(eidOn)}.`
    : `Eid al-Fitr is expected on ${longDate(eidOn)} (the sighting decides).`;
  return (
    <p className="mt-3 max-w-3xl text-lg text-stone-800 print:mt-1 print:max-w-none print:text-sm">
      {begins} {eid}
    </p>
  );
}

function rulesLine(times: RamadanTimes) {
  const tarawih =
    times.tarawihMode === "fixed"
      ? `Tarawih is at ${times.tarawihTime}`
      : `Tarawih begins ${times.tarawihMinutes} minutes after the Isha jama'at`;
  return `Suhoor ends ${times.imsakMinutes} minutes before the Fajr adhan. ${tarawih}, unless a night says otherwise.`;
}

/** The night's note, or on the last day that Eid follows. */
function noteOf(row: RamadanDay, eidAnnounced: boolean) {
  if (!row.night) return eidAnnounced ? "Eid al-Fitr tomorrow" : "Eid al-Fitr expected tomorrow";
  return row.night.note ? `${nightName(row.night.number)}: ${row.night.note}` : "";
}

const cell = "whitespace-nowrap px-2 py-1.5 print:px-1";

const COLUMNS = [
  "Day",
  "Date",
  "Hijri",
  "Suhoor ends",
  "Fajr",
  "Iftar",
  "Isha jama'at",
  "Tarawih",
  "Notes",
] as const;

export default function RamadanPage({ loaderData }: Route.ComponentProps) {
  const { year, today, rows, firstNight, times, eidAnnounced } = loaderData;
  const todayRow = rows.find((row) => row.date === today);
  return (
    <Container className="timetable-sheet py-10 print:max-w-none print:p-0">
      <PrintedCentreName />
      <h1 className="text-3xl font-semibold text-brand-strong sm:text-4xl print:text-xl">
        Ramadan {year}
      </h1>
      <WhenLine data={loaderData} />
      {todayRow ? (
        <p className="mt-2 text-lg font-semibold text-brand-strong print:hidden">
          Today is day {todayRow.day} of Ramadan.
        </p>
      ) : null}
      {firstNight && today <= firstNight.date ? (
        <p className="mt-2 text-stone-800 print:text-xs">
          First tarawih: {longDate(firstNight.date)}, {firstNight.tarawih}, the evening before the
          first fast.{firstNight.note ? ` ${firstNight.note}` : ""}
        </p>
      ) : null}
      <p className="mt-2 max-w-3xl text-sm text-stone-700 print:max-w-none print:text-xs">
        {rulesLine(times)} UK local time. {loaderData.timesSource}.
        <span className="print:hidden">
          {" "}
          See also the{" "}
          <Link to="/timetable" className="font-semibold text-brand-strong underline">
            monthly prayer timetable
          </Link>
          .
        </span>
      </p>
      <PrintActions pdf={`/ramadan.pdf?year=${year}`} />

      <ScrollRegion
        label={`Ramadan ${year} timetable`}
        className="mt-6 rounded-xl border border-stone-200 print:mt-3 print:overflow-visible print:border-0"
      >
        <table className="print-timetable w-full min-w-[52rem] text-sm tabular-nums print:min-w-0">
          <caption className="sr-only">
            Suhoor, iftar and tarawih times for each day of Ramadan {year}; today is highlighted
          </caption>
          <thead className="bg-brand-soft text-left text-brand-strong">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 print:px-1">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isToday = row.date === today;
              return (
                <tr
                  key={row.date}
                  aria-current={isToday ? "date" : undefined}
                  className={cn(
                    "border-t border-stone-200",
                    isToday && "not-print:bg-accent-soft not-print:font-semibold",
                  )}
                >
                  <th scope="row" className={cn(cell, "text-left font-semibold")}>
                    {row.day}
                    {isToday ? <span className="sr-only"> (today)</span> : null}
                  </th>
                  <td className={cell}>{formatCalendarDate(row.date, "weekdayShort")}</td>
                  <td className={cn(cell, "text-stone-700")}>
                    {row.hijriDate.replace(/ AH$/, "")}
                  </td>
                  <td className={cell}>{row.suhoorEnds}</td>
                  <td className={cell}>{row.fajr}</td>
                  <td className={cell}>{row.iftar}</td>
                  <td className={cell}>{row.ishaJamaat}</td>
                  <td className={cell}>{row.tarawih ?? "–"}</td>
                  <td className="min-w-[14rem] px-2 py-1.5 print:min-w-0 print:px-1 print:text-[7pt] print:leading-tight">
                    {/* On paper a note keeps to two lines, as in the PDF, so 30 days fit one page. */}
                    <span className="print:line-clamp-2">{noteOf(row, eidAnnounced)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-3 text-sm text-stone-700 print:text-xs">
        Tarawih is prayed on the evening of each date: the evening of day 26 is the 27th night.
      </p>
      <CommunityIftars iftars={loaderData.iftars} />
    </Container>
  );
}
