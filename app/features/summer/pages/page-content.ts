import { priceNote, pricingModals } from "../pricing/price-text";
import { shortDate } from "../rules";
import type { Season } from "../seasons/season";
import { faq, landingCopy, programmeCards, terms } from "./page-text";

/**
 * What each summer page shows of a season: the public pages' loaders give it for the season
 * visitors see, the admin's preview for the season it previews. Written on the server: the
 * pages' scripts carry none of the sentences.
 */

/** /summer: the landing's sentences, the programme cards and the prices. */
export function landingContent(season: Season) {
  const copy = landingCopy(season);
  return {
    copy: {
      ...copy,
      schedule: copy.schedule.map((row) => ({ ...row, dates: row.dates.map(shortDate) })),
    },
    cards: programmeCards(season),
    modals: pricingModals(season),
    note: priceNote(season),
  };
}

/** /summer/programmes: each programme's card in full (points, weekly topics) and its prices. */
export function programmesContent(season: Season) {
  return {
    lead: landingCopy(season).programmesLead,
    cards: programmeCards(season),
    modals: pricingModals(season),
    note: priceNote(season),
  };
}

/** /summer/faq. */
export const faqContent = (season: Season) => ({ questions: faq(season) });

/** The summer terms and conditions. */
export const termsContent = (season: Season) => ({
  lead: landingCopy(season).termsLead,
  sections: terms(season),
});

export type LandingContent = ReturnType<typeof landingContent>;
export type ProgrammesContent = ReturnType<typeof programmesContent>;
export type FaqContent = ReturnType<typeof faqContent>;
export type TermsContent = ReturnType<typeof termsContent>;
