import type { FeatureDescriptor } from "#app/lib/features/descriptor";

/** What one capability of notices adds to the feature's descriptor (index.server.ts joins them). */
export type NoticesPart = Pick<
  FeatureDescriptor,
  "retention" | "jobs" | "sitemap" | "personalData"
>;
