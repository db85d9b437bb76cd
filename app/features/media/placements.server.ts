import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { type Database, db } from "#app/lib/db/client.server";
import { auditLog, mediaItems, mediaPlacements } from "#app/lib/db/schema";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { HOME_HERO, MAX_SLIDES, SUMMER_SLIDESHOW } from "./media";
import { MEDIA_GONE, PLACEMENT_LABELS, type PlacementsInput } from "./schema";

type Placements = {
  hero: number | undefined;
  slides: { mediaId: number; caption: string }[];
};

/** The placements form's values as they are now. */
async function currentPlacements(reader: Pick<Database, "select">): Promise<Placements> {
  const rows = await reader
    .select()
    .from(mediaPlacements)
    .where(
      or(eq(mediaPlacements.placement, HOME_HERO), eq(mediaPlacements.placement, SUMMER_SLIDESHOW)),
    )
    .orderBy(asc(mediaPlacements.position), asc(mediaPlacements.id));
  return {
    hero: rows.find((row) => row.placement === HOME_HERO)?.mediaId,
    slides: rows
      .filter((row) => row.placement === SUMMER_SLIDESHOW)
      .map((row) => ({ mediaId: row.mediaId, caption: row.caption })),
  };
}

/** Placements as the form's fields show them, by the fields' names (`slides[0].caption`). */
function placementFields({ hero, slides }: Placements): Record<string, unknown> {
  return Object.fromEntries([
    ["hero", hero],
    ...slides.flatMap((slide, index) => [
      [`slides[${index}].mediaId`, slide.mediaId],
      [`slides[${index}].caption`, slide.caption],
    ]),
  ]);
}

/** The audit entry each save of the placements writes, in the same transaction as the rows. */
const PLACEMENTS_SAVED = { action: "media.placements", target: "media_placements" } as const;

/**
 * When the placements were last saved: their rows have no column to say so (each save replaces
 * them), so their newest audit entry does. Never saved: the epoch.
 */
async function placementsSavedAt(reader: Pick<Database, "select">): Promise<Date> {
  const [saved] = await reader
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, PLACEMENTS_SAVED.action),
        eq(auditLog.target, PLACEMENTS_SAVED.target),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return saved?.at ?? new Date(0);
}

/** The placements form's values as they are now, and their version. */
export async function placementsForAdmin(): Promise<{ placements: Placements; version: string }> {
  // The version first: a save landing between the two reads then refuses this form's next save
  // (their photos were not shown) rather than let it pass over them.
  const version = versionOf(await placementsSavedAt(db()));
  return { placements: await currentPlacements(db()), version };
}

/**
 * Replaces the home hero and the summer slideshow with the form's choices (empty rows dropped,
 * the rest numbered from 0 in the form's order). An image deleted meanwhile is named by its field;
 * a form opened before someone else saved them is refused, with the fields where theirs differs.
 */
export async function savePlacements(
  user: CurrentUser,
  input: PlacementsInput,
  /** The version the form was opened on and the form as sent (its fields, before parsing). */
  check: SaveCheck = NO_CHECK,
): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string[]> } | StaleSave> {
  const slides = (input.slides ?? []).flatMap((slide, index) =>
    slide.mediaId === undefined
      ? []
      : [{ index, mediaId: slide.mediaId, caption: slide.caption ?? "" }],
  );
  const wanted = [
    ...(input.hero === undefined ? [] : [input.hero]),
    ...slides.map((s) => s.mediaId),
  ];
  return db().transaction(async (tx) => {
    // One save at a time: the second reads the version the first wrote. Pages still read them.
    await tx.execute(sql`lock table ${mediaPlacements} in exclusive mode`);
    const savedAt = await placementsSavedAt(tx);
    const stored = placementFields(await currentPlacements(tx));
    const stale = staleSave(savedAt, check, () => stored, PLACEMENT_LABELS);
    if (stale) return stale;

    const found = new Set(
      wanted.length
        ? (
            await tx
              .select({ id: mediaItems.id })
              .from(mediaItems)
              .where(inArray(mediaItems.id, wanted))
          ).map((row) => row.id)
        : [],
    );
    const fieldErrors: Record<string, string[]> = {};
    if (input.hero !== undefined && !found.has(input.hero)) fieldErrors.hero = [MEDIA_GONE];
    for (const slide of slides)
      if (!found.has(slide.mediaId)) fieldErrors[`slides[${slide.index}].mediaId`] = [MEDIA_GONE];
    if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };

    await tx
      .delete(mediaPlacements)
      .where(inArray(mediaPlacements.placement, [HOME_HERO, SUMMER_SLIDESHOW]));
    const rows = [
      ...(input.hero === undefined
        ? []
        : [{ placement: HOME_HERO, mediaId: input.hero, position: 0, caption: "" }]),
      ...slides.slice(0, MAX_SLIDES).map((slide, position) => ({
        placement: SUMMER_SLIDESHOW,
        mediaId: slide.mediaId,
        position,
        caption: slide.caption,
      })),
    ];
    if (rows.length) await tx.insert(mediaPlacements).values(rows);
    await recordAudit(
      user,
      PLACEMENTS_SAVED.action,
      PLACEMENTS_SAVED.target,
      {
        homeHero: input.hero ?? null,
        summerSlideshow: slides.map((slide) => ({
          mediaId: slide.mediaId,
          caption: slide.caption,
        })),
      },
      tx,
    );
    return { ok: true };
  });
}
