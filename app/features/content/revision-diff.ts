import { diffLines } from "diff";

export type DiffRow =
  | { kind: "same" | "removed" | "added"; text: string; oldLine?: number; newLine?: number }
  | { kind: "gap"; lines: number };

function splitLines(value: string): string[] {
  const lines = value.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/**
 * A line diff from `before` to `after`, readable: removed and added lines with their line
 * numbers, `context` unchanged lines around each change, and longer unchanged runs folded into
 * a gap ("42 unchanged lines").
 */
export function lineDiff(before: string, after: string, context = 2): DiffRow[] {
  const rows: Exclude<DiffRow, { kind: "gap" }>[] = [];
  let oldLine = 1;
  let newLine = 1;
  // Both end with a line break, so a line added at the end does not also change the last one.
  const withEnd = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`);
  for (const change of diffLines(withEnd(before), withEnd(after))) {
    for (const text of splitLines(change.value)) {
      if (change.added) rows.push({ kind: "added", text, newLine: newLine++ });
      else if (change.removed) rows.push({ kind: "removed", text, oldLine: oldLine++ });
      else rows.push({ kind: "same", text, oldLine: oldLine++, newLine: newLine++ });
    }
  }
  const changed = rows.map((row) => row.kind !== "same");
  const near = rows.map((_, index) =>
    changed.slice(Math.max(0, index - context), index + context + 1).some(Boolean),
  );
  const out: DiffRow[] = [];
  let hidden = 0;
  rows.forEach((row, index) => {
    if (near[index]) {
      if (hidden > 0) out.push({ kind: "gap", lines: hidden });
      hidden = 0;
      out.push(row);
    } else hidden++;
  });
  if (hidden > 0 && out.length > 0) out.push({ kind: "gap", lines: hidden });
  return out;
}
