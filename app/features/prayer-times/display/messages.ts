import type { NoticeKind } from "#app/features/notices";

/** The words of the wall screens' notices (decision 0392). */

/** A notice's heading in the strip, by its kind. */
export const NOTICE_HEADINGS: Record<NoticeKind, string> = {
  general: "Notice",
  janazah: "Janazah",
  "prayer-times": "Prayer times",
  event: "Event",
  urgent: "Urgent",
};

export const ANNOUNCEMENT_HEADING = "Announcement";

/** The janazah slide: the words said on hearing of a death, and what each detail is. */
export const JANAZAH_SLIDE = {
  heading: "Janazah",
  words: "Inna lillahi wa inna ilayhi raji'un",
  meaning: "Surely we belong to Allah, and to Him we shall return.",
  prayer: "Janazah prayer",
  place: "Place",
  burial: "Burial",
};
