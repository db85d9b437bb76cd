import { eq } from "drizzle-orm";
import {
  countArchivesPastRetention,
  deleteArchivesPastRetention,
} from "~/features/backups/index.server";
import {
  countDeclinedListings,
  countExpiredDrafts,
  deleteDeclinedListings,
  deleteExpiredSeekers,
  previewSeekerExpiry,
  purgeExpiredDrafts,
  warnExpiringSeekers,
} from "~/features/directory/index.server";
import {
  anonymiseOldDonations,
  countDonationRecordsToAnonymise,
} from "~/features/donations/index.server";
import {
  anonymiseEndedCompetitionRegistrations,
  countCompetitionRegistrationsToAnonymise,
} from "~/features/quran-competition/index.server";
import {
  anonymiseEndedSummerRegistrations,
  countSummerRegistrationsToAnonymise,
} from "~/features/summer/index.server";
import { countExpiredSessions, deleteExpiredSessions } from "~/lib/auth/expired-sessions.server";
import { db } from "~/lib/db/client.server";
import { settings } from "~/lib/db/schema";
import { blankOldEmailBodies, countEmailBodiesToBlank } from "~/lib/email/outbox.server";
import { errorForLog, logger } from "~/lib/logger.server";
import { RETENTION_RULE_IDS, type RetentionRuleId } from "~/lib/privacy/retention";
import { countStaleRateLimits, deleteStaleRateLimits } from "~/lib/security/rate-limit.server";
import { countExpiredSubmissions, deleteExpiredSubmissions } from "~/lib/submissions.server";
import { removeUnusedUploads, unusedUploads } from "~/lib/uploads/unused.server";

/**
 * The daily retention job (decisions 0256–0268, 0305–0311): every rule of
 * `~/lib/privacy/retention`, each in its own transaction(s) by the feature that owns the data.
 * Every step is idempotent or claims its rows with the UPDATE that changes them, so several servers
 * may run it at once.
 */

type RetentionCounts = Record<RetentionRuleId, number>;

export interface RetentionRun {
  /** ISO instant the run started. */
  ranAt: string;
  counts: RetentionCounts;
  /** Job seekers emailed that their profile will be deleted in 30 days. */
  seekerWarnings: number;
  /** Rules that failed (the others still ran); their count is 0. */
  failed: RetentionRuleId[];
}

export interface RetentionPreview {
  counts: RetentionCounts;
  /** A short list for the rules where it is cheap: names of profiles, kinds of forms. */
  details: Partial<Record<RetentionRuleId, string[]>>;
  seekerWarnings: number;
}

const LAST_RUN_KEY = "retention.last-run";

/**
 * How each rule is applied, and counted beforehand, by the feature that owns its data: the one
 * table the job, /admin/retention and the privacy notice all follow (`RETENTION_RULES` has the
 * words and periods). Run in this order; `unusedImages` last, so the pictures and logos of
 * profiles and listings deleted above go in the same run.
 */
const RULE_STEPS: Record<RetentionRuleId, { count: Step; apply: Step }> = {
  directoryDrafts: { count: countExpiredDrafts, apply: purgeExpiredDrafts },
  jobSeekers: {
    count: async (now) => (await previewSeekerExpiry(now)).delete,
    apply: deleteExpiredSeekers,
  },
  declinedListings: { count: countDeclinedListings, apply: deleteDeclinedListings },
  counselling: {
    count: async (now) => (await countExpiredSubmissions("counselling", now)).count,
    apply: (now) => deleteExpiredSubmissions("counselling", now),
  },
  summerRegistrations: {
    count: countSummerRegistrationsToAnonymise,
    apply: anonymiseEndedSummerRegistrations,
  },
  competitionRegistrations: {
    count: countCompetitionRegistrationsToAnonymise,
    apply: anonymiseEndedCompetitionRegistrations,
  },
  donations: { count: countDonationRecordsToAnonymise, apply: anonymiseOldDonations },
  formSubmissions: {
    count: async (now) => (await countExpiredSubmissions("formSubmissions", now)).count,
    apply: (now) => deleteExpiredSubmissions("formSubmissions", now),
  },
  emailBodies: { count: countEmailBodiesToBlank, apply: blankOldEmailBodies },
  sessions: { count: countExpiredSessions, apply: deleteExpiredSessions },
  rateLimits: { count: countStaleRateLimits, apply: deleteStaleRateLimits },
  backupArchives: { count: countArchivesPastRetention, apply: deleteArchivesPastRetention },
  unusedImages: {
    count: async (now) => (await unusedUploads(now)).length,
    apply: (now) => removeUnusedUploads(now),
  },
};
type Step = (now: Date) => Promise<number>;

/** What the next run would do at `now`, changing nothing. */
export async function previewRetention(now: Date): Promise<RetentionPreview> {
  const [counted, seekers, forms] = await Promise.all([
    Promise.all(RETENTION_RULE_IDS.map((id) => RULE_STEPS[id].count(now))),
    previewSeekerExpiry(now),
    countExpiredSubmissions("formSubmissions", now),
  ]);
  return {
    counts: Object.fromEntries(
      RETENTION_RULE_IDS.map((id, index) => [id, counted[index] ?? 0]),
    ) as RetentionCounts,
    details: { jobSeekers: seekers.deleting, formSubmissions: forms.kinds },
    seekerWarnings: seekers.warn,
  };
}

/** Applies every rule at `now`; the answer (also stored as the last run) counts each rule's rows. */
export async function runRetention(now: Date): Promise<RetentionRun> {
  const counts = Object.fromEntries(RETENTION_RULE_IDS.map((id) => [id, 0])) as RetentionCounts;
  const failed: RetentionRuleId[] = [];
  for (const id of RETENTION_RULE_IDS) {
    try {
      counts[id] = await RULE_STEPS[id].apply(now);
    } catch (error) {
      failed.push(id);
      logger.error({ rule: id, error: errorForLog(error) }, "retention rule failed");
    }
  }
  let seekerWarnings = 0;
  try {
    // After the deletions: a profile deleted today is not warned as well.
    seekerWarnings = await warnExpiringSeekers(now);
  } catch (error) {
    failed.push("jobSeekers");
    logger.error({ error: errorForLog(error) }, "retention warnings failed");
  }
  const run: RetentionRun = { ranAt: now.toISOString(), counts, seekerWarnings, failed };
  await db()
    .insert(settings)
    .values({ key: LAST_RUN_KEY, value: run, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: run, updatedAt: now } });
  logger.info({ counts, seekerWarnings, failed }, "retention run finished");
  return run;
}

export async function lastRetentionRun(): Promise<RetentionRun | null> {
  const [row] = await db().select().from(settings).where(eq(settings.key, LAST_RUN_KEY));
  return (row?.value as RetentionRun | undefined) ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs at start and then once a day; returns what stops it. */
export function startRetention(intervalMs = DAY_MS): () => void {
  const run = () =>
    void runRetention(new Date()).catch((error) =>
      logger.error({ error: errorForLog(error) }, "retention run failed"),
    );
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
