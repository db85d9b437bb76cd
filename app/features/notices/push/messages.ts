import { type NoticeTopic, TOPIC_LABELS } from "../topics";

/** The words of web push: the subscribe control, the answers of /notices/push. */
export const PUSH_MESSAGES = {
  legend: "Notices on this phone",
  lead: "Choose what you want to hear about. We send nothing else.",
  subscribe: "Get notices on this phone",
  unsubscribe: "Stop notices on this phone",
  working: "One moment…",
  subscribed: (topics: readonly NoticeTopic[]) =>
    `Subscribed to ${topics.map((topic) => TOPIC_LABELS[topic]).join(", ")}.`,
  unsubscribed: "Notices on this phone are stopped.",
  chooseTopic: "Choose at least one kind of notice.",
  denied:
    "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
  failed: "This phone could not be subscribed. Please try again later.",
  noJavaScript: "Notices on a phone need JavaScript switched on.",
  iphone:
    "On an iPhone or iPad: add this site to your Home Screen first (Share, then “Add to Home Screen”), then open it from there.",
  unsupported:
    "This browser cannot receive notices. Try Chrome on Android, or an iPhone with the site added to the Home Screen.",
  /** The answers of POST /notices/push. */
  unknownIntent: "Send intent=subscribe or intent=unsubscribe.",
} as const;
