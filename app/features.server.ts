import { academyFeature } from "~/features/academy/index.server";
import { accountsFeature } from "~/features/accounts/index.server";
import { adminFeature } from "~/features/admin/index.server";
import { backupsFeature } from "~/features/backups/index.server";
import { blogFeature } from "~/features/blog/index.server";
import { contactFeature } from "~/features/contact/index.server";
import { contentFeature } from "~/features/content/index.server";
import { directoryFeature } from "~/features/directory/index.server";
import { donationsFeature } from "~/features/donations/index.server";
import { mediaFeature } from "~/features/media/index.server";
import { prayerTimesFeature } from "~/features/prayer-times/index.server";
import { privacyFeature } from "~/features/privacy/index.server";
import { projectsFeature } from "~/features/projects/index.server";
import { competitionFeature } from "~/features/quran-competition/index.server";
import { settingsFeature } from "~/features/settings/index.server";
import { summerFeature } from "~/features/summer/index.server";
import type { FeatureList } from "~/lib/features/descriptor";

/**
 * Every feature that brings something to the whole site (personal data, retention, uploads,
 * payments, seeds, jobs, sitemap pages, admin menu entries), in one list beside the route table.
 * It sits above the features: server/ and scripts/ read it directly, and the routes get it as
 * `context.features` (server/app.ts). The order is the data export's and the seed's.
 */
export const FEATURES: FeatureList = [
  accountsFeature,
  directoryFeature,
  summerFeature,
  competitionFeature,
  academyFeature,
  donationsFeature,
  contactFeature,
  projectsFeature,
  blogFeature,
  prayerTimesFeature,
  contentFeature,
  mediaFeature,
  settingsFeature,
  adminFeature,
  backupsFeature,
  privacyFeature,
];
