import { hasPermission } from "#app/lib/auth/roles";
import { agoText, type TodayContext, type TodayItem } from "#app/lib/features/today";
import { lastBackup } from "./backups.server";

/** A daily backup older than this has missed a day (an hour or so of slack for a slow run). */
const STALE_AFTER_HOURS = 26;

/** The last backup and its age: fine, or a problem to look at when it failed or is old. */
export async function backupsToday({ roles, now }: TodayContext): Promise<TodayItem[]> {
  if (!hasPermission(roles, "backups.manage")) return [];
  const last = await lastBackup();
  const href = "/admin/backups";
  if (!last) return [{ text: "No backup has been made yet", href, kind: "problem" }];
  const ago = agoText(last.startedAt.getTime(), now);
  if (last.ok === false)
    return [{ text: `The last backup failed (${ago})`, href, kind: "problem" }];
  if (now - last.startedAt.getTime() > STALE_AFTER_HOURS * 60 * 60 * 1000)
    return [{ text: `The last backup is old: it was made ${ago}`, href, kind: "problem" }];
  return [{ text: `Last backup ${ago}`, href, kind: "fine" }];
}
