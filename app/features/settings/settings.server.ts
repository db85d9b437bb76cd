import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { getSiteSettings, isRecord, SITE_SETTINGS_ID } from "#app/lib/config/settings.server";
import type { SiteConfig } from "#app/lib/config/site";
import { db } from "#app/lib/db/client.server";
import { siteSettings, users } from "#app/lib/db/schema";
import { errorForLog, logger } from "#app/lib/logger.server";
import { type SaveCheck, type StaleSave, versionOf } from "#app/lib/versions";
import { formFromSettings, settingsFromForm } from "./form-values";
import { SETTINGS_LABELS, type SettingsForm } from "./schema";
import {
  fieldSnapshot,
  SECTION_IDS,
  type SectionId,
  sectionFields,
  sectionSnapshot,
  versionField,
} from "./sections";

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

/** Each section's version: a short fingerprint of its values, as the form shows them. */
export type SectionVersions = Partial<Record<SectionId, string>>;

const fingerprint = (snapshot: string) =>
  createHash("sha256").update(snapshot).digest("base64url").slice(0, 16);

/** The versions of every section of these values (the stored settings as the form shows them). */
export function sectionVersions(values: Readonly<Record<string, unknown>>): SectionVersions {
  return Object.fromEntries(
    SECTION_IDS.map((id) => [id, fingerprint(sectionSnapshot(id, values))]),
  );
}

/** The section versions a form sent (`versions.<id>`); the page sends one for every section. */
export function sentSectionVersions(form: FormData): SectionVersions {
  return Object.fromEntries(
    SECTION_IDS.flatMap((id) => {
      const value = form.get(versionField(id));
      return typeof value === "string" && /^[\w-]{1,32}$/.test(value) ? [[id, value]] : [];
    }),
  );
}

/** What a save covers and checks: its sections, their checked fields, and the form as sent. */
export interface SettingsSave {
  sections: readonly SectionId[];
  /** The checked fields of those sections (at least). */
  value: Partial<SettingsForm>;
  /** Every field as sent, before checking (to tell what was changed). */
  sent: Readonly<Record<string, unknown>>;
  /** The version of each section when the form was opened or last saved. */
  versions: SectionVersions;
}

/** After a save (or a refusal): the sections stored, and the versions the form carries next. */
export interface SaveOutcome {
  outcome: "saved" | "unchanged";
  written: SectionId[];
  versions: SectionVersions;
  version: string;
}

/**
 * Stores some sections of the settings (`save.sections`: one section's own Save, or every
 * section) over the current settings, with an audit entry `settings.update` listing each changed
 * field (old → new), in one transaction. Every save moves `updated_at` forward (at least a
 * millisecond past the last one), so every server's memo of the settings is redone on its next
 * page. Nothing is written when nothing changed.
 *
 * Each section is merged on its own, by its version (`save.versions`, a fingerprint of its
 * values when the form was opened): a section the form left as it was opened is not written
 * (so "Save all" never puts back what someone else changed in another section since), and a
 * section changed both here and, since the form was opened, by someone else is refused (409)
 * with the fields where theirs and this form differ. A form that sends no section versions (an
 * old tab, a script) is checked by the page's one version (`check`) instead, as before.
 */
export async function saveSettings(
  user: CurrentUser,
  save: SettingsSave,
  /** The page's version the form was opened on: a save over a newer one is refused. */
  check: SaveCheck,
): Promise<SaveOutcome | "failed" | (StaleSave & { versions: SectionVersions })> {
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .select({ updatedAt: siteSettings.updatedAt })
        .from(siteSettings)
        .where(eq(siteSettings.id, SITE_SETTINGS_ID))
        .for("update");
      const savedAt = row?.updatedAt ?? NEVER_SAVED;
      const current = await getSiteSettings(tx);
      const stored = formFromSettings(current) as Record<string, unknown>;
      const pageIsStale = check.version !== null && check.version !== versionOf(savedAt);

      const written: SectionId[] = [];
      const refused: SectionId[] = [];
      for (const id of save.sections) {
        const base = save.versions[id];
        const sent = fingerprint(sectionSnapshot(id, save.sent));
        if (base === undefined) {
          if (pageIsStale) refused.push(id);
          else written.push(id);
          continue;
        }
        if (sent === base) continue;
        const theirs = fingerprint(sectionSnapshot(id, stored));
        if (theirs !== base && theirs !== sent) refused.push(id);
        else written.push(id);
      }
      if (refused.length) {
        const differing = sectionFields(refused)
          .filter(
            (name) => fieldSnapshot(name, stored[name]) !== fieldSnapshot(name, save.sent[name]),
          )
          .map((name) => SETTINGS_LABELS[name]);
        // The refused sections now carry the stored version: saving again replaces theirs.
        const versions = { ...save.versions };
        const now = sectionVersions(stored);
        for (const id of refused) versions[id] = now[id];
        return { stale: versionOf(savedAt), differing, versions };
      }

      const next = settingsFromForm(save.value, current, written);
      const changes = changedFields(current, next);
      const unchanged = Object.keys(changes).length === 0;
      const updatedAt = unchanged
        ? savedAt
        : new Date(Math.max(Date.now(), (row?.updatedAt.getTime() ?? 0) + 1));
      if (!unchanged) {
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
      }
      return {
        outcome: unchanged ? "unchanged" : "saved",
        written,
        versions: versionsAfter(save, next, written),
        version: versionOf(updatedAt),
      } satisfies SaveOutcome;
    });
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "site settings could not be saved");
    return "failed";
  }
}

/**
 * The versions the form carries after a save: a section written has the stored one; a section
 * whose fields show just what is stored is in step with it; any other keeps the one it was
 * opened on (what is typed there is still to be saved, over that version).
 */
function versionsAfter(
  save: SettingsSave,
  next: SiteConfig,
  written: readonly SectionId[],
): SectionVersions {
  const stored = formFromSettings(next) as Record<string, unknown>;
  const now = sectionVersions(stored);
  return Object.fromEntries(
    SECTION_IDS.map((id) => [
      id,
      written.includes(id) ||
      sectionSnapshot(id, stored) === sectionSnapshot(id, save.sent) ||
      save.versions[id] === undefined
        ? now[id]
        : save.versions[id],
    ]),
  );
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
