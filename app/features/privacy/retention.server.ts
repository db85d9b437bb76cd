import { eq } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { settings } from "#app/lib/db/schema";
import type { FeatureList, RetentionStep } from "#app/lib/features/descriptor";
import { errorForLog, logger } from "#app/lib/logger.server";
import { RETENTION_RULE_IDS } from "#app/lib/privacy/retention";
import { removeUnusedUploads, unusedUploads } from "#app/lib/uploads/unused.server";

/**
 * The daily retention job (decisions 0256–0268, 0305–0311): every rule of
 * `#app/lib/privacy/retention`, each in its own transaction(s) by the feature that owns the data and
 * declares the step (its descriptor's `retention`). Every step is idempotent or claims its rows
 * with the UPDATE that changes them, so several servers may run it at once.
 */

/** Rows per rule: every rule of `RETENTION_RULES`, and any a feature adds. */
type RetentionCounts = Record<string, number>;

export interface RetentionRun {
  /** ISO instant the run started. */
  ranAt: string;
  counts: RetentionCounts;
  /** Job seekers emailed that their profile will be deleted in 30 days. */
  seekerWarnings: number;
  /** Rules that failed (the others still ran); their count is 0. */
  failed: string[];
}

export interface RetentionPreview {
  counts: RetentionCounts;
  /** A short list for the rules where it is cheap: names of profiles, kinds of forms. */
  details: Record<string, string[]>;
  seekerWarnings: number;
}

const LAST_RUN_KEY = "retention.last-run";

/**
 * The features' steps in the order of `RETENTION_RULES` (a rule no notice names yet runs after
 * them), then the unused-upload sweep, so the pictures and logos of profiles and listings deleted
 * above go in the same run.
 */
function steps(features: FeatureList): RetentionStep[] {
  const place = (step: RetentionStep) => {
    const index = (RETENTION_RULE_IDS as readonly string[]).indexOf(step.rule);
    return index === -1 ? RETENTION_RULE_IDS.length : index;
  };
  const declared = features.flatMap((feature) => feature.retention ?? []);
  return [...declared.sort((a, b) => place(a) - place(b)), unusedImages(features)];
}

/** The sweep of the uploads no record declared by a feature names. */
const unusedImages = (features: FeatureList): RetentionStep => ({
  rule: "unusedImages",
  preview: async (now) => ({ count: (await unusedUploads(features, now)).length }),
  apply: (now) => removeUnusedUploads(features, now),
});

/** What the next run would do at `now`, changing nothing. */
export async function previewRetention(
  features: FeatureList,
  now: Date,
): Promise<RetentionPreview> {
  const previews = await Promise.all(
    steps(features).map(async (step) => ({ rule: step.rule, ...(await step.preview(now)) })),
  );
  const counts: RetentionCounts = {};
  const details: Record<string, string[]> = {};
  let seekerWarnings = 0;
  for (const preview of previews) {
    counts[preview.rule] = (counts[preview.rule] ?? 0) + preview.count;
    if (preview.details) details[preview.rule] = preview.details;
    seekerWarnings += preview.warnings ?? 0;
  }
  return { counts, details, seekerWarnings };
}

/** Applies every rule at `now`; the answer (also stored as the last run) counts each rule's rows. */
export async function runRetention(features: FeatureList, now: Date): Promise<RetentionRun> {
  const all = steps(features);
  const counts: RetentionCounts = Object.fromEntries(all.map((step) => [step.rule, 0]));
  const failed: string[] = [];
  for (const step of all) {
    try {
      counts[step.rule] = (counts[step.rule] ?? 0) + (await step.apply(now));
    } catch (error) {
      failed.push(step.rule);
      logger.error({ rule: step.rule, error: errorForLog(error) }, "retention rule failed");
    }
  }
  let seekerWarnings = 0;
  // After the deletions: a profile deleted today is not warned as well.
  for (const step of all) {
    if (!step.warn) continue;
    try {
      seekerWarnings += await step.warn(now);
    } catch (error) {
      failed.push(step.rule);
      logger.error({ error: errorForLog(error) }, "retention warnings failed");
    }
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
export function startRetention(features: FeatureList, intervalMs = DAY_MS): () => void {
  const run = () =>
    void runRetention(features, new Date()).catch((error) =>
      logger.error({ error: errorForLog(error) }, "retention run failed"),
    );
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
