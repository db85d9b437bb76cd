import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { PrayerTimesTable } from "../components/prayer-times-table";
import { JUMMAH_LABELS, JUMMAH_TIMES } from "../prayers";
import type { ScreenLayout } from "./layouts";
import { RamadanBand } from "./ramadan-band";
import { firstShowing, type RotationItem, RotationList } from "./rotation";
import type { ScreenState } from "./screen-state";

/**
 * The layouts' and Ramadan's changes to the screen, in CSS only (the script stays small):
 * `data-layout="large"` on the screen (bigger times, no Arabic names, no next-prayer box, in
 * landscape the times down the whole right side), and while the Ramadan band shows, no "Next
 * prayer" caption and in portrait a smaller clock and name, to make its room (decision 0384).
 */
const LARGE_GRID =
  "data-[layout=large]:landscape:grid-cols-[1fr_1.25fr] data-[layout=large]:landscape:grid-rows-[auto_auto_minmax(0,1fr)]";
const LARGE_HEADER =
  "group-data-[layout=large]/screen:landscape:col-span-1 group-data-[layout=large]/screen:landscape:block";
const LARGE_TIMES =
  "group-data-[layout=large]/screen:landscape:col-start-2 group-data-[layout=large]/screen:landscape:row-span-3 group-data-[layout=large]/screen:landscape:row-start-1 group-data-[layout=large]/screen:[&_[lang=ar]]:hidden group-data-[layout=large]/screen:portrait:[&_table]:text-[7.5vw] group-data-[layout=large]/screen:landscape:[&_table]:text-[7.5vmin]";
/** Tomorrow's jama'at times that move, shown after Isha: their iqamah underlined (decision 0392). */
const CHANGED_ROWS =
  "[&_[data-changed=true]_[data-cell=iqamah]]:underline [&_[data-changed=true]_[data-cell=iqamah]]:decoration-accent [&_[data-changed=true]_[data-cell=iqamah]]:decoration-[0.5vmin] [&_[data-changed=true]_[data-cell=iqamah]]:underline-offset-[1vmin]";
const LARGE_NOTICES =
  "group-data-[layout=large]/screen:landscape:col-span-1 group-data-[layout=large]/screen:landscape:h-auto group-data-[layout=large]/screen:landscape:[&_li>p:last-child]:line-clamp-6";

const AFTER_PRAYER_ADHKAR = [
  "Astaghfirullah (3 times)",
  "Allahumma antas-salam wa minkas-salam, tabarakta ya dhal-jalali wal-ikram",
  "SubhanAllah (33) · Alhamdulillah (33) · Allahu Akbar (34)",
  "Ayat al-Kursi",
];

/**
 * The wall screen, portrait or landscape, sized in viewport units so it fills any screen without
 * scrolling. Every changing piece carries a data-role the page's small script updates each second.
 */
