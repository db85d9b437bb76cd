import { Badge, type BadgeTone } from "#app/components/ui/badge";

const states = {
  draft: { label: "Draft", tone: "neutral" },
  scheduled: { label: "Scheduled", tone: "info" },
  published: { label: "Published", tone: "good" },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

export function StateBadge({ state }: { state: keyof typeof states }) {
  return <Badge tone={states[state].tone}>{states[state].label}</Badge>;
}
