import { shortPounds } from "#app/lib/money";
import type { PricingModalData } from "../pages/content";
import { parsePrices } from "../pages/season-texts";
import { offeredProgrammes } from "../rules";
import type { Programme, Season } from "../seasons/season";
import { seasonFacts } from "../seasons/season-facts";
import { percentOf } from "./pricing";

/**
 * The season's prices in words (decision 0225): the rates, the full-week and sibling discounts as the
 * pricing modals, the note under the prices and the wizard's programme labels say them.
 */

/** "£20 per day · 10% off 6 days" (the wizard's programme label). */
export const rateLabel = (season: Season, programme: Programme) =>
  `${shortPounds(programme.ratePence)} per day · ${season.rules.fullWeekPercent}% off ${season.rules.fullWeekDays} days`;

/** The rates as one phrase: "£20 per day (Full-Day Camp £35)". */
export function ratesPhrase(season: Season, perDayInBrackets: boolean) {
  const main = offeredProgrammes(season)[0] ?? season.programmes[0];
  if (!main) return "";
  const others = season.programmes
    .filter((p) => p.ratePence !== main.ratePence)
    .map((p) => `${p.short} ${shortPounds(p.ratePence)}${perDayInBrackets ? " per day" : ""}`);
  return `${shortPounds(main.ratePence)} per day${others.length ? ` (${others.join(", ")})` : ""}`;
}

/** A programme's price for its full week, and without the discount. */
export function fullWeek(season: Season, programme: Programme) {
  const full = programme.ratePence * season.rules.fullWeekDays;
  return { full, discounted: full - percentOf(full, season.rules.fullWeekPercent) };
}

/**
 * The pricing modals: as the season's editor prints them (the 2025 and demo seasons keep the
 * leaflet's), otherwise written from the season's rates and discounts (decision 0368).
 */
export function pricingModals(season: Season): PricingModalData[] {
  if (season.texts?.prices?.trim()) return parsePrices(season.texts.prices, season.programmes);
  return pricesFromFigures(season);
}

/** The pricing modals written from the season's own rates and discounts. */
function pricesFromFigures(season: Season): PricingModalData[] {
  const { fullWeekDays, fullWeekPercent, siblingPercent } = season.rules;
  return offeredProgrammes(season).map((programme) => {
    const { full, discounted } = fullWeek(season, programme);
    const rate = shortPounds(programme.ratePence);
    return {
      id: programme.id,
      title: programme.short,
      subtitle: `Ages ${programme.minAge}-${programme.maxAge}`,
      headline: `${rate} per day · ${fullWeekDays} days ${shortPounds(discounted)} (${fullWeekPercent}% off)`,
      leaflet: [
        `${rate} per session`,
        `${fullWeekDays} sessions ${shortPounds(full)}, or ${shortPounds(discounted)} with ${fullWeekPercent}% off`,
        `Sibling discount ${siblingPercent}% off the total`,
      ],
    };
  });
}

/** The note under the prices. */
export function priceNote(season: Season): string {
  const facts = seasonFacts(season);
  return `The price you pay is calculated when you register: ${ratesPhrase(season, false)}, ${facts.fullWeekPercent}% off a programme booked for ${facts.fullWeekDays} days, then ${facts.siblingPercent}% off for siblings, then any coupon. Early start and late finish (+${facts.fee} per session) are not included.`;
}

/** Every amount the season's prices give (in pence): rates, full weeks with and without discount, fees. */
export function seasonAmounts(season: Season): number[] {
  return season.programmes.flatMap((programme) => {
    const { full, discounted } = fullWeek(season, programme);
    return [programme.ratePence, full, discounted, programme.extrasFeePence];
  });
}
