/** The two Eids, and what the pages, banner, screens and API show of one (shared with the browser). */
export const EIDS = ["fitr", "adha"] as const;
export type Eid = (typeof EIDS)[number];

export const EID_NAMES: Record<Eid, string> = { fitr: "Eid al-Fitr", adha: "Eid al-Adha" };

export const MOON_ANSWERS = ["sighted", "not-sighted"] as const;
export type MoonAnswer = (typeof MOON_ANSWERS)[number];

/** One jama'at of an Eid prayer. */
export interface EidJamaat {
  id: number;
  /** "HH:MM". */
  time: string;
  place: string;
  /** The language of the khutbah ("" when not given). */
  language: string;
  /** Whether places are booked (free) for it. */
  booking: boolean;
  /** Places still free when booked; null: no limit or no booking. */
  placesLeft: number | null;
}

/** An Eid the site is showing: from its "show from" date to the end of its day. */
export interface EidNotice {
  eid: Eid;
  name: string;
  hijriYear: number;
  /** The day of the Eid prayers (Gregorian, "YYYY-MM-DD"), as the centre's calendar has it. */
  date: string;
  /** Whether the day is announced (the month start recorded or the moon answered), not expected. */
  confirmed: boolean;
  moon: MoonAnswer | null;
  /** In time order. */
  jamaat: EidJamaat[];
}
