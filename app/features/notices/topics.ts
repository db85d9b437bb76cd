import {
  type NoticeKind,
  type NoticeScreenStyle,
  type NoticeTopic,
  noticeKinds,
  noticeScreenStyles,
  noticeTopics,
} from "#app/lib/db/enums";

export {
  type NoticeKind,
  type NoticeScreenStyle,
  type NoticeTopic,
  noticeKinds,
  noticeScreenStyles,
  noticeTopics,
};

/** The topics as a subscriber chooses them (push and email alike). */
export const TOPIC_LABELS: Record<NoticeTopic, string> = {
  janazah: "Janazah (funeral prayers)",
  "prayer-times": "Prayer-time changes",
  events: "Events",
  academy: "Academy",
  urgent: "Urgent notices (closures, cancellations)",
};

export const KIND_LABELS: Record<NoticeKind, string> = {
  general: "General",
  janazah: "Janazah",
  "prayer-times": "Prayer-time change",
  event: "Event",
  urgent: "Urgent",
};

/** The topic a notice of each kind reaches unless staff choose another (decision 0386). */
export const DEFAULT_TOPIC: Record<NoticeKind, NoticeTopic> = {
  general: "events",
  janazah: "janazah",
  "prayer-times": "prayer-times",
  event: "events",
  urgent: "urgent",
};

export function isNoticeTopic(value: string): value is NoticeTopic {
  return (noticeTopics as readonly string[]).includes(value);
}
