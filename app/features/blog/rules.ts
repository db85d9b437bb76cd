/** Pure rules of the blog (shared by the server and the admin editor). */
import { formatInstant } from "#app/lib/time/format";
import { instantAt, localClock, localDate } from "#app/lib/time/london";

export const POSTS_PER_PAGE = 6;
const SLUG_MAX_LENGTH = 80;

/** "Qur'an Competition 2025: Register Now!" → "quran-competition-2025-register-now". */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/&/g, " and ")
    .replace(/£/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
  return slug || "post";
}

/** A slug as typed by an administrator, or null when it is not a valid slug. */
export function cleanSlug(value: string): string | null {
  const slug = value.trim().toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= SLUG_MAX_LENGTH ? slug : null;
}

/** The first of base, base-2, base-3… that is not taken (by another post or an old slug). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/g, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Where a request for a slug goes: the post itself, a permanent redirect from an old slug to the
 * post's current one, or nowhere (404).
 */
export function resolveSlug(
  slug: string,
  current: ReadonlySet<string>,
  redirects: ReadonlyMap<string, string>,
): { kind: "post"; slug: string } | { kind: "redirect"; to: string } | { kind: "missing" } {
  if (current.has(slug)) return { kind: "post", slug };
  const to = redirects.get(slug);
  return to && to !== slug ? { kind: "redirect", to } : { kind: "missing" };
}

/** Words of Markdown text, without code fences' markers, link targets and symbols. */
function plainTextFromMarkdown(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n/g, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<(script|style|iframe|noscript|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_~`|]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = plainTextFromMarkdown(markdown).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** An excerpt from the body when the author gives none: the first 200 characters, on a word. */
export function excerptFromMarkdown(markdown: string, length = 200): string {
  const text = plainTextFromMarkdown(markdown);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : length).trimEnd()}…`;
}

/** "Events, Academy, events" → ["events", "academy"] (lower case, unique, at most 8). */
export function parseTags(value: string): string[] {
  const tags = value
    .split(",")
    .map((tag) =>
      tag
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9' -]+/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((tag) => tag.length > 0 && tag.length <= 30);
  return [...new Set(tags)].slice(0, 8);
}

/**
 * A `datetime-local` value ("2025-12-25T09:00") read as London time, as an instant; null when the
 * text is not such a value. A time in the spring-forward gap moves an hour on.
 */
export function londonLocalToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const check = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d));
  if (check.getUTCMonth() !== (mo ?? 1) - 1 || check.getUTCDate() !== d) return null;
  if ((h ?? 0) > 23 || (mi ?? 0) > 59) return null;
  return new Date(instantAt(`${match[1]}-${match[2]}-${match[3]}`, `${match[4]}:${match[5]}`));
}

/** An instant as a `datetime-local` value in London time: "2025-12-25T09:00". */
export function dateToLondonLocal(date: Date): string {
  return `${localDate(date.getTime())}T${localClock(date.getTime()).slice(0, 5)}`;
}

/** "25 December 2025" in UK time. */
export function formatPostDate(value: Date | string): string {
  return formatInstant(value, "long");
}

/** The state of a post as the admin list shows it. */
export function postState(
  post: { status: "draft" | "published"; publishAt: Date | null },
  now: Date = new Date(),
): "draft" | "scheduled" | "published" {
  if (post.status !== "published" || !post.publishAt) return "draft";
  return post.publishAt.getTime() > now.getTime() ? "scheduled" : "published";
}
