import { AdminPageTitle } from "#app/components/admin/page";
import { dateColumn, ResponsiveTable } from "#app/components/admin/table";
import { requireStaff } from "#app/lib/auth/session.server";
import { env } from "#app/lib/config/env.server";
import { adminPageMeta } from "#app/lib/meta";
import { recentBackups } from "../backups.server";
import { BackupStatus, backupOutcome } from "../components/backup-status";
import type { Route } from "./+types/admin-backups";

export const meta = adminPageMeta(
  "Backups",
  "The last backups of the database and files, and a backup on demand.",
);

const TRIGGERS: Record<string, string> = {
  daily: "Daily",
  manual: "Back up now",
  command: "Command line",
  "pre-upgrade": "Before an upgrade",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { BACKUP_TIME, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY } = env();
  return {
    runs: await recentBackups(20),
    schedule: { time: BACKUP_TIME, daily: BACKUP_KEEP_DAILY, weekly: BACKUP_KEEP_WEEKLY },
  };
}

export default function AdminBackups({ loaderData }: Route.ComponentProps) {
  const { runs, schedule } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Backups"
        lead={`The site backs up its database, uploads and private files every day at ${schedule.time} (UK time), and keeps the last ${schedule.daily} daily and ${schedule.weekly} weekly archives.`}
      />
      <BackupStatus last={runs[0] ?? null} />
      {runs.length > 0 ? (
        <>
          <h2 className="mt-10 text-2xl font-semibold text-brand-strong">Recent backups</h2>
          <ResponsiveTable
            items={runs}
            itemKey={(run) => run.id}
            caption="The 20 latest backups, newest first"
            columns={[
              { ...dateColumn("Started", "startedAt"), card: "title" },
              { heading: "Made by", cell: (run) => TRIGGERS[run.trigger] ?? run.trigger },
              { heading: "Outcome", cell: backupOutcome, className: "break-words" },
              { heading: "File", cell: (run) => run.fileName ?? "—", className: "break-all" },
            ]}
          />
        </>
      ) : null}
    </>
  );
}
