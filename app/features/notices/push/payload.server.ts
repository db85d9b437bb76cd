import type { notices } from "#app/lib/db/schema";
import type { NoticeKind } from "../topics";

/** What the service worker reads from a push (decision 0388). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  /** One notification per notice: a second push of it replaces the first. */
  tag: string;
  kind: NoticeKind;
}

/** Push services take about 4 KB once encrypted; a notification shows a few lines anyway. */
const MAX_BODY = 600;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** The push for a notice; a janazah's says when and where the prayer is before anything else. */
export function noticePayload(notice: typeof notices.$inferSelect): PushPayload {
  const janazah = notice.janazah;
  const lines = janazah
    ? [
        [janazah.prayer, janazah.place].filter(Boolean).join(", "),
        janazah.burial ? `Burial: ${janazah.burial}` : "",
        notice.body,
      ]
    : [notice.body];
  return {
    title: cut(notice.title, 120),
    body: cut(lines.filter((line) => line.trim()).join("\n"), MAX_BODY),
    url: `/notices/${notice.id}`,
    tag: `notice-${notice.id}`,
    kind: notice.kind,
  };
}

/** Janazah and urgent notices ask the push service to wake the phone at once. */
export function pushUrgency(kind: NoticeKind): "high" | "normal" {
  return kind === "janazah" || kind === "urgent" ? "high" : "normal";
}
