import { localDate } from "#app/lib/time/london";

/**
 * A CSV file as a download named `{name}-{today}.csv`, today being the UK date (just after midnight
 * in summer time, UTC is still on the day before), never cached. The byte order mark lets Excel
 * read the file as UTF-8 (names in Arabic script, accents).
 */
export function csvDownload(csv: string, name: string, now: number): Response {
  const date = localDate(now);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
