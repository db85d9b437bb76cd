/** What other parts of the app use from Ramadan (server side), and its descriptor. */
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import {
  demoRamadanNights,
  demoRamadanStart,
  seedDemoNights,
  seedDemoRamadanStart,
  seedRamadanTimes,
} from "./seed.server";

export { ramadanHomeData } from "./ramadan.server";

export const ramadanFeature: FeatureDescriptor = {
  name: "ramadan",
  seed: {
    demo: [
      { name: "Ramadan times", run: seedRamadanTimes },
      { name: "announced Ramadan", run: seedDemoRamadanStart, demoContent: demoRamadanStart },
      { name: "Ramadan night notes", run: seedDemoNights, demoContent: demoRamadanNights },
    ],
  },
  sitemap: async () => [{ path: "/ramadan", lastModified: null }],
  adminNav: [{ label: "Ramadan", href: "/admin/ramadan", group: "Prayer & screens", order: 45 }],
  adminAreas: [{ path: "/admin/ramadan", permissions: ["prayer-times.manage"] }],
};
