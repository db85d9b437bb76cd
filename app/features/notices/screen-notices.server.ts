import { and, asc, gt, lt, ne } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { notices } from "#app/lib/db/schema";
import { shownJanazah } from "./rules";
import type { NoticeKind } from "./topics";

/** A notice as the wall screens show it (plain data, sent in the screen's JSON). */
export interface ScreenNotice {
  id: number;
  kind: NoticeKind;
  /** A line in the strip, or a whole slide in the screen's rotation. */
  style: "flash" | "slide";
  title: string;
  body: string;
  /** For a janazah: the name (only with the family's consent), prayer, place and burial. */
  janazah: { deceasedName: string; prayer: string; place: string; burial: string } | null;
  /** Epoch milliseconds: the screen shows it between them, by its own clock. */
  startsAt: number;
  endsAt: number;
}

/** How far ahead the screens' data reaches (a screen offline still shows a notice on time). */
const SCREEN_WINDOW_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * The notices for the wall screens: those that go to the screens and have not ended by `now`
 * (including those starting within the screens' data window, so a screen offline shows them on time).
 */
export async function noticesForScreens(now: number): Promise<ScreenNotice[]> {
  const rows = await db()
    .select()
    .from(notices)
    .where(
      and(
        ne(notices.onScreens, "none"),
        gt(notices.endsAt, new Date(now)),
        lt(notices.startsAt, new Date(now + SCREEN_WINDOW_MS)),
      ),
    )
    .orderBy(asc(notices.startsAt), asc(notices.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    style: row.onScreens === "slide" ? "slide" : "flash",
    title: row.title,
    body: row.body,
    janazah: row.kind === "janazah" ? shownJanazah(row.janazah) : null,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt.getTime(),
  }));
}
