import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#app/lib/db/client.server";
import type { StaffRole } from "#app/lib/db/enums";
import type { PaymentHandler } from "#app/lib/payments/webhook.server";
import type { DataSubject, PersonalData } from "#app/lib/personal-data.server";
import type { AdminArea } from "./admin-areas";
import type { TodayContext, TodayItem } from "./today";

/**
 * What a feature brings to the whole site, declared once in its `index.server.ts` and gathered in
 * `app/features.server.ts`. The data export, account deletion, the retention job, the unused-upload
 * sweep, the Stripe webhook, the seed, the server's jobs, the sitemap and the admin menu read the
 * list, so a new feature is in all of them by being in the list.
 */
export interface FeatureDescriptor {
  /** The feature's folder name. */
  name: string;
  personalData?: {
    /** Every table of the feature holding a person's email address or name. */
    tables: readonly PgTable[];
    /** The person's part of "Download my data". */
    export?: (subject: DataSubject) => Promise<PersonalData>;
    /**
     * When an account is deleted: called before the account goes (deleting it unlinks the
     * person's records), and the function it answers is run once it has gone.
     */
    erase?: (userId: string) => Promise<() => Promise<void>>;
  };
  /** How the feature applies the rules of `#app/lib/privacy/retention` to its own data. */
  retention?: readonly RetentionStep[];
  /** The columns that hold upload keys, for the unused-upload sweep and the media library. */
  uploads?: readonly UploadReference[];
  /** The payments it settles, by the `purpose` of their `payments` row. */
  payments?: Readonly<Record<string, PaymentHandler>>;
  seed?: {
    /** What every install needs before its first visitor (run into the tests' template too). */
    defaults?: () => Promise<void>;
    /** Demo content, idempotent, run at every start after the defaults. */
    demo?: readonly Seeder[];
  };
  /** Scheduled jobs the web server starts; each answers what stops it. */
  jobs?: readonly Job[];
  /** Its public pages beyond the fixed ones of `#app/lib/seo/site-files`. */
  sitemap?: () => Promise<SitemapPage[]>;
  /** Its entries in the admin menu; each shows to those who may open its address. */
  adminNav?: readonly AdminNavEntry[];
  /** The admin addresses it owns and the permissions that open them (`./admin-areas`). */
  adminAreas?: readonly AdminArea[];
  /** What needs doing or is due this week, for the admin's Today page (`./today`). */
  today?: (context: TodayContext) => Promise<TodayItem[]>;
}

export type FeatureList = readonly FeatureDescriptor[];

export interface RetentionStep {
  /** A rule of `RETENTION_RULES` (the words the privacy notice and the admin page show). */
  rule: string;
  /** What `apply` would do at `now`, changing nothing; `details` names a few of the rows. */
  preview: (now: Date) => Promise<{ count: number; details?: string[]; warnings?: number }>;
  /** Applies the rule at `now`; the answer is how many rows it changed. */
  apply: (now: Date) => Promise<number>;
  /** Warnings sent once every rule has run (a record deleted today is not warned as well). */
  warn?: (now: Date) => Promise<number>;
}

/** A step whose preview is its count alone. */
export function countedStep(
  rule: string,
  count: (now: Date) => Promise<number>,
  apply: (now: Date) => Promise<number>,
): RetentionStep {
  return { rule, preview: async (now) => ({ count: await count(now) }), apply };
}

export interface UploadReference {
  table: PgTable;
  column: AnyPgColumn;
  /**
   * `key`: the column is an upload key; `json`: keys anywhere in a JSON payload (a draft's
   * fields); `markdown`: the text shows uploads by their URL.
   */
  holds: "key" | "json" | "markdown";
  /** Public uploads are swept when unused; private ones (CVs) are deleted with their record. */
  store: "public" | "private";
}

interface Seeder {
  name: string;
  run: () => Promise<void>;
  /**
   * What `run` adds that an administrator may remove in one action ("Remove demo content",
   * `#app/lib/features/demo-content.server`); once removed, `run` is not run again. A seeder
   * without it adds no content of its own (a default setting, a coupon the migration adds too).
   */
  demoContent?: DemoContent;
}

/**
 * A seeder's demo rows still as it left them (none a person has since changed or used), found
 * with `database` (a transaction when removing) and removed with it.
 */
export interface DemoContent {
  /** What the rows are, for the confirmation ("Weekly events"). */
  label: string;
  /** The demo rows still there, by what the admin calls them (a title). */
  find: (database: Database) => Promise<{ id: number; title: string }[]>;
  /** Deletes the rows `find` answered (their ids), with everything that belongs to them. */
  remove: (database: Database, ids: readonly number[]) => Promise<void>;
}

interface Job {
  name: string;
  start: (features: FeatureList) => () => unknown;
}

interface SitemapPage {
  path: string;
  lastModified: string | null;
}

/** The admin menu's groups, by the job they serve, in the menu's order. */
export const ADMIN_NAV_GROUPS = [
  "Today",
  "People & forms",
  "Programmes",
  "Prayer & screens",
  "Content",
  "Money",
  "Centre",
] as const;

export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/** Data only: the admin layout's loader sends it to the page as it is. */
interface AdminNavEntry {
  label: string;
  href: string;
  group: AdminNavGroup;
  /** Its place in its group, smallest first. */
  order: number;
  /** Marked current on its own address only (not on the pages below it). */
  end?: boolean;
  /**
   * A number beside the label ("3 new"), counted for the viewer's roles (a count must not reveal
   * what the viewer may not see); a failure to count shows none.
   */
  badge?: { label: string; count: (roles: readonly StaffRole[]) => Promise<number> };
}
