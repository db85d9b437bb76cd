import { Form, Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { TitledSection } from "#app/components/ui/titled-section";
import { EidPrayersPanel } from "#app/features/eid";
import { eidNotice } from "#app/features/eid/index.server";
import { PushSubscribe } from "#app/features/notices";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { calendarChoice, calendarName, calendarOptions, calendarQuery } from "../calendar";
import { JumuahSessions } from "../components/jumuah-sessions";
import { TodayTimes } from "../components/today-times";
import { getPrayerSettings, prayerDays } from "../prayer-times.server";
import { isFriday, JUMMAH_LABELS, JUMMAH_TIMES } from "../prayers";
import { calculationLabel } from "../settings";
import type { Route } from "./+types/prayer-times";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Prayer times",
    description: `Today's prayer and iqamah times at ${settingsFromMatches(matches).name}, Jumu'ah times and the monthly timetable.`,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const now = requestNow(request);
  const [days, settings, site, eid] = await Promise.all([
    prayerDays(localDate(now), 2),
    getPrayerSettings(),
    getSiteSettings(),
    eidNotice(request),
  ]);
  const choice = calendarChoice(new URL(request.url).searchParams);
  const query = calendarQuery(choice);
  return {
    now,
    days,
    method: calculationLabel(settings),
    jumuah: settings.jumuah,
    eid,
    calendar: {
      query,
      prayers: calendarOptions(choice),
      times: choice.times,
      name: calendarName(choice, site.shortName),
      download: `/prayer-times.ics${query}`,
      // The configured address, not the request's Host: the page cache shares this page.
      subscribe: `${env().PUBLIC_URL.replace(/^https?:/, "webcal:")}/prayer-times.ics${query}`,
    },
  };
}

export default function PrayerTimesPage({ loaderData }: Route.ComponentProps) {
  const site = useSiteSettings();
  const { now, days, method, jumuah, eid, calendar } = loaderData;
  const [today] = days;
  if (!today) return null;
  const nextFriday = days.find((day) => isFriday(day.date)) ?? today;
  return (
    <>
      <PageHeader
        title="Prayer times"
        lead={
          <>
            <span className="block font-semibold text-brand-strong">
              {formatCalendarDate(today.date, "weekdayLong")}
            </span>
            <span className="block">{today.hijriDate}</span>
          </>
        }
      />
      <Container className="grid gap-10 py-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="today-heading">
          <h2 id="today-heading" className="mb-4 text-2xl font-semibold text-brand-strong">
            Today at {site.shortName}
          </h2>
          <TodayTimes days={days} serverNow={now} />
          <p className="mt-4 text-sm text-stone-600">
            {today.source === "timetable"
              ? "Adhan times from the centre's timetable."
              : `Adhan times calculated for ${site.address.town} (${method}).`}{" "}
            Times are UK local time.
          </p>
        </section>
        <div className="space-y-6">
          {eid ? <EidPrayersPanel notice={eid} /> : null}
          <TitledSection
            headingId="jummah-heading"
            title="Jumu'ah (Friday prayer)"
            headingSize="text-xl"
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
              {JUMMAH_TIMES.map((name) => (
                <div key={name} className="rounded-xl bg-brand-soft px-2 py-3">
                  <dt className="text-sm text-stone-700">{JUMMAH_LABELS[name]}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{nextFriday.jummah[name]}</dd>
                </div>
              ))}
            </dl>
            <JumuahSessions
              friday={nextFriday}
              jumuah={jumuah}
              alone={
                <p className="mt-3 text-sm text-stone-600">Khutbah in {jumuah.firstLanguage}.</p>
              }
              className="mt-4 space-y-1 text-stone-800"
            />
          </TitledSection>
          <TitledSection
            headingId="more-heading"
            title="Plan ahead"
            headingSize="text-xl"
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/timetable" className={buttonClasses("primary")}>
                This month's timetable
              </Link>
              <Link to="/ramadan" className={buttonClasses("outline")}>
                Ramadan timetable
              </Link>
            </div>
          </TitledSection>
          <TitledSection
            headingId="calendar-heading"
            title="Add to your calendar"
            headingSize="text-xl"
            className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            {/* Remounted with each choice so the boxes show the choice the links are for. */}
            <Form key={calendar.query} method="get" preventScrollReset className="mt-4 space-y-4">
              <fieldset>
                <legend className="text-sm font-semibold text-ink">Prayers</legend>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  {calendar.prayers.map((prayer) => (
                    <label key={prayer.value} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="prayers"
                        value={prayer.value}
                        defaultChecked={prayer.checked}
                        className="size-5 shrink-0 accent-[var(--color-brand)]"
                      />
                      {prayer.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="text-sm font-semibold text-ink">Times</legend>
                <div className="mt-2 grid gap-2">
                  {(
                    [
                      ["jamaat", "Jama'at (iqamah) times"],
                      ["beginnings", "Beginning (adhan) times"],
                    ] as const
                  ).map(([value, label]) => (
                    <label key={value} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name="times"
                        value={value}
                        defaultChecked={calendar.times === value}
                        className="size-5 shrink-0 accent-[var(--color-brand)]"
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" className={buttonClasses("outline")}>
                Make the links
              </button>
            </Form>
            <p className="mt-4 text-sm text-stone-700">
              The links for <span className="font-semibold">{calendar.name}</span>:
            </p>
            <div className="mt-2 flex flex-wrap gap-3">
              <a href={calendar.subscribe} className={buttonClasses("primary")}>
                Subscribe
              </a>
              <a href={calendar.download} className={buttonClasses("outline")} download>
                Download .ics
              </a>
            </div>
            <p className="mt-3 text-sm text-stone-600">
              A subscription keeps your calendar up to date with any change of time; the download is
              a copy of the next 60 days.
            </p>
          </TitledSection>
          <PushSubscribe />
        </div>
      </Container>
    </>
  );
}
