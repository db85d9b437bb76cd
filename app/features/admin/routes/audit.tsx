import { AdminPageTitle } from "#app/components/admin/page";
import { requireStaff } from "#app/lib/auth/session.server";
import { adminPageMeta } from "#app/lib/meta";
import { AuditTable } from "../audit-table";
import { recentAudit } from "../overview.server";
import type { Route } from "./+types/audit";

const AUDIT_LIMIT = 100;

export const meta = adminPageMeta(
  "Audit log",
  "Every administrator action: who did what to which record, and when.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { entries: await recentAudit(AUDIT_LIMIT) };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Audit log"
        lead={`The latest ${AUDIT_LIMIT} administrator actions, newest first. Times are UK time.`}
      />
      <AuditTable entries={entries} caption="Administrator actions, newest first" />
    </>
  );
}
