/** Amounts are whole pence everywhere; these turn them into the pounds people read and type. */

/** Pence as "£108.00". */
export function pounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  return `${sign}£${(Math.abs(pence) / 100).toFixed(2)}`;
}

/** Pence as "£108" (whole pounds) or "£2.50": the figures of the pages' copy. */
export function shortPounds(pence: number): string {
  return pence % 100 === 0 ? `£${(pence / 100).toLocaleString("en-GB")}` : pounds(pence);
}

/** "20.00" (or "£20", "20.5", "1,000") → pence; null when it is not an amount. */
export function poundsToPence(value: string): number | null {
  const match = /^£?\s*(\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return (
    Number((match[1] ?? "").replaceAll(",", "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"))
  );
}

/** 2000 → "20.00", as a pounds field shows it. */
export const penceToPounds = (pence: number): string => (pence / 100).toFixed(2);
