import { useId } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import type { EidNotice } from "../eid";
import { eidDateLine, khutbahLine, placesWords } from "../messages";

const linkClasses = "font-semibold text-brand-strong underline underline-offset-4";

/**
 * An Eid's prayers for the home page and /prayer-times: the Eid's name and day ("expected" until
 * announced), each jama'at's time, place and khutbah language, the places left where booking is
 * on, and a link to book. The page places it (and gives it a container).
 */
export function EidPrayersPanel({ notice, className }: { notice: EidNotice; className?: string }) {
  const headingId = useId();
  const bookable = notice.jamaat.some((jamaat) => jamaat.booking);
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl bg-brand-soft p-6 ring-1 ring-brand/20", className)}
      data-testid="eid-prayers"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-brand-strong">
        {notice.name} prayers
      </h2>
      <p className="mt-1 text-lg">{eidDateLine(notice)}</p>
      <ul className="mt-4 space-y-2">
        {notice.jamaat.map((jamaat) => {
          const placesText = placesWords(jamaat);
          return (
            <li key={jamaat.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-xl font-semibold tabular-nums">{jamaat.time}</span>
              <span>{jamaat.place}</span>
              {jamaat.language ? (
                <span className="text-stone-700">{khutbahLine(jamaat.language)}</span>
              ) : null}
              {placesText ? (
                <span className="text-sm font-semibold text-brand-strong">{placesText}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-4">
        <Link to="/eid" className={linkClasses}>
          {bookable ? "Book a place" : "Eid prayers"}
        </Link>
      </p>
    </section>
  );
}
