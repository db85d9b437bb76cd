/** What other parts of the app use from Ramadan (server side), and its descriptor. */
import { iftarSignups, iftarVolunteers } from "#app/lib/db/schema";
import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import { cutoffDate, RETENTION_RULES } from "#app/lib/privacy/retention";
import { personalData as iftarPersonalData } from "./iftars/personal-data.server";
import { countIftarPeopleToDelete, deleteIftarPeople } from "./iftars/retention.server";
import { demoIftarNights, seedDemoIftars } from "./iftars/seed.server";
import {
  demoRamadanNights,
  demoRamadanStart,
  seedDemoNights,
  seedDemoRamadanStart,
  seedRamadanTimes,
} from "./seed.server";

export { ramadanBanner, ramadanForScreen } from "./countdown.server";
export { monthStartProblems } from "./hijri-months";
export { ramadanHomeData } from "./ramadan.server";
export { currentCentreCalendar, nextVersion, saveMonthStarts } from "./store.server";

export const ramadanFeature: FeatureDescriptor = {
  name: "ramadan",
  seed: {
    demo: [
      { name: "Ramadan times", run: seedRamadanTimes },
      { name: "announced Ramadan", run: seedDemoRamadanStart, demoContent: demoRamadanStart },
      { name: "Ramadan night notes", run: seedDemoNights, demoContent: demoRamadanNights },
      { name: "community iftars", run: seedDemoIftars, demoContent: demoIftarNights },
    ],
  },
  personalData: {
    // Community iftars: sign-ups by their email, rota entries by a contact that is the email.
    tables: [iftarSignups, iftarVolunteers],
    export: iftarPersonalData,
  },
  retention: [
    countedStep(
      "iftarSignups",
      (now) => countIftarPeopleToDelete(cutoffDate(RETENTION_RULES.iftarSignups.period, now)),
      (now) => deleteIftarPeople(cutoffDate(RETENTION_RULES.iftarSignups.period, now)),
    ),
  ],
  sitemap: async () => [{ path: "/ramadan", lastModified: null }],
  adminNav: [{ label: "Ramadan", href: "/admin/ramadan", group: "Prayer & screens", order: 45 }],
  adminAreas: [{ path: "/admin/ramadan", permissions: ["prayer-times.manage"] }],
};
