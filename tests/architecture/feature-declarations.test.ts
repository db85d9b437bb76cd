import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { FEATURES } from "#app/features.server";
import * as schema from "#app/lib/db/schema";
import { adminAccess } from "#app/lib/features/admin-areas";
import { PERMISSIONS } from "#app/lib/features/permissions";
import { RETENTION_RULE_IDS } from "#app/lib/privacy/retention";

// Each feature declares what it brings (app/lib/features/descriptor.ts). A table or column the
// declarations miss is missing from the data export, account deletion or the upload sweep: these
// checks read the Drizzle schema, so a new table is caught without a line here.

const tables = Object.values(schema).filter((value) => value instanceof PgTable);
const nameOf = (table: PgTable) => getTableConfig(table).name;

/** Columns that may hold an email address or a person's name. */
const PERSONAL_COLUMN = /email|(^|_)name($|_)|address/;

/** Tables with such a column that hold no person's data, each with the reason. */
const NOT_PERSONAL: Record<string, string> = {
  academy_terms: "name is the term's name (Autumn 2026)",
  backup_runs: "file_name is the archive's file name",
  categories: "name is a directory category's name",
  donation_funds: "name is a fund's name",
  notices:
    "by_email says whether it goes by email; a janazah's name is in janazah, kept by its retention rule (decision 0387)",
  summer_programmes: "name is a programme's name (Boys 7–11)",
};

/** Columns that may hold an upload key. */
const UPLOAD_COLUMN = /(^|_)(key|file|image|picture|logo)$/;

/** Columns the pattern finds that hold no upload key, each with the reason. */
const NOT_UPLOADS: Record<string, string> = {
  "backup_runs.day_key": "the day a backup was claimed for",
  "competition_registrations.participant_key": "name and email lower-cased, one entry per category",
  "directory_drafts.browser_key": "the browser a draft belongs to",
  "notices.alert_key": "a job's once-only key for a notice (the prayer-time alert of a date)",
  "rate_limits.key": "what a limit counts (an address, a browser, an email)",
  "settings.key": "a setting's name",
  "summer_programmes.key": "a programme's code",
  "timetable_entries.key": "a prayer-time entry's date key",
  "users.image": "Better Auth's avatar URL, never set from an upload",
};

const declaredPersonal = new Set(
  FEATURES.flatMap((feature) => feature.personalData?.tables ?? []).map(nameOf),
);
const declaredUploads = new Set(
  FEATURES.flatMap((feature) => feature.uploads ?? []).map(
    (use) => `${nameOf(use.table)}.${use.column.name}`,
  ),
);

describe("what the features declare", () => {
  it("puts every table holding an email address or a person's name in some feature's personal data", () => {
    const personal = tables
      .filter((table) =>
        getTableConfig(table).columns.some((column) => PERSONAL_COLUMN.test(column.name)),
      )
      .map(nameOf)
      .filter((name) => !(name in NOT_PERSONAL));
    expect(personal).toEqual(expect.arrayContaining(["users", "job_seekers", "donations"]));
    expect(personal.filter((name) => !declaredPersonal.has(name))).toEqual([]);
    // The allow-list stays true: none of its tables is declared as personal after all.
    expect(Object.keys(NOT_PERSONAL).filter((name) => declaredPersonal.has(name))).toEqual([]);
  });

  it("declares every column holding an upload key as some feature's upload", () => {
    const columns = tables.flatMap((table) =>
      getTableConfig(table)
        .columns.filter((column) => UPLOAD_COLUMN.test(column.name))
        .map((column) => `${nameOf(table)}.${column.name}`),
    );
    expect(columns).toEqual(expect.arrayContaining(["businesses.logo", "job_seekers.cv_file"]));
    const undeclared = columns.filter((column) => !declaredUploads.has(column));
    expect(undeclared.filter((column) => !(column in NOT_UPLOADS))).toEqual([]);
    expect(Object.keys(NOT_UPLOADS).filter((column) => !columns.includes(column))).toEqual([]);
  });

  it("applies every retention rule the privacy notice states exactly once", () => {
    // unusedImages is the sweep of the declared uploads, which the retention job runs last.
    const steps = FEATURES.flatMap((feature) => feature.retention ?? []).map((step) => step.rule);
    expect([...steps, "unusedImages"].sort()).toEqual([...RETENTION_RULE_IDS].sort());
  });

  it("settles each payment purpose in one feature, and names each feature once", () => {
    const purposes = FEATURES.flatMap((feature) => Object.keys(feature.payments ?? {}));
    expect(new Set(purposes).size).toBe(purposes.length);
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives each admin menu entry its own address and place, in an area its feature declares", () => {
    const entries = FEATURES.flatMap((feature) => feature.adminNav ?? []);
    expect(new Set(entries.map((entry) => entry.href)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.order)).size).toBe(entries.length);
    const undeclared = entries.filter(
      (entry) => adminAccess(FEATURES, entry.href) === "administrator",
    );
    expect(undeclared.map((entry) => entry.href)).toEqual([]);
    const declared = new Set(
      FEATURES.flatMap((feature) => feature.adminAreas ?? []).flatMap((area) => area.permissions),
    );
    expect(PERMISSIONS.filter((permission) => !declared.has(permission))).toEqual([]);
  });
});
