import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { type IftarState, placesText } from "../rules";

/** A night as the /ramadan page lists it. */
export interface ListedIftar {
  date: string;
  note: string;
  /** Maghrib on that day ("17:32"), if known. */
  iftar: string | null;
  state: IftarState;
  left: number;
}

const STATE_CLASSES: Record<IftarState, string> = {
  open: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  full: "bg-amber-100 text-amber-900 ring-amber-300",
  closed: "bg-stone-100 text-stone-800 ring-stone-300",
  past: "bg-stone-100 text-stone-800 ring-stone-300",
};

/** The state of a night's places, in words, in a pill. */
export function PlacesBadge({ night }: { night: Pick<ListedIftar, "state" | "left"> }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1",
        STATE_CLASSES[night.state],
      )}
    >
      {placesText(night)}
    </span>
  );
}

/** The /ramadan page's community iftars still to come, each with its sign-up link; none: nothing. */
export function CommunityIftars({ iftars }: { iftars: readonly ListedIftar[] }) {
  if (iftars.length === 0) return null;
  return (
    <section aria-labelledby="community-iftars-heading" className="mt-10 print:hidden">
      <h2 id="community-iftars-heading" className="text-2xl font-semibold text-brand-strong">
        Community iftars
      </h2>
      <p className="mt-2 max-w-3xl text-stone-800">
        Break your fast with the community at the centre. Places are free, but please sign up so
        that we cater for everyone.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {iftars.map((night) => {
          const day = formatCalendarDate(night.date, "weekdayLong");
          return (
            <li
              key={night.date}
              className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
            >
              <h3 className="text-lg font-semibold text-ink">{day}</h3>
              {night.iftar ? (
                <p className="text-stone-800">
                  Iftar (Maghrib) at <strong className="tabular-nums">{night.iftar}</strong>
                </p>
              ) : null}
              {night.note ? <p className="text-stone-800">{night.note}</p> : null}
              <p>
                <PlacesBadge night={night} />
              </p>
              {night.state === "open" ? (
                <p className="mt-auto pt-2">
                  <Link
                    to={`/ramadan/iftars/${night.date}`}
                    className={buttonClasses("primary", "w-full sm:w-auto")}
                  >
                    Sign up<span className="sr-only"> for the iftar on {day}</span>
                  </Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
