import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { db, type Transaction } from "~/lib/db/client.server";
import { directoryDrafts } from "~/lib/db/schema";
import { signedCookie } from "~/lib/http/cookies.server";
import { forgetCv } from "./seekers/cv-files.server";

type DraftKind = (typeof directoryDrafts.$inferSelect)["kind"];

const DRAFT_DAYS = 7;

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
    // Drafts nobody came back for go after a week.
    const expired = await tx
      .delete(directoryDrafts)
      .where(lt(directoryDrafts.createdAt, new Date(Date.now() - DRAFT_DAYS * 24 * 3600 * 1000)))
      .returning();
    return [...replaced, ...expired];
  });
  // The CVs of dropped drafts go too (unless the new draft or a profile uses them).
  for (const draft of dropped)
    if (typeof draft.payload.cvFile === "string") await forgetCv(draft.payload.cvFile);
  return headers;
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
