import { shortPounds } from "#app/lib/money";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { localDate } from "#app/lib/time/london";
import { unknownAmounts } from "../pages/season-texts";
import { seasonAmounts } from "../pricing/price-text";
import { type Season, seasonDates } from "./season";

/** "Wed 22 Jul 2026": a date as the warnings write it. */
const day = (date: string) => formatCalendarDate(date, "weekdayMedium");

/**
 * What a saved season should make its editor look again at (decision 0368): warnings, never
 * refusals, said after the save. Pure: the season as stored and the instant of the save.
 */
export function seasonWarnings(season: Season, now: number): string[] {
  const today = localDate(now);
  const dates = seasonDates(season);
  const past = dates.filter((date) => date < today);
  const last = dates.at(-1);
  const warnings: string[] = [];
  if (season.status !== "archived" && dates.length > 0 && past.length === dates.length)
    warnings.push(
      "Every session date of this season has passed: visitors see it as finished and cannot book it.",
    );
  else if (season.status !== "archived" && past.length > 0)
    warnings.push(
      `${past.length} session ${past.length === 1 ? "date is" : "dates are"} in the past (${past.map(day).join(", ")}): they cannot be booked.`,
    );
  const closes = season.closesAt ? localDate(Date.parse(season.closesAt)) : null;
  if (last && closes && closes < last)
    warnings.push(
      `Registration closes on ${day(closes)}, before the last session on ${day(last)}. Empty “Registration closes” to let it follow the dates.`,
    );
  const prices = season.texts?.prices?.trim();
  if (prices) {
    const unknown = unknownAmounts(prices, seasonAmounts(season));
    if (unknown.length > 0)
      warnings.push(
        `The price pop-up names ${unknown.join(", ")}, which no rate, full week or fee of this season costs (${[
          ...new Set(seasonAmounts(season)),
        ]
          .sort((a, b) => a - b)
          .map(shortPounds)
          .join(", ")}). Empty it to write it from the prices.`,
      );
  }
  return warnings;
}
