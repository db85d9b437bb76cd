// What contact brings to the site (its descriptor).
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { personalData } from "./contact.server";

export const contactFeature: FeatureDescriptor = {
  name: "contact",
  // Its messages are form submissions (their rules are the admin feature's).
  personalData: { tables: [], export: personalData },
};
