import type { NoticeScreenStyle } from "./topics";

/** The words of the notices' pages, banner and feed (decisions 0386, 0387). */
export const NOTICES_MESSAGES = {
  title: "Notices",
  description:
    "The centre's current notices: janazah prayers, prayer-time changes, events and urgent news.",
  lead: "What is happening at the centre now: janazah prayers, prayer-time changes, events and urgent news.",
  currentHeading: "Current notices",
  recentHeading: "Recent notices",
  noCurrent: "There are no current notices.",
  noRecent: "No notices ended in the last 30 days.",
  empty:
    "There are no notices at the moment. Notices of janazah prayers, prayer-time changes and urgent news appear here.",
  feedLink: "Follow the notices by RSS",
  feedTitle: (site: string) => `${site} notices`,
  feedDescription: "Janazah prayers, prayer-time changes, events and urgent news from the centre.",
  readMore: "Read the notice",
  linkLabel: "Find out more",
  allNotices: "All notices",
  notFound: {
    title: "Notice not found",
    text: "This notice may have ended and been removed, or the address may be mistyped.",
    link: { to: "/notices", label: "See the current notices" },
  },
  bannerLabel: "Notices",
  /** Said for the deceased on a janazah notice (decision 0387). */
  janazahLine: "Inna lillahi wa inna ilayhi raji'un",
  janazahLineMeaning: "Surely we belong to Allah and to Him we return.",
  janazahDetails: {
    deceasedName: "Deceased",
    prayer: "Janazah prayer",
    place: "Place",
    burial: "Burial",
  },
  shown: (from: string, to: string) => `From ${from} until ${to}`,
  ended: (at: string) => `Ended ${at}`,
} as const;

export const ADMIN_NOTICES_MESSAGES = {
  title: "Notices",
  description: "Notices for the site's banner, the wall screens, web push and email.",
  lead: "Write a notice once and choose where it goes: the banner above the site's pages, the wall screens, web push and email. Push and email go when it starts.",
  newNotice: "New notice",
  editTitle: "Edit notice",
  newTitle: "New notice",
  current: "Current",
  scheduled: "Scheduled",
  past: "Past",
  none: "None",
  nowhere: "Only at /notices",
  columns: { title: "Title", kind: "Kind", when: "When (UK time)", where: "Where it goes" },
  emptyCurrent: "No notice is showing now.",
  emptyScheduled: "No notice is waiting to start.",
  emptyPast: "No notice has ended.",
  created: "Notice saved",
  saved: "Notice saved",
  ended: "The notice has ended: it no longer shows anywhere.",
  deleted: "Notice deleted",
  gone: "This notice no longer exists.",
  endNow: "End now",
  endNowQuestion: "End this notice now? It stops showing on the site and the screens at once.",
  delete: "Delete notice",
  deleteQuestion: "Delete this notice? This cannot be undone.",
  view: "View on the site",
  pushQueued: (at: string) => `Pushed ${at}`,
  endOrDelete: "End or delete",
  janazahLegend: "Janazah",
  janazahHint:
    "The name shows only with the family's consent. Janazah notices are deleted 30 days after they end.",
  whereLegend: "Where it goes",
  topicHint:
    "Who gets the web push and email: the people who chose this topic. It follows the kind unless you change it.",
  linkHint: "A page of this site (e.g. /eid) or an https:// address.",
  startsHint: "Push and email go at this time.",
  endsHint: "It stops showing everywhere at this time.",
  save: "Save notice",
  bodyHint: "Plain text, up to 1,000 characters: say what matters; link to a page for more.",
  prayerHint: 'For example "After Dhuhr, 13:15".',
} as const;

export const SCREEN_STYLE_LABELS: Record<NoticeScreenStyle, string> = {
  none: "Not on the screens",
  flash: "A line in the strip",
  slide: "A full-screen slide",
};
