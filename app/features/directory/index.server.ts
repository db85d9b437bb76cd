// What other features may use of the directory, and what it brings to the site (its descriptor).
import { businesses, directoryDrafts, heldCvs, jobSeekers } from "#app/lib/db/schema";
import { countedStep, type FeatureDescriptor } from "#app/lib/features/descriptor";
import { directoryToday, pendingDirectoryCount } from "./admin.server";
import { countDeclinedListings, deleteDeclinedListings } from "./declined.server";
import { countExpiredDrafts, purgeExpiredDrafts } from "./drafts.server";
import { deleteOwnedListings, ownedListings } from "./owned-listings.server";
import { personalData } from "./personal-data.server";
import {
  demoBusinesses,
  demoJobSeekers,
  seedDirectoryCategories,
  seedExampleBusinesses,
  seedExampleJobSeekers,
} from "./seed.server";
import {
  deleteExpiredSeekers,
  previewSeekerExpiry,
  warnExpiringSeekers,
} from "./seekers/expiry.server";

export { dashboardListings } from "./dashboard.server";
export { submitSavedDrafts } from "./listings.server";

export const directoryFeature: FeatureDescriptor = {
  name: "directory",
  personalData: {
    tables: [businesses, jobSeekers, directoryDrafts],
    export: personalData,
    // With a deleted account go its listings and CVs: read first, as deleting it unlinks them.
    erase: async (userId) => {
      const owned = await ownedListings(userId);
      return () => deleteOwnedListings(owned);
    },
  },
  retention: [
    countedStep("directoryDrafts", countExpiredDrafts, purgeExpiredDrafts),
    {
      rule: "jobSeekers",
      preview: async (now) => {
        const expiry = await previewSeekerExpiry(now);
        return {
          count: expiry.delete,
          details: expiry.deleting,
          warnings: expiry.warn,
        };
      },
      apply: deleteExpiredSeekers,
      warn: warnExpiringSeekers,
    },
    countedStep("declinedListings", countDeclinedListings, deleteDeclinedListings),
  ],
  uploads: [
    {
      table: businesses,
      column: businesses.logo,
      holds: "key",
      store: "public",
    },
    {
      table: jobSeekers,
      column: jobSeekers.profilePicture,
      holds: "key",
      store: "public",
    },
    {
      table: directoryDrafts,
      column: directoryDrafts.payload,
      holds: "json",
      store: "public",
    },
    {
      table: jobSeekers,
      column: jobSeekers.cvFile,
      holds: "key",
      store: "private",
    },
    { table: heldCvs, column: heldCvs.fileKey, holds: "key", store: "private" },
  ],
  seed: {
    demo: [
      { name: "directory categories", run: () => seedDirectoryCategories() },
      // The job seekers first: they are added only to a directory with no business yet.
      {
        name: "directory example job seekers",
        run: () => seedExampleJobSeekers(),
        demoContent: demoJobSeekers,
      },
      {
        name: "directory example businesses",
        run: () => seedExampleBusinesses(),
        demoContent: demoBusinesses,
      },
    ],
  },
  adminNav: [
    {
      label: "Directory",
      href: "/admin/directory",
      group: "People & forms",
      order: 30,
      badge: { label: "pending", count: pendingDirectoryCount },
    },
  ],
  adminAreas: [{ path: "/admin/directory", permissions: ["directory.manage"] }],
  today: directoryToday,
};
