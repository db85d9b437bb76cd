import type { Programme, SeasonRules } from "../seasons/season";

/**
 * The price of a summer registration in pence (decision 0082). The server charges
 * what this returns; the wizard shows the same numbers.
 *
 * The figures are the season's (decision 0138); the 2025 season's are the leaflet's:
 * 1. Each programme of each child: days × the programme's rate (£20, Full-Day Camp £35). Days =
 *    dates plus wednesdayDates. Early start / late finish are shown but not charged.
 * 2. Full-week discount: `fullWeekPercent` (10%) of a programme's amount when it has
 *    `fullWeekDays` (6) or more days.
 * 3. Sibling discount: `siblingPercent` (5%) of the total after step 2, when more than one child
 *    is registered.
 * 4. Coupon: its percentage of the total after steps 2 and 3.
 * Every percentage is rounded to the penny, half up, where it is taken.
 */

/** What pricing needs of a season: its programmes' rates and its discount rules. */
export interface PricingSeason {
  programmes: readonly Pick<Programme, "id" | "name" | "ratePence">[];
  rules: SeasonRules;
}

export interface ProgrammeChoice {
  programme: string;
  dates: readonly string[];
  wednesdayDates?: readonly string[];
  earlyStart?: boolean;
  lateFinish?: boolean;
}

export interface ChildChoice {
  name: string;
  programmes: readonly ProgrammeChoice[];
}

interface PricedProgramme {
  programme: string;
  name: string;
  days: number;
  ratePence: number;
  amount: number;
  fullWeekDiscount: number;
}

interface PricedChild {
  name: string;
  programmes: PricedProgramme[];
  subtotal: number;
  fullWeekDiscount: number;
}

export interface PricingResult {
  subtotal: number;
  fullWeekDiscount: number;
  siblingDiscount: number;
  couponDiscount: number;
  grandTotal: number;
  couponPercent: number;
  /** The season's percentages, for the labels ("Full-week discount (10%)"). */
  fullWeekPercent: number;
  siblingPercent: number;
  children: PricedChild[];
}

/** `percent`% of a whole number of pence, rounded half up to the penny. */
export function percentOf(pence: number, percent: number): number {
  return Math.floor((pence * percent + 50) / 100);
}

export function priceRegistration({
  season,
  children,
  couponPercent = 0,
}: {
  season: PricingSeason;
  children: readonly ChildChoice[];
  couponPercent?: number;
}): PricingResult {
  const { fullWeekDays, fullWeekPercent, siblingPercent } = season.rules;
  const priced = children.map((child): PricedChild => {
    const programmes = child.programmes.flatMap((choice): PricedProgramme[] => {
      const programme = season.programmes.find((one) => one.id === choice.programme);
      if (!programme) return [];
      const days = choice.dates.length + (choice.wednesdayDates?.length ?? 0);
      const amount = days * programme.ratePence;
      return [
        {
          programme: programme.id,
          name: programme.name,
          days,
          ratePence: programme.ratePence,
          amount,
          fullWeekDiscount: days >= fullWeekDays ? percentOf(amount, fullWeekPercent) : 0,
        },
      ];
    });
    return {
      name: child.name,
      programmes,
      subtotal: programmes.reduce((sum, line) => sum + line.amount, 0),
      fullWeekDiscount: programmes.reduce((sum, line) => sum + line.fullWeekDiscount, 0),
    };
  });
  const subtotal = priced.reduce((sum, child) => sum + child.subtotal, 0);
  const fullWeekDiscount = priced.reduce((sum, child) => sum + child.fullWeekDiscount, 0);
  const afterFullWeek = subtotal - fullWeekDiscount;
  const siblingDiscount = children.length > 1 ? percentOf(afterFullWeek, siblingPercent) : 0;
  const afterSibling = afterFullWeek - siblingDiscount;
  const couponDiscount = couponPercent > 0 ? percentOf(afterSibling, couponPercent) : 0;
  return {
    subtotal,
    fullWeekDiscount,
    siblingDiscount,
    couponDiscount,
    grandTotal: afterSibling - couponDiscount,
    couponPercent,
    fullWeekPercent,
    siblingPercent,
    children: priced,
  };
}
