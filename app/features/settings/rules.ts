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

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "Monday, Tuesday | 17:00 | 19:30" → a row; null when a day or time is not valid. */
export function parseOpeningHours(line: string): OpeningHoursRow | null {
  const [dayList = "", opens = "", closes = "", ...rest] = line
    .split("|")
    .map((part) => part.trim());
  if (rest.length || !CLOCK.test(opens) || !CLOCK.test(closes) || closes <= opens) return null;
  const days = dayList
    .split(",")
    .map((day) => day.trim())
    .filter(Boolean)
    .map((day) => WEEKDAYS.find((name) => name.toLowerCase() === day.toLowerCase()));
  if (!days.length || days.some((day) => !day)) return null;
  return { days: days as string[], opens, closes };
}

export const openingHoursLines = (rows: readonly OpeningHoursRow[]) =>
  rows.map((row) => `${row.days.join(", ")} | ${row.opens} | ${row.closes}`).join("\n");
