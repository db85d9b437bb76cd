import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { db, type Transaction } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { directoryDrafts } from "#app/lib/db/schema";
import { signedCookie } from "#app/lib/http/cookies.server";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import { forgetCv } from "./seekers/cv-files.server";

type DraftKind = (typeof directoryDrafts.$inferSelect)["kind"];

const DRAFT_DAYS = RETENTION_RULES.directoryDrafts.period.days;

function draftCookie() {
  return signedCookie("wic_directory_draft", DRAFT_DAYS);
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function tokenOf(request: Request): Promise<string | null> {
  const token = await draftCookie().parse(request.headers.get("Cookie"));
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** This browser's saved drafts (of one kind, or all), oldest first. */
export async function listDrafts(request: Request, kind?: DraftKind) {
  const token = await tokenOf(request);
  if (!token) return [];
  return db()
    .select()
    .from(directoryDrafts)
    .where(
      and(
        eq(directoryDrafts.browserKey, hashOf(token)),
        kind ? eq(directoryDrafts.kind, kind) : undefined,
      ),
    )
    .orderBy(directoryDrafts.id);
}

/**
 * Keeps a validated business or profile for this browser; the answer carries the cookie when the
 * browser had none. A job-seeker draft replaces the previous one (one profile at a time).
 */
export async function saveDraft(
  request: Request,
  kind: DraftKind,
  payload: Record<string, unknown>,
): Promise<Headers> {
  const headers = new Headers();
  let token = await tokenOf(request);
  if (!token) {
    token = randomBytes(32).toString("base64url");
    headers.append("Set-Cookie", await draftCookie().serialize(token));
  }
  const browserKey = hashOf(token);
  const dropped = await db().transaction(async (tx) => {
    const replaced =
      kind === "job_seeker"
        ? await tx
            .delete(directoryDrafts)
            .where(and(eq(directoryDrafts.browserKey, browserKey), eq(directoryDrafts.kind, kind)))
            .returning()
        : [];
    await tx.insert(directoryDrafts).values({ browserKey, kind, payload });
    return replaced;
  });
  await forgetDraftCvs(dropped);
  // Between the daily retention runs, saving is a good moment to drop expired drafts too.
  await purgeExpiredDrafts(new Date());
  return headers;
}

/** The CVs of dropped drafts go too (unless another draft or a profile uses them). */
async function forgetDraftCvs(drafts: { payload: Record<string, unknown> }[]): Promise<void> {
  for (const draft of drafts)
    if (typeof draft.payload.cvFile === "string") await forgetCv(draft.payload.cvFile);
}

/** Drafts saved before the retention cutoff: what the next purge would delete. */
const expiredDrafts = (now: Date) =>
  lt(directoryDrafts.createdAt, retentionCutoff(RETENTION_RULES.directoryDrafts.period, now));

export function countExpiredDrafts(now: Date): Promise<number> {
  return countRows(directoryDrafts, expiredDrafts(now));
}

/** Deletes the drafts nobody came back for (retention rule `directoryDrafts`) and their CVs. */
export async function purgeExpiredDrafts(now: Date): Promise<number> {
  const expired = await db().delete(directoryDrafts).where(expiredDrafts(now)).returning();
  await forgetDraftCvs(expired);
  return expired.length;
}

export async function removeDraft(request: Request, id: number): Promise<void> {
  const token = await tokenOf(request);
  if (!token) return;
  await db()
    .delete(directoryDrafts)
    .where(and(eq(directoryDrafts.id, id), eq(directoryDrafts.browserKey, hashOf(token))));
}

/**
 * Every draft of this browser, removed from the drafts table inside the caller's transaction, so
 * they are gone only if the caller's submission of them commits.
 */
export async function takeDrafts(request: Request, tx: Transaction, kind?: DraftKind) {
  const token = await tokenOf(request);
  if (!token) return [];
  return tx
    .delete(directoryDrafts)
    .where(
      and(
        eq(directoryDrafts.browserKey, hashOf(token)),
        kind ? eq(directoryDrafts.kind, kind) : undefined,
      ),
    )
    .returning();
}
