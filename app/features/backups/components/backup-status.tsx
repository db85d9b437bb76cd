import { Form, useNavigation } from "react-router";
import { panelClasses } from "#app/components/admin/page";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { formatDateTime } from "#app/lib/time/format";
import type { LastBackup } from "../types";

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Succeeded, 12.3 MB", "Failed: …" or "Running". */
export function backupOutcome(last: LastBackup): string {
  if (last.ok === null) return "Running";
  if (!last.ok) return `Failed: ${last.error ?? "unknown error"}`;
  return `Succeeded${last.bytes === null ? "" : `, ${size(last.bytes)}`}`;
}

/** The newest backup, with the "Back up now" button. */
export function BackupStatus({ last }: { last: LastBackup | null }) {
  const navigation = useNavigation();
  const running = navigation.formAction === "/admin/backups/run";
  const failed = last?.ok === false;
  return (
    <section
      aria-labelledby="backup-heading"
      className={cn(panelClasses, "mt-6 p-5", failed && "ring-2 ring-red-300")}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="backup-heading" className="text-lg font-semibold text-brand-strong">
            Last backup
          </h2>
          {last ? (
            <p className={cn("mt-1 text-sm", failed ? "text-red-800" : "text-stone-700")}>
              {formatDateTime(last.startedAt)}: {backupOutcome(last)}
              {last.fileName ? ` (${last.fileName})` : ""}
            </p>
          ) : (
            <p className="mt-1 text-sm text-stone-700">No backup yet.</p>
          )}
        </div>
        <Form method="post" action="/admin/backups/run">
          <Button type="submit" variant="outline" pending={running} pendingLabel="Backing up…">
            Back up now
          </Button>
        </Form>
      </div>
    </section>
  );
}
