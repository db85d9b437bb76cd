import type { RamadanBand as Band } from "./season-state";

/** Each time with its label, kept on one line: the line breaks only between them. */
const item = "whitespace-nowrap";

/**
 * Ramadan on the wall screen, drawn like the next-prayer box: the fast's day, the countdown to
 * iftar or to the end of suhoor, and the fast's suhoor end and iftar with tonight's tarawih;
 * bigger in the large type. Its pieces carry `data-ramadan` (the band's field) for the screen's
 * script; hidden outside Ramadan.
 */
export function RamadanBand({ band }: { band: Band | null }) {
  return (
    <div
      data-role="ramadan"
      hidden={!band}
      className="rounded-[2vmin] bg-white/10 px-[3vmin] py-[1.2vmin] leading-tight ring-2 ring-accent"
    >
      <p
        data-ramadan="title"
        className="text-[2.8vmin] uppercase tracking-wider text-accent-soft group-data-[layout=large]/screen:text-[3.4vmin]"
      >
        {band?.title}
      </p>
      <p
        data-ramadan="countdown"
        className="text-[4.4vmin] font-bold tabular-nums group-data-[layout=large]/screen:text-[5vmin]"
      >
        {band?.countdown}
      </p>
      <p className="flex flex-wrap gap-x-[2.5vmin] text-[3vmin] tabular-nums group-data-[layout=large]/screen:text-[3.8vmin]">
        <span className={item}>
          Suhoor ends{" "}
          <span data-ramadan="suhoorEnds" className="font-semibold">
            {band?.suhoorEnds}
          </span>
        </span>{" "}
        <span className={item}>
          Iftar{" "}
          <span data-ramadan="iftar" className="font-semibold">
            {band?.iftar}
          </span>
        </span>
        <span data-role="tarawih" hidden={!band?.tarawih} className={item}>
          {" "}
          Tarawih{" "}
          <span data-ramadan="tarawih" className="font-semibold">
            {band?.tarawih}
          </span>
        </span>
      </p>
    </div>
  );
}
