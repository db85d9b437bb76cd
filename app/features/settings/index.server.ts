// What the settings bring to the site (their descriptor).
import type { FeatureDescriptor } from "#app/lib/features/descriptor";

export const settingsFeature: FeatureDescriptor = {
  name: "settings",
  adminNav: [{ label: "Settings", href: "/admin/settings", group: "Centre", order: 150 }],
  adminAreas: [{ path: "/admin/settings", permissions: ["settings.manage"] }],
};
