import { useState } from "react";
import { CATEGORIES, COMPETITION_DATE_TEXT, FEE_LABEL, MAX_AGE, MIN_AGE } from "../rules";

/** The competition poster, drawn in SVG and HTML (no image files exist for it). */
export function Poster() {
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
        Watford Islamic Centre presents
      </p>
      <p id="poster-title" className="mt-3 text-3xl font-semibold leading-tight">
        Winter Qur'an Competition
      </p>
      <p className="mt-2 text-lg">{COMPETITION_DATE_TEXT}</p>
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
        Ages {MIN_AGE}–{MAX_AGE} · registration {FEE_LABEL}, refundable upon participation
      </figcaption>
    </figure>
  );
}

const EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Click-to-play video (same pattern as the Academy's facade); nothing loads until asked. */
export function CompetitionVideo({ youtubeId }: { youtubeId?: string }) {
  const [playing, setPlaying] = useState(false);
  const title = "Last year's Qur'an Competition";
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="relative aspect-video bg-brand-strong">
        {!youtubeId ? (
          <div className="flex size-full items-center justify-center p-6 text-center text-white">
            <p>
              <span className="block font-semibold">Video not available.</span>
              <span className="mt-1 block text-sm text-stone-100">
                Come and watch the competition on {COMPETITION_DATE_TEXT}: families are welcome.
              </span>
            </p>
          </div>
        ) : playing ? (
          <iframe
            className="absolute inset-0 size-full"
            src={`${EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            href={`${EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}`}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white"
          >
            <span className="font-semibold">Play video: {title}</span>
          </a>
        )}
      </div>
      <figcaption className="px-4 py-3 font-semibold text-brand-strong">{title}</figcaption>
    </figure>
  );
}
