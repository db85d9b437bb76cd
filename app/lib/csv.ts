/**
 * CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are quoted, quotes are
 * doubled, and text that a spreadsheet would run as a formula is defused with a leading quote.
 */

/** First characters that make Excel, LibreOffice or Google Sheets read a cell as a formula. */
const FORMULA_TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** The text of one cell: null and undefined are empty, objects and arrays are JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") {
    return FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
  }
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  return cellText(JSON.stringify(value));
}

/** One field, escaped for CSV. */
export function csvField(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
