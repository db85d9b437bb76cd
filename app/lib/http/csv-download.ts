/**
 * A CSV file as a download named `{name}-{today}.csv`, never cached. The byte order mark lets Excel
 * read the file as UTF-8 (names in Arabic script, accents).
 */
export function csvDownload(csv: string, name: string): Response {
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
