import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "#app/lib/audit/audit.server";
import { requireStaff } from "#app/lib/auth/session.server";
import { sharedRead } from "#app/lib/db/cache.server";
import { type Database, db } from "#app/lib/db/client.server";
import { settings } from "#app/lib/db/schema";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { publicPagesChanged } from "#app/lib/http/public-pages.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { saveCheck, staleSave, versionOf } from "#app/lib/versions";
import {
  SCREEN_LAYOUTS_FORM_ID,
  SCREEN_LAYOUTS_LABELS,
  screenLayoutsSchema,
} from "../admin-schema";
import {
  DEFAULT_WALL_SCREENS,
  MAX_NAMED_SCREENS,
  SCREEN_LAYOUTS,
  type WallScreens,
} from "./layouts";

/** The named screens and the default layout: one JSON setting (key "wall-screens"), versioned by its row. */

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;
const SETTINGS_KEY = "wall-screens";

const storedSchema = z.object({
  defaultLayout: z.enum(SCREEN_LAYOUTS).catch("standard"),
  screens: z
    .array(z.object({ name: z.string().min(1).max(40), layout: z.enum(SCREEN_LAYOUTS) }))
    .max(MAX_NAMED_SCREENS)
    .catch([]),
});

async function settingsRow(executor: Executor, forUpdate = false) {
  const query = executor.select().from(settings).where(eq(settings.key, SETTINGS_KEY));
  const [row] = await (forUpdate ? query.for("update") : query);
  return row;
}

/** The screens' settings and when they were last saved (never: the epoch), their form's version. */
async function wallScreensWithVersion(executor: Executor = db(), forUpdate = false) {
  const row = await settingsRow(executor, forUpdate);
  const parsed = storedSchema.safeParse(row?.value ?? {});
  return {
    screens: parsed.success ? parsed.data : DEFAULT_WALL_SCREENS,
    savedAt: row?.updatedAt ?? new Date(0),
  };
}

/** The screens' settings, for the screens themselves: a shared copy. */
export const getWallScreens = (): Promise<WallScreens> =>
  sharedRead("prayer-times:wall-screens", async () => (await wallScreensWithVersion()).screens);

/** The form as it shows the settings: every row, filled or not (a row is added by filling it in). */
const shown = (screens: WallScreens) => ({
  defaultLayout: screens.defaultLayout,
  screens: Array.from({ length: MAX_NAMED_SCREENS }, (_, index) => ({
    name: screens.screens[index]?.name ?? "",
    layout: screens.screens[index]?.layout ?? "standard",
  })),
});

/** The form's fields as a refused save compares them: the rows as one value. */
const comparable = (screens: WallScreens) => ({
  defaultLayout: screens.defaultLayout,
  screens: JSON.stringify(screens.screens),
});

/** The screen layouts form, filled from the settings in force, and its version. */
export async function screenLayoutsLoader() {
  const { screens, savedAt } = await wallScreensWithVersion();
  return { values: shown(screens), version: versionOf(savedAt), screens: screens.screens };
}

/**
 * Saves the named screens and the default layout; refused (409) when someone saved them after
 * the form was opened.
 */
export async function saveScreenLayouts(request: Request, page: string, formData: FormData) {
  const user = await requireStaff(request);
  const named = { formId: SCREEN_LAYOUTS_FORM_ID };
  const submission = parseWithZod(formData, { schema: screenLayoutsSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const next: WallScreens = {
    defaultLayout: submission.value.defaultLayout,
    screens: submission.value.screens.filter((screen) => screen !== null),
  };
  const refusal = await db().transaction(async (tx) => {
    const { screens, savedAt } = await wallScreensWithVersion(tx, true);
    const sent = { defaultLayout: next.defaultLayout, screens: JSON.stringify(next.screens) };
    const stale = staleSave(
      savedAt,
      saveCheck(formData, sent),
      () => comparable(screens),
      SCREEN_LAYOUTS_LABELS,
    );
    if (stale) return stale;
    // Past the last save even within its millisecond: every save is a new version.
    const updatedAt = new Date(Math.max(Date.now(), savedAt.getTime() + 1));
    await tx
      .insert(settings)
      .values({ key: SETTINGS_KEY, value: next, updatedAt })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt } });
    await recordAudit(user, "prayer-times.screen-layouts", "prayer-times", next, tx);
    return null;
  });
  if (refusal) return staleSaveFailure(submission, "section", refusal, named);
  // The screens' pages are cached like any public page: they show the new layout at once.
  await publicPagesChanged();
  return redirectWithToast(page, { type: "success", message: "Screen layouts saved." });
}
