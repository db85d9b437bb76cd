/** What other parts of the app use from prayer times (server side), and its descriptor. */
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { startChangeAlerts } from "./change-alerts.server";
import { seedIqamahRules, startPrayerSync } from "./prayer-times.server";
import { prayerTimesToday } from "./today.server";
import { demoWeeklyEvents, seedWeeklyEvents } from "./weekly-events.server";

export { type OpenDataAbout, openDataAbout } from "./api.server";
export {
  EID_MAX_AGE,
  type EidAnswer,
  FIRST_HIJRI_YEAR,
  LAST_HIJRI_YEAR,
  type RamadanAnswer,
} from "./api-schema";
export { homePrayerData } from "./home.server";
export { getPrayerSettings, prayerDays, syncPrayerTimes } from "./prayer-times.server";
export { timesSource } from "./timetable.server";
export { pdfDownload, tablePdf } from "./timetable-pdf.server";

export const prayerTimesFeature: FeatureDescriptor = {
  name: "prayer-times",
  seed: {
    demo: [
      { name: "weekly events", run: seedWeeklyEvents, demoContent: demoWeeklyEvents },
      { name: "iqamah rules", run: seedIqamahRules },
    ],
  },
  jobs: [
    { name: "prayer-time sync", start: () => startPrayerSync() },
    { name: "prayer-time change alerts", start: () => startChangeAlerts() },
  ],
  adminNav: [
    {
      label: "Prayer Times",
      href: "/admin/prayer-times",
      group: "Prayer & screens",
      order: 40,
    },
    {
      label: "Weekly Events",
      href: "/admin/weekly-events",
      group: "Prayer & screens",
      order: 50,
    },
  ],
  adminAreas: [
    { path: "/admin/prayer-times", permissions: ["prayer-times.manage"] },
    { path: "/admin/weekly-events", permissions: ["prayer-times.manage"] },
  ],
  today: prayerTimesToday,
};
