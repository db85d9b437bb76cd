// What summer brings to the site (its descriptor); its own pages use its modules directly.
import { summerChildren, summerOpeningNotices, summerRegistrations } from "#app/lib/db/schema";
import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import { personalData } from "./personal-data.server";
import { startOpeningNotices } from "./registration/opening-notices.server";
import { summerPaymentHandler } from "./registration/registration.server";
import {
  anonymiseEndedSummerRegistrations,
  countSummerRegistrationsToAnonymise,
} from "./retention.server";
import { demoSummerSeasons, seedDemoSummerSeason, seedSummerCoupons } from "./seed.server";
import { summerToday } from "./today.server";

export const summerFeature: FeatureDescriptor = {
  name: "summer",
  personalData: {
    tables: [summerRegistrations, summerChildren, summerOpeningNotices],
    export: personalData,
  },
  retention: [
    countedStep(
      "summerRegistrations",
      countSummerRegistrationsToAnonymise,
      anonymiseEndedSummerRegistrations,
    ),
  ],
  payments: { summer: summerPaymentHandler },
  seed: {
    demo: [
      { name: "summer coupons", run: seedSummerCoupons },
      {
        name: "summer demo season",
        run: () => seedDemoSummerSeason(),
        demoContent: demoSummerSeasons,
      },
    ],
  },
  jobs: [{ name: "summer opening notices", start: () => startOpeningNotices() }],
  adminNav: [{ label: "Summer", href: "/admin/summer", group: "Programmes", order: 110 }],
  adminAreas: [{ path: "/admin/summer", permissions: ["summer.manage"] }],
  today: summerToday,
};
