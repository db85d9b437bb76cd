import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { type CountdownTarget, countdownText } from "#app/features/ramadan";
import { formatCalendarDate } from "#app/lib/time/calendar";

/**
 * What the home page says of Ramadan (`ramadanHomeData`): the fast in view and its countdown, or
 * when Ramadan begins.
 */
type RamadanHomePanelProps =
  | { kind: "before"; year: number; startsOn: string; announced: boolean }
  | {
      kind: "during";
      year: number;
      day: number;
      suhoorEnds: string;
      iftar: string;
      /** The fast's date: tomorrow's once today's Maghrib has come. */
      date: string;
      tomorrow: boolean;
      /** The server's moment, so the first render in the browser matches the page. */
      now: number;
      countdown: CountdownTarget[];
    };

const linkClasses = "font-semibold text-brand-strong underline underline-offset-4";

const MINUTE = 60_000;

/**
 * "Iftar in 2 h 14 min": the server's words first, then the browser's clock, each minute (the
 * count changes on the minute, as the times it counts to fall on one).
 */
function Countdown({ targets, serverNow }: { targets: CountdownTarget[]; serverNow: number }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, MINUTE - (current % MINUTE) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  const text = countdownText(targets, now);
  return text ? (
    <p
      data-testid="ramadan-countdown"
      className="mt-2 text-balance text-2xl font-semibold text-brand-strong tabular-nums min-[400px]:text-3xl sm:text-4xl"
    >
      {text}
    </p>
  ) : null;
}

/** During Ramadan, the fast in view and its countdown; in the month before it, the day it begins. */
export function RamadanHomePanel(props: RamadanHomePanelProps) {
  return (
    <Container className="pt-14">
      <section
        aria-labelledby="home-ramadan-heading"
        className="rounded-2xl bg-brand-soft p-6 ring-1 ring-brand/20"
      >
        {props.kind === "during" ? (
          <>
            <h2 id="home-ramadan-heading" className="text-2xl font-semibold text-brand-strong">
              Ramadan day {props.day}
            </h2>
            {props.tomorrow ? (
              <p className="mt-1 text-stone-700">
                Tomorrow's fast, {formatCalendarDate(props.date, "weekdayLong")}
              </p>
            ) : null}
            <Countdown targets={props.countdown} serverNow={props.now} />
            <dl className="mt-3 flex flex-wrap gap-x-10 gap-y-2 text-lg">
              <div className="flex gap-2">
                <dt className="text-stone-700">Suhoor ends</dt>
                <dd className="font-semibold tabular-nums" data-testid="ramadan-suhoor">
                  {props.suhoorEnds}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-stone-700">Iftar</dt>
                <dd className="font-semibold tabular-nums" data-testid="ramadan-iftar">
                  {props.iftar}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <>
            <h2 id="home-ramadan-heading" className="text-2xl font-semibold text-brand-strong">
              Ramadan {props.year}
            </h2>
            <p className="mt-3 text-lg">
              Ramadan begins on {formatCalendarDate(props.startsOn, "weekdayLong")}
              {props.announced ? "." : " (expected)."}
            </p>
          </>
        )}
        <p className="mt-3">
          <Link to="/ramadan" className={linkClasses}>
            Ramadan timetable
          </Link>
        </p>
      </section>
    </Container>
  );
}
