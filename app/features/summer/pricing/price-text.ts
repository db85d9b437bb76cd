import { shortPounds } from "#app/lib/money";
import { PRICING_MODALS, type PricingModalData } from "../pages/content";
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

/** The leaflet's figures: the 2025 modals are shown as they are only for the same figures. */
function leafletFigures(season: Season) {
  const rate = (key: string) => season.programmes.find((p) => p.id === key)?.ratePence;
  const { fullWeekDays, fullWeekPercent, siblingPercent } = season.rules;
  return (
    fullWeekDays === 6 &&
    fullWeekPercent === 10 &&
    siblingPercent === 5 &&
    rate("fantastic-5") === 2000 &&
    rate("quran") === 2000 &&
    [undefined, 3500].includes(rate("full-day-camp"))
  );
}

/** A programme's price for its full week, and without the discount. */
export function fullWeek(season: Season, programme: Programme) {
  const full = programme.ratePence * season.rules.fullWeekDays;
  return { full, discounted: full - percentOf(full, season.rules.fullWeekPercent) };
}

/** The pricing modals: the leaflet's (2025's figures), or the season's own figures. */
export function pricingModals(season: Season): PricingModalData[] {
  if (leafletFigures(season)) return PRICING_MODALS;
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
