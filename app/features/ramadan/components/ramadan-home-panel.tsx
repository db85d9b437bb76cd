import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { formatCalendarDate } from "#app/lib/time/calendar";

/** What the home page says of Ramadan: today's fast, or when it begins. */
export type RamadanHomePanelProps =
  | { kind: "before"; year: number; startsOn: string; announced: boolean }
  | { kind: "during"; year: number; day: number; suhoorEnds: string; iftar: string };

const linkClasses = "font-semibold text-brand-strong underline underline-offset-4";

/** During Ramadan, today's fast; in the month before it, the day it begins. */
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
