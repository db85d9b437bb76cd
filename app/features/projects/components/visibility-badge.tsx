import { Badge } from "#app/components/ui/badge";

/** Whether visitors see a project: the word carries the meaning, the colour only helps. */
export function VisibilityBadge({ hidden }: { hidden: boolean }) {
  return <Badge tone={hidden ? "neutral" : "good"}>{hidden ? "Hidden" : "Visible"}</Badge>;
}
