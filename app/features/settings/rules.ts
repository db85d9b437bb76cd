/**
 * Pure rules of the site settings: links, video ids, colour contrast, opening hours. Shared by
 * the form's schema (browser and server) and tested alone.
 */

import { httpsUrl } from "#app/lib/links";
import { WEEKDAYS } from "#app/lib/time/calendar";

const hostIs = (url: URL, ...hosts: string[]) =>
  hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));

/** A WhatsApp group invite (https://chat.whatsapp.com/…) or chat link (https://wa.me/…). */
export function isWhatsappLink(value: string): boolean {
  const url = httpsUrl(value);
  return (
    url !== null &&
    (url.hostname === "chat.whatsapp.com" || url.hostname === "wa.me") &&
    url.pathname.length > 1
  );
}

export type VideoRef = { youtubeId: string } | { vimeoId: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/**
 * A YouTube or Vimeo video from what staff paste: a link (watch, youtu.be, embed, shorts,
 * vimeo.com/123, player.vimeo.com/video/123) or the id alone (11 characters for YouTube, a
 * number for Vimeo). Null for anything else, including http:// links.
 */
export function parseVideo(input: string): VideoRef | null {
  const value = input.trim();
  if (VIMEO_ID.test(value)) return { vimeoId: value };
  if (YOUTUBE_ID.test(value)) return { youtubeId: value };
  const url = httpsUrl(value);
  if (!url) return null;
  if (hostIs(url, "youtube.com", "youtube-nocookie.com")) {
    const id =
      url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
    return id && YOUTUBE_ID.test(id) ? { youtubeId: id } : null;
  }
  if (hostIs(url, "youtu.be")) {
    const id = url.pathname.slice(1).split("/")[0];
    return id && YOUTUBE_ID.test(id) ? { youtubeId: id } : null;
  }
  if (hostIs(url, "vimeo.com")) {
    const id = url.pathname.match(/(?:^|\/)(\d{6,12})(?:\/|$)/)?.[1];
    return id ? { vimeoId: id } : null;
  }
  return null;
}

/** What the form shows for a stored video: a link staff recognise. */
export function videoLink(video: { youtubeId?: string; vimeoId?: string }): string {
  if (video.youtubeId) return `https://www.youtube.com/watch?v=${video.youtubeId}`;
  if (video.vimeoId) return `https://vimeo.com/${video.vimeoId}`;
  return "";
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#0F6B4F", "0f6b4f" or "#0f6" → "#0f6b4f"; null when it is not a hex colour. */
export function normaliseHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits}`;
}

/** WCAG 2 relative luminance of a "#rrggbb" colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two "#rrggbb" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE = "#ffffff";
/** WCAG AA for normal text; 3:1 for large text and graphics (icons, borders). */
export const AA_TEXT = 4.5;
export const AA_GRAPHICS = 3;

export interface OpeningHoursRow {
  days: string[];
  opens: string;
  closes: string;
}

/** The week as the form lists it: Monday first, as the centre's timetable reads. */
export const OPENING_DAYS: readonly string[] = [...WEEKDAYS.slice(1), ...WEEKDAYS.slice(0, 1)];

/** A row of opening hours as the form sends it: the days ticked, the two times as typed. */
export interface OpeningHoursRowInput {
  days?: string | readonly string[] | undefined;
  /** A time as typed; unknown, as a hostile form may send a field twice (a list). */
  opens?: unknown;
  closes?: unknown;
}

export const OPENING_HOURS_MESSAGES = {
  days: "Please tick at least one day",
  unknownDay: "Please tick the days from the list",
  opens: "Please enter the opening time in hours and minutes, such as 17:00",
  closes: "Please enter the closing time in hours and minutes, such as 19:30",
  order: "The closing time must be after the opening time",
} as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time as typed; anything but one string (a field sent twice arrives as a list) is none. */
const timeOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The days as sent (one value per ticked box; "Monday, Tuesday" read too). */
const dayNames = (days: OpeningHoursRowInput["days"]) =>
  (typeof days === "string" ? [days] : (days ?? []))
    .flatMap((day) => String(day).split(","))
    .map((day) => day.trim())
    .filter(Boolean);

/**
 * The days ticked, named as stored ("Monday") in the week's order (Monday first), each once;
 * null when one is not a day of the week.
 */
export function openingDays(days: OpeningHoursRowInput["days"]): string[] | null {
  const names = dayNames(days).map((day) =>
    OPENING_DAYS.find((name) => name.toLowerCase() === day.toLowerCase()),
  );
  if (names.some((name) => !name)) return null;
  return OPENING_DAYS.filter((day) => names.includes(day));
}

/** A row with no day ticked and no time: an added row left empty, which is not saved. */
export const isBlankOpeningRow = (row: OpeningHoursRowInput) =>
  dayNames(row.days).length === 0 && !timeOf(row.opens) && !timeOf(row.closes);

/** What is wrong with a row, by its part (none for a blank row, which is left out). */
export function openingHoursRowProblems(
  row: OpeningHoursRowInput,
): Partial<Record<"days" | "opens" | "closes", string>> {
  if (isBlankOpeningRow(row)) return {};
  const problems: Partial<Record<"days" | "opens" | "closes", string>> = {};
  const days = openingDays(row.days);
  if (!days) problems.days = OPENING_HOURS_MESSAGES.unknownDay;
  else if (!days.length) problems.days = OPENING_HOURS_MESSAGES.days;
  const opens = timeOf(row.opens);
  const closes = timeOf(row.closes);
  if (!CLOCK.test(opens)) problems.opens = OPENING_HOURS_MESSAGES.opens;
  if (!CLOCK.test(closes)) problems.closes = OPENING_HOURS_MESSAGES.closes;
  else if (CLOCK.test(opens) && closes <= opens) problems.closes = OPENING_HOURS_MESSAGES.order;
  return problems;
}

/** A row as stored, or null when it is blank or has a problem (`openingHoursRowProblems`). */
export function openingHoursRow(row: OpeningHoursRowInput): OpeningHoursRow | null {
  if (isBlankOpeningRow(row) || Object.keys(openingHoursRowProblems(row)).length) return null;
  return {
    days: openingDays(row.days) ?? [],
    opens: timeOf(row.opens),
    closes: timeOf(row.closes),
  };
}
