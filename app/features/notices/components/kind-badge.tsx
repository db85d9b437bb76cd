import { Badge } from "#app/components/ui/badge";
import { KIND_LABELS, type NoticeKind } from "../topics";
import { KIND_TONES } from "./notice-style";

/** The kind of a notice in a pill ("Janazah", "Urgent"). */
export function KindBadge({ kind }: { kind: NoticeKind }) {
  return <Badge tone={KIND_TONES[kind]}>{KIND_LABELS[kind]}</Badge>;
}
