/** What other parts of the app use from Eid (server side), and its descriptor. */
import { eidBookings } from "#app/lib/db/schema";
import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import { cutoffDate, RETENTION_RULES } from "#app/lib/privacy/retention";
import { personalData } from "./personal-data.server";
import { countEidBookingsToDelete, deleteEidBookings } from "./retention.server";
import { demoEid, seedDemoEid } from "./seed.server";

export { eidNotice, eidNoticeOn } from "./eid.server";

export const eidFeature: FeatureDescriptor = {
  name: "eid",
  personalData: { tables: [eidBookings], export: personalData },
  retention: [
    countedStep(
      "eidBookings",
      (now) => countEidBookingsToDelete(cutoffDate(RETENTION_RULES.eidBookings.period, now)),
      (now) => deleteEidBookings(cutoffDate(RETENTION_RULES.eidBookings.period, now)),
    ),
  ],
  seed: { demo: [{ name: "Eid al-Fitr prayers", run: seedDemoEid, demoContent: demoEid }] },
  sitemap: async () => [{ path: "/eid", lastModified: null }],
  adminNav: [{ label: "Eid", href: "/admin/eid", group: "Prayer & screens", order: 47 }],
  adminAreas: [{ path: "/admin/eid", permissions: ["prayer-times.manage"] }],
};
