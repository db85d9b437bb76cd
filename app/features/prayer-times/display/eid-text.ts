import type { EidNotice } from "#app/features/eid";
import { formatCalendarDate } from "#app/lib/time/calendar";
import type { ScreenEid } from "./season-state";

/**
 * The Eid as the wall screen's rotation shows it, written on the server: "Eid al-Fitr · Wednesday
 * 10 March 2027" over "07:30 Main hall, khutbah in English · 09:00 Car park".
 */
export function screenEid(notice: EidNotice): ScreenEid {
  const day = formatCalendarDate(notice.date, "weekdayLong");
  return {
    date: notice.date,
    heading: `${notice.name} · ${day}${notice.confirmed ? "" : " (expected)"}`,
    text: notice.jamaat
      .map((jamaat) =>
        [`${jamaat.time} ${jamaat.place}`, jamaat.language ? `khutbah in ${jamaat.language}` : ""]
          .filter(Boolean)
          .join(", "),
      )
      .join(" · "),
  };
}
