// What the privacy feature brings to the site: the daily retention job, over every feature.
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { startRetention } from "./retention.server";

export const privacyFeature: FeatureDescriptor = {
  name: "privacy",
  jobs: [{ name: "retention", start: (features) => startRetention(features) }],
  adminNav: [
    {
      label: "Data retention",
      href: "/admin/retention",
      group: "Centre",
      order: 160,
    },
  ],
  adminAreas: [{ path: "/admin/retention", permissions: ["privacy.manage"] }],
};
