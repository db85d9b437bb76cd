import { eq } from "drizzle-orm";
import {
  countExpiredDrafts,
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
import { db } from "~/lib/db/client.server";
import { settings } from "~/lib/db/schema";
import { blankOldEmailBodies, countEmailBodiesToBlank } from "~/lib/email/outbox.server";
import { errorForLog, logger } from "~/lib/logger.server";
import { RETENTION_RULE_IDS, type RetentionRuleId } from "~/lib/privacy/retention";
import { countExpiredSubmissions, deleteExpiredSubmissions } from "~/lib/submissions.server";
import { removeUnusedUploads, unusedUploads } from "~/lib/uploads/unused.server";

/**
 * The daily retention job (issue 22): every rule of `~/lib/privacy/retention`, each in its own
 * transaction(s) by the feature that owns the data. Every step is idempotent or claims its rows
 * with the UPDATE that changes them, so several servers may run it at once.
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

/** What the next run would do at `now`, changing nothing. */
export async function previewRetention(now: Date): Promise<RetentionPreview> {
  const [
    drafts,
    seekers,
    counselling,
    forms,
    summer,
    competition,
    donationRecords,
    emails,
    images,
  ] = await Promise.all([
    countExpiredDrafts(now),
    previewSeekerExpiry(now),
    countExpiredSubmissions("counselling", now),
    countExpiredSubmissions("formSubmissions", now),
    countSummerRegistrationsToAnonymise(now),
    countCompetitionRegistrationsToAnonymise(now),
    countDonationRecordsToAnonymise(now),
    countEmailBodiesToBlank(now),
    unusedUploads(now),
  ]);
  return {
    counts: {
      directoryDrafts: drafts,
      jobSeekers: seekers.delete,
      counselling: counselling.count,
      summerRegistrations: summer,
      competitionRegistrations: competition,
      donations: donationRecords,
      formSubmissions: forms.count,
      emailBodies: emails,
      unusedImages: images.length,
    },
    details: { jobSeekers: seekers.deleting, formSubmissions: forms.kinds },
    seekerWarnings: seekers.warn,
  };
}

const steps: Record<RetentionRuleId, (now: Date) => Promise<number>> = {
  directoryDrafts: purgeExpiredDrafts,
  jobSeekers: deleteExpiredSeekers,
  counselling: (now) => deleteExpiredSubmissions("counselling", now),
  summerRegistrations: anonymiseEndedSummerRegistrations,
  competitionRegistrations: anonymiseEndedCompetitionRegistrations,
  donations: anonymiseOldDonations,
  formSubmissions: (now) => deleteExpiredSubmissions("formSubmissions", now),
  emailBodies: blankOldEmailBodies,
  // Last: the pictures of profiles deleted above go in the same run.
  unusedImages: removeUnusedUploads,
};

/** Applies every rule at `now`; the answer (also stored as the last run) counts each rule's rows. */
export async function runRetention(now: Date): Promise<RetentionRun> {
  const counts = Object.fromEntries(RETENTION_RULE_IDS.map((id) => [id, 0])) as RetentionCounts;
  const failed: RetentionRuleId[] = [];
  for (const id of RETENTION_RULE_IDS) {
    try {
      counts[id] = await steps[id](now);
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
