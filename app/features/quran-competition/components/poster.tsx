import { VideoFacade } from "#app/components/ui/video-facade";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { CATEGORIES } from "../rules";
import { useEdition } from "./edition-context";

/** The competition poster, drawn in SVG and HTML (no image files exist for it). */
export function Poster() {
  const edition = useEdition();
  const { name } = useSiteSettings();
  return (
    <figure
      className="relative overflow-hidden rounded-3xl bg-brand-strong p-6 text-white shadow-lg sm:p-8"
      aria-labelledby="poster-title"
    >
      <svg
        viewBox="0 0 200 200"
        className="absolute -right-10 -top-10 size-56 text-accent opacity-25"
        aria-hidden="true"
      >
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="50" y="50" width="100" height="100" />
          <rect x="50" y="50" width="100" height="100" transform="rotate(45 100 100)" />
          <circle cx="100" cy="100" r="30" />
        </g>
      </svg>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-soft">
        {name} presents
      </p>
      <p id="poster-title" className="mt-3 text-3xl font-semibold leading-tight">
        Winter Qur'an Competition
      </p>
      <p className="mt-2 text-lg">{edition.dateText}</p>
      <ul className="mt-5 space-y-2 text-sm">
        {CATEGORIES.map((category) => (
          <li
            key={category.id}
            className="flex justify-between gap-3 border-b border-white/20 pb-1"
          >
            <span>
              {category.id}. {category.name}
            </span>
            <span className="font-semibold text-accent-soft">
              {category.groups.length > 1 && category.groups[0]?.prize !== category.groups[1]?.prize
                ? `${category.groups[0]?.prize}–${category.groups.at(-1)?.prize}`
                : category.groups[0]?.prize}
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="mt-5 text-sm text-stone-100">
        Ages {edition.minAge}–{edition.maxAge} · registration {edition.feeLabel}, refundable upon
        participation
      </figcaption>
    </figure>
  );
}

/**
 * Click-to-play video of last year's competition (the settings' competition video); nothing
 * loads from YouTube or Vimeo until asked.
 */
export function CompetitionVideo() {
  const edition = useEdition();
  const { competition } = useSiteSettings().videos;
  return (
    <VideoFacade
      video={{ ...competition, title: "Last year's Qur'an Competition" }}
      unavailable={`Come and watch the competition on ${edition.dateText}: families are welcome.`}
    />
  );
}
