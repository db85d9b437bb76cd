import { eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { getSiteSettings, isRecord, SITE_SETTINGS_ID } from "#app/lib/config/settings.server";
import { db } from "#app/lib/db/client.server";
import { siteSettings, users } from "#app/lib/db/schema";
import { errorForLog, logger } from "#app/lib/logger.server";
import { type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { formFromSettings, settingsFromForm } from "./form-values";
import { SETTINGS_LABELS, type SettingsForm } from "./schema";

type Change = { from: unknown; to: unknown };

/** Every leaf that differs, by its dotted path ("phone.display", "socials.facebook"). */
function changedFields(before: unknown, after: unknown, path = ""): Record<string, Change> {
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return Object.assign(
      {},
      ...[...keys].map((key) =>
        changedFields(before[key], after[key], path ? `${path}.${key}` : key),
      ),
    );
  }
  const same = JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
  return same ? {} : { [path]: { from: before ?? null, to: after ?? null } };
}

/**
 * Stores the settings from a checked form with an audit entry `settings.update` listing each
 * changed field (old → new), in one transaction. Every save moves `updated_at` forward (at
 * least a millisecond past the last one), so every server's memo of the settings is redone on
 * its next page. Nothing is written when nothing changed.
 */
export async function saveSettings(
  user: CurrentUser,
  form: SettingsForm,
  /** The version the form was opened on: a save over a newer one is refused. */
  check: SaveCheck,
): Promise<"saved" | "unchanged" | "failed" | StaleSave> {
  try {
    return await db().transaction(async (tx): Promise<"saved" | "unchanged" | StaleSave> => {
      const [row] = await tx
        .select({ updatedAt: siteSettings.updatedAt })
        .from(siteSettings)
        .where(eq(siteSettings.id, SITE_SETTINGS_ID))
        .for("update");
      const current = await getSiteSettings(tx);
      const stale = staleSave(
        row?.updatedAt ?? NEVER_SAVED,
        check,
        () => formFromSettings(current) as Record<keyof SettingsForm, string>,
        SETTINGS_LABELS,
      );
      if (stale) return stale;
      const next = settingsFromForm(form, current);
      const changes = changedFields(current, next);
      if (Object.keys(changes).length === 0) return "unchanged";
      const updatedAt = new Date(Math.max(Date.now(), (row?.updatedAt.getTime() ?? 0) + 1));
      const value = next as unknown as Record<string, unknown>;
      await tx
        .insert(siteSettings)
        .values({ id: SITE_SETTINGS_ID, value, updatedAt, updatedById: user.id })
        .onConflictDoUpdate({
          target: siteSettings.id,
          set: { value, updatedAt, updatedById: user.id },
        });
      await recordAudit(
        user,
        "settings.update",
        `site_settings:${SITE_SETTINGS_ID}`,
        { changes },
        tx,
      );
      return "saved";
    });
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "site settings could not be saved");
    return "failed";
  }
}

/** The version of settings never saved (still the defaults of site.ts). */
const NEVER_SAVED = new Date(0);

/**
 * When and by whom the settings were last saved (null: still the defaults of site.ts), and the
 * settings form's version, which is that moment.
 */
export async function lastSaved(): Promise<{
  saved: { at: string; by: string | null } | null;
  version: string;
}> {
  const [row] = await db()
    .select({ updatedAt: siteSettings.updatedAt, by: users.name })
    .from(siteSettings)
    .leftJoin(users, eq(users.id, siteSettings.updatedById))
    .where(eq(siteSettings.id, SITE_SETTINGS_ID))
    .limit(1);
  return {
    saved: row ? { at: row.updatedAt.toISOString(), by: row.by } : null,
    version: versionOf(row?.updatedAt ?? NEVER_SAVED),
  };
}
