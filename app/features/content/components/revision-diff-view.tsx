import { ScrollRegion } from "#app/components/ui/scroll-region";
import type { DiffRow } from "../revision-diff";

/**
 * A line diff as people read one: removed lines in red with a − (`<del>`), added lines in
 * green with a + (`<ins>`), each with its line number, and unchanged stretches folded. The words
 * "Removed" / "Added" are there for screen readers; colour is never the only sign.
 */
export function RevisionDiffView({ rows }: { rows: DiffRow[] }) {
  if (rows.length === 0) {
    return <p className="mt-3 text-stone-700">The page text is the same in both versions.</p>;
  }
  const removed = rows.filter((row) => row.kind === "removed").length;
  const added = rows.filter((row) => row.kind === "added").length;
  return (
    <>
      <p className="mt-3 text-sm text-stone-700">
        {removed} {removed === 1 ? "line" : "lines"} removed, {added}{" "}
        {added === 1 ? "line" : "lines"} added.
      </p>
      <ScrollRegion
        label="The changes, line by line"
        className="mt-2 rounded-xl bg-white font-mono text-sm ring-1 ring-stone-200"
        data-testid="revision-diff"
      >
        {rows.map((row, index) => {
          const key = `${index}-${row.kind}`;
          if (row.kind === "gap") {
            return (
              <p key={key} className="bg-stone-100 px-3 py-1 text-stone-700 italic">
                … {row.lines} unchanged {row.lines === 1 ? "line" : "lines"} …
              </p>
            );
          }
          // Removed lines carry their number in the earlier version; the others, in the current one.
          const number = row.kind === "removed" ? row.oldLine : row.newLine;
          const line = (
            <>
              <span
                aria-hidden="true"
                className="inline-block w-12 shrink-0 pr-2 text-right text-stone-600 select-none"
              >
                {number}
              </span>
              <span aria-hidden="true" className="inline-block w-4 shrink-0 select-none">
                {row.kind === "added" ? "+" : row.kind === "removed" ? "−" : " "}
              </span>
              <span className="whitespace-pre-wrap break-words">{row.text || " "}</span>
            </>
          );
          if (row.kind === "removed") {
            return (
              <del key={key} className="flex bg-red-50 px-2 text-red-900 no-underline">
                <span className="sr-only">Removed: </span>
                {line}
              </del>
            );
          }
          if (row.kind === "added") {
            return (
              <ins key={key} className="flex bg-emerald-50 px-2 text-emerald-900 no-underline">
                <span className="sr-only">Added: </span>
                {line}
              </ins>
            );
          }
          return (
            <div key={key} className="flex px-2 text-stone-800">
              {line}
            </div>
          );
        })}
      </ScrollRegion>
    </>
  );
}
