import type { EidAnswer, OpenDataAbout } from "#app/features/prayer-times/index.server";
import type { EidNotice } from "./eid";

/** The open Eid data, /api/v1/eid (decision 0385): the Eid the site shows, and its jama'at. */
export function eidAnswer(
  notice: EidNotice | null,
  about: Pick<OpenDataAbout, "centre" | "timezone">,
): EidAnswer {
  return {
    centre: about.centre,
    timezone: about.timezone,
    eid: notice && {
      eid: notice.eid,
      name: notice.name,
      hijriYear: notice.hijriYear,
      date: notice.date,
      confirmed: notice.confirmed,
      moon: notice.moon,
      jamaat: notice.jamaat.map((jamaat) => ({
        time: jamaat.time,
        place: jamaat.place,
        language: jamaat.language,
        booking: jamaat.booking,
        placesLeft: jamaat.placesLeft,
      })),
    },
  };
}
