// What other features may use of the academy (the home page's card), and what it brings to the
// site (its descriptor).
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { personalData } from "./academy.server";
import { demoTerms, seedDemoTerm } from "./demo-term.server";

export { academyHomeLine } from "./terms.server";

export const academyFeature: FeatureDescriptor = {
  name: "academy",
  // Enrolments are form submissions (their rules are the admin feature's); terms hold no person.
  personalData: { tables: [], export: personalData },
  seed: {
    demo: [{ name: "academy demo term", run: () => seedDemoTerm(), demoContent: demoTerms }],
  },
  adminNav: [{ label: "Academy", href: "/admin/academy", group: "Programmes", order: 60 }],
  adminAreas: [{ path: "/admin/academy", permissions: ["academy.manage"] }],
};
