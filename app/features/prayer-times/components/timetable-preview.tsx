import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { ScrollRegion } from "#app/components/ui/scroll-region";
import { PRAYER_LABELS, TIMES } from "../prayers";
import type { CsvProblem, TimetableEntry } from "../timetable-csv";

/** A checked timetable CSV: its problems (nothing saved), or its first rows and the import button. */
export function TimetablePreview({
  preview,
  importing,
}: {
  preview: { csv: string; entries: TimetableEntry[]; problems: CsvProblem[] };
  importing: boolean;
}) {
  if (preview.problems.length > 0)
    return (
      <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 ring-1 ring-red-300">
        <p className="font-semibold text-red-900">
          The file has {preview.problems.length} problem
          {preview.problems.length === 1 ? "" : "s"}; nothing was saved.
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-900">
          {preview.problems.slice(0, 50).map((problem) => (
            <li key={`${problem.line}-${problem.column}-${problem.message}`}>
              Line {problem.line}
              {problem.column ? `, ${problem.column}` : ""}: {problem.message}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="font-semibold text-brand-strong">
        {preview.entries.length} days are ready to import (from {preview.entries[0]?.key} to{" "}
        {preview.entries.at(-1)?.key}).
      </p>
      <ScrollRegion label="The file's first rows">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">The first rows of the file</caption>
          <thead>
            <tr className="bg-stone-100">
              <th scope="col" className="px-2 py-1 text-left">
                Date
              </th>
              {TIMES.map((name) => (
                <th key={name} scope="col" className="px-2 py-1 text-right">
                  {PRAYER_LABELS[name]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.entries.slice(0, 7).map((entry) => (
              <tr key={entry.key} className="border-t border-stone-200">
                <th scope="row" className="px-2 py-1 text-left">
                  {entry.key}
                </th>
                {TIMES.map((name) => (
                  <td key={name} className="px-2 py-1 text-right">
                    {entry.times[name]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Form method="post">
        <input type="hidden" name="intent" value="import-timetable" />
        <input type="hidden" name="csv" value={preview.csv} />
        <Button type="submit" pending={importing} pendingLabel="Importing...">
          Import {preview.entries.length} days
        </Button>
      </Form>
    </div>
  );
}
