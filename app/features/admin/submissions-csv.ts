import { toCsv } from "#app/lib/csv";

export interface SubmissionForCsv {
  id: string;
  kind: string;
  status: string;
  createdAt: Date;
  handledAt: Date | null;
  payload: Record<string, unknown>;
}

const FIXED_COLUMNS = ["id", "kind", "status", "created_at", "handled_at"] as const;

/** Submissions as CSV: the fixed columns, then every payload key that occurs (sorted). */
export function submissionsCsv(rows: readonly SubmissionForCsv[]): string {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row.payload)))].sort();
  // A payload key equal to a fixed column would give two columns of the same name.
  const payloadHeader = keys.map((key) =>
    (FIXED_COLUMNS as readonly string[]).includes(key) ? `payload.${key}` : key,
  );
  return toCsv(
    [...FIXED_COLUMNS, ...payloadHeader],
    rows.map((row) => [
      row.id,
      row.kind,
      row.status,
      row.createdAt.toISOString(),
      row.handledAt?.toISOString() ?? "",
      ...keys.map((key) => row.payload[key]),
    ]),
  );
}
