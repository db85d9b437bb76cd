import type { ReactNode } from "react";
import { Arabic } from "#app/components/ui/arabic";
import { cn } from "#app/lib/cn";
import { PRAYER_NAMES_FACE } from "../prayer-name-font";
import type { PrayerRow } from "../prayers";

type Look = {
  table: string;
  headRow: string;
  /** The prayer, adhan and iqamah columns, in the head and in every row. */
  columns: readonly [string, string, string];
  headCell: string;
  /** The classes of every row, with its `data-[next=true]:` highlight. */
  row: string;
  cells: readonly [string, string, string];
  /** Whether each prayer's Arabic name stands beside its English one. */
  arabic: boolean;
};

const PAGE: Look = {
  table: "w-full text-left",
  headRow: "border-b border-stone-300 text-sm uppercase tracking-wide text-stone-600",
  columns: ["pr-2", "px-2 text-right", "pl-2 text-right"],
  headCell: "py-2 font-semibold",
  row: "border-b border-stone-200 data-[next=true]:bg-accent-soft data-[next=true]:font-semibold data-[next=true]:text-ink",
  cells: ["py-2.5 font-semibold", "tabular-nums", "font-semibold tabular-nums"],
  arabic: true,
};

const LOOKS = {
  page: PAGE,
  // The home page's summary stays in English: Amiri is fetched only where Arabic is shown.
  compact: {
    ...PAGE,
    cells: ["py-1.5 font-semibold", PAGE.cells[1], PAGE.cells[2]],
    arabic: false,
  },
  wall: {
    table:
      "w-full border-separate border-spacing-y-[0.8vmin] text-[4.2vmin] leading-tight portrait:text-[5.6vw]",
    headRow: "text-[2.8vmin] uppercase tracking-wider text-accent-soft",
    columns: ["px-[2vmin] text-left", "px-[2vmin] text-right", "px-[2vmin] text-right"],
    headCell: "font-semibold",
    row: "bg-white/5 data-[next=true]:bg-accent data-[next=true]:text-ink",
    cells: [
      "rounded-l-[1.5vmin] py-[0.8vmin] font-semibold portrait:py-[1.2vw]",
      "tabular-nums",
      "rounded-r-[1.5vmin] font-bold tabular-nums",
    ],
    arabic: true,
  },
} satisfies Record<string, Look>;

const HEADINGS = ["Prayer", "Adhan", "Iqamah"] as const;

/**
 * A day's times, one row a prayer (adhan, iqamah), the upcoming one highlighted. On the wall
 * screen a plain script moves the highlight and rewrites the cells (found by their data
 * attributes), so only React-drawn tables also mark the upcoming row for screen readers.
 */
export function PrayerTimesTable({
  rows,
  look,
  caption,
  firstHeading = HEADINGS[0],
}: {
  rows: readonly (PrayerRow & { next: boolean })[];
  look: keyof typeof LOOKS;
  caption?: ReactNode;
  /** The prayer column's heading: on the wall screen "Tomorrow" once it shows tomorrow's times. */
  firstHeading?: string;
}) {
  const classes = LOOKS[look];
  const wall = look === "wall";
  return (
    <table className={classes.table}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr className={classes.headRow}>
          {HEADINGS.map((heading, column) => (
            <th
              key={heading}
              scope="col"
              data-role={wall && column === 0 ? "times-heading" : undefined}
              className={cn(classes.columns[column], classes.headCell)}
            >
              {column === 0 ? firstHeading : heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.name}
            data-prayer={row.name}
            data-next={row.next}
            aria-current={!wall && row.next ? "time" : undefined}
            className={classes.row}
          >
            <th scope="row" className={cn(classes.columns[0], classes.cells[0])}>
              {wall ? (
                <span className="flex items-baseline justify-between gap-[2vmin]">
                  <span data-cell="label">{row.label}</span>
                  <Arabic face={PRAYER_NAMES_FACE} className="font-normal leading-none">
                    <span data-cell="arabic-label">{row.arabicLabel}</span>
                  </Arabic>
                </span>
              ) : classes.arabic ? (
                <span className="flex items-baseline justify-between gap-3">
                  <span>
                    {row.label}
                    {row.next ? <span className="sr-only"> (next)</span> : null}
                  </span>
                  <Arabic face={PRAYER_NAMES_FACE} className="text-xl font-normal leading-none">
                    {row.arabicLabel}
                  </Arabic>
                </span>
              ) : (
                <>
                  {row.label}
                  {row.next ? <span className="sr-only"> (next)</span> : null}
                </>
              )}
            </th>
            <td data-cell="adhan" className={cn(classes.columns[1], classes.cells[1])}>
              {row.adhan}
            </td>
            <td data-cell="iqamah" className={cn(classes.columns[2], classes.cells[2])}>
              {row.iqamah}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
