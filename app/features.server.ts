import { academyFeature } from "#app/features/academy/index.server";
import { accountsFeature } from "#app/features/accounts/index.server";
import { adminFeature } from "#app/features/admin/index.server";
import { backupsFeature } from "#app/features/backups/index.server";
import { blogFeature } from "#app/features/blog/index.server";
import { contactFeature } from "#app/features/contact/index.server";
import { contentFeature } from "#app/features/content/index.server";
import { directoryFeature } from "#app/features/directory/index.server";
import { donationsFeature } from "#app/features/donations/index.server";
import { eidFeature } from "#app/features/eid/index.server";
import { mediaFeature } from "#app/features/media/index.server";
import { noticesFeature } from "#app/features/notices/index.server";
import { prayerTimesFeature } from "#app/features/prayer-times/index.server";
import { privacyFeature } from "#app/features/privacy/index.server";
import { projectsFeature } from "#app/features/projects/index.server";
import { competitionFeature } from "#app/features/quran-competition/index.server";
import { ramadanFeature } from "#app/features/ramadan/index.server";
import { settingsFeature } from "#app/features/settings/index.server";
import { summerFeature } from "#app/features/summer/index.server";
import type { FeatureList } from "#app/lib/features/descriptor";

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
  ramadanFeature,
  eidFeature,
  noticesFeature,
  contentFeature,
  mediaFeature,
  settingsFeature,
  adminFeature,
  backupsFeature,
  privacyFeature,
];