export function DisplayScreen({
  state,
  variant,
  layout,
  rotation,
  now,
}: {
  state: ScreenState;
  variant: "display" | "tv";
  layout: ScreenLayout;
  /** The rotation's items (`rotationItems`), shown in turn from `now`. */
  rotation: RotationItem[];
  now: number;
}) {
  const site = useSiteSettings();
  const first = firstShowing(rotation, now);
  return (
    <div
      id="screen"
      data-phase={state.phase}
      data-variant={variant}
      data-layout={layout}
      className={`group/screen relative grid h-dvh w-screen grid-cols-1 grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-[2vmin] overflow-hidden bg-brand-strong p-[3vmin] text-white landscape:grid-cols-[1fr_1.15fr] landscape:grid-rows-[auto_minmax(0,1fr)_auto] ${LARGE_GRID}`}
    >
      <header
        className={`flex items-start justify-between gap-[2vmin] landscape:col-span-2 ${LARGE_HEADER}`}
      >
        <h1 className="font-display text-[4.2vmin] font-semibold leading-tight portrait:text-[5.5vw] group-has-[[data-role=ramadan]:not([hidden])]/screen:portrait:text-[4.4vw]">
          {site.name}
        </h1>
        <div className="text-right group-data-[layout=large]/screen:landscape:text-left">
          <p data-role="date" className="text-[3.4vmin] font-semibold">
            {state.date}
          </p>
          <p data-role="hijri" className="text-[3vmin] text-accent-soft">
            {state.hijri}
          </p>
        </div>
      </header>

      <section
        aria-label="Time now and next prayer"
        className="flex flex-col justify-center gap-[2.5vmin]"
      >
        <p
          data-role="clock"
          className="text-[15vmin] font-bold leading-none tabular-nums tracking-tight portrait:text-center portrait:text-[19vw] group-has-[[data-role=ramadan]:not([hidden])]/screen:portrait:text-[13vw]"
        >
          {state.clock}
        </p>
        <div
          data-role="next"
          hidden={!state.next}
          className="rounded-[2vmin] bg-white/10 px-[3vmin] py-[2vmin] ring-1 ring-white/20 portrait:py-[1.5vmin] group-data-[layout=large]/screen:hidden group-has-[[data-role=ramadan]:not([hidden])]/screen:py-[1vmin]"
        >
          <p className="text-[3vmin] uppercase tracking-wider text-accent-soft group-has-[[data-role=ramadan]:not([hidden])]/screen:hidden">
            Next prayer
          </p>
          <p
            data-role="next-label"
            className="text-[5.5vmin] font-semibold leading-tight portrait:text-[6vw]"
          >
            {state.next?.label}
          </p>
          <p className="text-[4vmin] portrait:text-[5vw]">
            <span data-role="next-caption">{state.next?.caption}</span>{" "}
            <span data-role="next-countdown" className="font-bold tabular-nums">
              {state.next?.countdown}
            </span>
          </p>
        </div>
        <RamadanBand band={state.ramadan} />
      </section>

      <section
        aria-label="Today's prayer times"
        className={`flex flex-col justify-center ${LARGE_TIMES} ${CHANGED_ROWS}`}
      >
        <PrayerTimesTable rows={state.rows} look="wall" firstHeading={state.timesHeading} />
        <p
          data-role="changes"
          hidden={!state.changes}
          className="mt-[1vmin] text-center text-[3.2vmin] font-semibold text-accent-soft"
        >
          {state.changes}
        </p>
        <p
          data-role="jummah"
          hidden={!state.jummah}
          className="mt-[1vmin] text-center text-[3.2vmin] text-accent-soft"
        >
          <span data-role="jummah-first">{state.jummahSessions.first}</span>:{" "}
          {JUMMAH_TIMES.map((name, index) => (
            <span key={name}>
              {index > 0 ? " · " : ""}
              {JUMMAH_LABELS[name]}{" "}
              <span data-jummah={name} className="font-semibold text-white">
                {state.jummah?.[name]}
              </span>
            </span>
          ))}
          <span
            data-role="jummah-further"
            hidden={!state.jummahSessions.further}
            className="block text-white"
          >
            {state.jummahSessions.further}
          </span>
        </p>
      </section>

      <section
        aria-label="Notices, events and announcements"
        aria-live="off"
        className={`relative flex h-[18vh] flex-col justify-center overflow-hidden rounded-[2vmin] bg-black/20 px-[3vmin] py-[2vmin] landscape:col-span-2 landscape:h-[23vh] ${LARGE_NOTICES}`}
      >
        <ul data-role="notices">
          <RotationList items={rotation} now={now} />
        </ul>
        <p hidden={!!first && !first.slide} data-role="no-notices" className="text-[3.4vmin]">
          {site.tagline}
        </p>
        <p
          data-role="offline"
          hidden
          className="absolute top-[2vmin] right-[3vmin] text-[2.4vmin] text-accent-soft"
        >
          Offline: showing saved times
        </p>
      </section>

      <div
        data-overlay="iqamah-countdown"
        className="absolute inset-0 hidden flex-col items-center justify-center gap-[3vmin] bg-brand-strong p-[4vmin] text-center group-data-[phase=iqamah-countdown]/screen:flex"
      >
        <p className="text-[5vmin] text-accent-soft">
          <span data-role="overlay-title">{state.overlay?.title}</span> iqamah in
        </p>
        <p
          data-role="overlay-countdown"
          className="text-[20vmin] font-bold leading-none tabular-nums"
        >
          {state.overlay?.countdown}
        </p>
        <p className="max-w-[80vw] text-[4vmin]">Please switch off your mobile phone.</p>
        <p className="max-w-[80vw] text-[3.4vmin] text-accent-soft">
          "Straighten your rows, for straightening the rows is part of the perfection of the
          prayer." (Bukhari and Muslim)
        </p>
      </div>

      <div
        data-overlay="prayer"
        className="absolute inset-0 hidden items-end justify-end bg-black p-[3vmin] group-data-[phase=prayer]/screen:flex"
      >
        <p data-role="small-clock" className="text-[4vmin] text-white/40 tabular-nums">
          {state.clock.slice(0, 5)}
        </p>
      </div>

      <p
        data-overlay="jummah-prayer"
        className="absolute inset-x-0 top-0 hidden bg-accent py-[1vmin] text-center text-[3.4vmin] font-semibold text-ink group-data-[phase=jummah-prayer]/screen:block"
      >
        Jumu'ah prayer in progress
      </p>

      <div
        data-overlay="adhkar"
        className="absolute inset-0 hidden flex-col items-center justify-center gap-[2.5vmin] bg-brand-strong p-[5vmin] text-center group-data-[phase=adhkar]/screen:flex"
      >
        <p className="text-[4vmin] uppercase tracking-wider text-accent-soft">
          Remembrance after the prayer
        </p>
        {AFTER_PRAYER_ADHKAR.map((line) => (
          <p key={line} className="max-w-[85vw] text-[4.6vmin] font-semibold leading-snug">
            {line}
          </p>
        ))}
      </div>

      <div
        data-overlay="standby"
        className="absolute inset-0 hidden flex-col items-center justify-center gap-[2vmin] bg-black text-center text-white/50 group-data-[phase=standby]/screen:flex"
      >
        <p data-role="standby-clock" className="text-[10vmin] tabular-nums">
          {state.clock.slice(0, 5)}
        </p>
        <p className="text-[3vmin]">{site.name}</p>
      </div>
    </div>
  );
}
