import { StatusBadge } from "#app/components/admin/page";
import { Badge } from "#app/components/ui/badge";

/**
 * A season's status as the admin names it (`displayStatus`): "Finished" once its last session
 * date has passed, so a season visitors can no longer book never says "Open".
 */
export function SeasonStatusBadge({ status }: { status: string }) {
  return status === "finished" ? (
    <Badge tone="neutral">Finished</Badge>
  ) : (
    <StatusBadge status={status} />
  );
}
