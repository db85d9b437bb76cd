// What the competition brings to the site (its descriptor).
import { competitionRegistrations } from "#app/lib/db/schema";
import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import { competitionPaymentHandler } from "./competition.server";
import { demoEditions, seedDemoEdition } from "./editions.server";
import { personalData } from "./personal-data.server";
import {
  anonymiseEndedCompetitionRegistrations,
  countCompetitionRegistrationsToAnonymise,
} from "./retention.server";
import { competitionToday } from "./today.server";

export const competitionFeature: FeatureDescriptor = {
  name: "quran-competition",
  personalData: { tables: [competitionRegistrations], export: personalData },
  retention: [
    countedStep(
      "competitionRegistrations",
      countCompetitionRegistrationsToAnonymise,
      anonymiseEndedCompetitionRegistrations,
    ),
  ],
  payments: { "quran-competition": competitionPaymentHandler },
  seed: {
    demo: [
      {
        name: "competition demo edition",
        run: () => seedDemoEdition(),
        demoContent: demoEditions,
      },
    ],
  },
  adminNav: [
    {
      label: "Competition",
      href: "/admin/competition",
      group: "Programmes",
      order: 130,
    },
  ],
  adminAreas: [{ path: "/admin/competition", permissions: ["competition.manage"] }],
  today: competitionToday,
};
