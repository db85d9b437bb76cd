import { redirect } from "react-router";
import { recordAudit } from "#app/lib/audit/audit.server";
import { requireStaff } from "#app/lib/auth/session.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { runBackup } from "../backups.server";
import type { Route } from "./+types/admin-backup-now";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return redirect("/admin/backups");
}

/** "Back up now" on the admin's Backups page: one backup with the server's own database handle. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const outcome = await runBackup({ trigger: "manual" });
  await recordAudit(user, "backup.run", outcome.kind === "done" ? outcome.file : "failed");
  return redirectWithToast(
    "/admin/backups",
    outcome.kind === "done"
      ? { type: "success", message: "Backup written." }
      : { type: "error", message: "The backup failed; the administrators were emailed why." },
  );
}
