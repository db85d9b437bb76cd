import { shortPounds } from "#app/lib/money";
import { fullWeek, ratesPhrase } from "../pricing/price-text";
import { MAX_CHILDREN } from "../rules";
import type { Programme, Season } from "../seasons/season";
import {
  cardDates,
  clockText,
  displayTitle,
  listAnd,
  seasonFacts,
  writtenDates,
} from "../seasons/season-facts";
import { PROGRAMME_CARDS } from "./content";
import {
  DEFAULT_FAQ,
  DEFAULT_GALLERY_HEADING,
  DEFAULT_TERMS,
  filledBlocks,
  type TokenValues,
} from "./season-texts";

/**
 * The summer pages' sentences written from the season (decision 0225): the landing page, the
 * programme cards, the FAQ and the terms say what the 2025 leaflet said, with the season's dates,
 * times, ages, rates and discounts. For the 2025 season every sentence is the leaflet's (decision 0138).
 */

const NUMBERS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
];

/** The typed defaults of a programme's card (2025's copy), by key. */
const cardDefaults = (key: string) => PROGRAMME_CARDS.find((card) => card.id === key);

/** How the FAQ and the landing name a programme (2025's names; the short name otherwise). */
const PHRASES: Record<string, { phrase: string; subject: string; object: string }> = {
  "fantastic-5": {
    phrase: "Saturdays – Fantastic 5",
    subject: "Fantastic 5",
    object: "Fantastic 5",
  },
  quran: {
    phrase: "the Sundays + Wednesdays Qur'an Intensive",
    subject: "The Qur'an Intensive",
    object: "the Qur'an Intensive",
  },
};
const phrases = (programme: Programme) =>
  PHRASES[programme.id] ?? {
    phrase: programme.short,
    subject: programme.short,
    object: programme.short,
  };

const count = (n: number, noun: string) =>
  `${NUMBERS[n] ?? String(n)} ${noun}${n === 1 ? "" : "s"}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The landing page's and register page's sentences. */
export function landingCopy(season: Season) {
  const facts = seasonFacts(season);
  return {
    title: displayTitle(season),
    eyebrow: `Summer at WIC · ${facts.range(" – ")}`,
    intro: `Fun, faith and friendship for ages ${facts.ages}: sessions ${facts.times} on ${listAnd(facts.weekdays)}.`,
    description: `Summer programmes at Watford Islamic Centre, ${facts.range()}: ${facts.offered
      .map((p) => phrases(p).phrase)
      .join(" and ")} for ages ${facts.ages}.`,
    sessions: `Every session runs ${facts.times}.`,
    registerLead: `${displayTitle(season)}, ${facts.range()} · sessions ${facts.times} · ages ${facts.ages} · up to ${MAX_CHILDREN} children.`,
    programmesLead: `${capitalised(count(facts.offered.length, "programme"))}, ${count(facts.weeks, "week")}, ${facts.times}, for ages ${facts.ages}. Choose the dates that suit your family.`,
    termsLead: `${displayTitle(season)}, summer ${facts.year}.`,
    galleryHeading: season.texts?.galleryHeading || DEFAULT_GALLERY_HEADING,
    schedule: facts.offered.flatMap((programme) =>
      programme.groups.map((group) => ({
        programme: `${group.weekday} – ${programme.short}`,
        dates: group.dates,
      })),
    ),
  };
}

export interface ProgrammeCardCopy {
  id: string;
  title: string;
  subtitle: string;
  rate: string;
  intro: string;
  bullets: string[];
  timetable: string;
  dates: string;
  topics: { group: string; weeks: string[] }[];
}

/**
 * A programme card's points and weekly topics: those saved with the programme or, for a list
 * never saved or emptied, the built-in card of its key (none for a programme made since).
 */
export function cardLists(
  key: string,
  details: Pick<ProgrammeCardCopy, "bullets" | "topics"> | null,
): Pick<ProgrammeCardCopy, "bullets" | "topics"> {
  const defaults = cardDefaults(key);
  return {
    bullets: details?.bullets.length ? details.bullets : (defaults?.bullets ?? []),
    topics: details?.topics.length ? details.topics : (defaults?.topics ?? []),
  };
}

/** The programme cards: the season's names, dates and rates; the copy from `details` or defaults. */
export function programmeCards(season: Season): ProgrammeCardCopy[] {
  const facts = seasonFacts(season);
  return facts.offered.map((programme) => {
    // The intro: the words saved with it, else its Description once typed, else the built-in card's.
    const builtIn = cardDefaults(programme.id);
    const [head, ...rest] = programme.groups;
    const times = `${clockText(programme.startTime)}–${clockText(programme.endTime)}`;
    return {
      id: programme.id,
      title: programme.name,
      subtitle: `Ages ${programme.minAge}–${programme.maxAge}`,
      rate: `${shortPounds(programme.ratePence)} per day`,
      intro: programme.details?.intro || programme.description || builtIn?.intro || "",
      ...cardLists(programme.id, programme.details),
      timetable: `${head?.weekday ?? ""}${
        rest.length > 0 ? ` (and ${listAnd(rest.map((group) => group.weekday))})` : ""
      } ${times}`,
      dates: [
        cardDates(head?.dates ?? []),
        ...rest.map((group) => `${group.weekday} ${cardDates(group.dates)}`),
      ].join("; "),
    };
  });
}

/** The values of the FAQ's and terms' `{tokens}` for a season (season-texts.ts `TOKENS`). */
function tokenValues(season: Season): TokenValues {
  const facts = seasonFacts(season);
  const [lead] = facts.offered;
  const leadGroup = lead?.groups[0];
  const example = lead ? fullWeek(season, lead) : null;
  const rates = [...new Set(facts.offered.map((p) => p.ratePence))];
  const multi = facts.offered.find((p) => p.groups.length > 1);
  const cost =
    rates.length === 1
      ? `${shortPounds(rates[0] ?? 0)} per day for ${facts.offered
          .map((p) => phrases(p).object)
          .join(" and for ")}${
          multi ? ` (${multi.groups.map((group) => group.weekday).join(" and ")} alike)` : ""
        }.`
      : `${facts.offered.map((p) => `${shortPounds(p.ratePence)} per day for ${phrases(p).object}`).join("; ")}.`;
  const allOfLead =
    lead && leadGroup && example && leadGroup.dates.length === facts.fullWeekDays
      ? `all ${facts.fullWeekDays} ${leadGroup.weekday}`
      : null;
  return {
    title: displayTitle(season),
    range: facts.range(),
    ages: facts.ages,
    min: String(facts.min),
    max: String(facts.max),
    start: facts.start,
    end: facts.end,
    programmes: facts.offered.map((p) => phrases(p).phrase).join(" and "),
    dates: facts.offered
      .map((programme) => {
        const [head, ...rest] = programme.groups;
        const extra = rest.map(
          (group) =>
            `, with extra ${group.weekday.slice(0, -1)} sessions on ${writtenDates(group.dates)}`,
        );
        return `${phrases(programme).subject} runs on ${head?.weekday} ${writtenDates(head?.dates ?? [])}${extra.join("")}.`;
      })
      .join(" "),
    cost,
    rates: ratesPhrase(season, true),
    fullWeekDays: String(facts.fullWeekDays),
    fullWeekPercent: String(facts.fullWeekPercent),
    fullWeekExample: allOfLead ?? `${facts.fullWeekDays} days`,
    fullWeekPrice: shortPounds(example?.discounted ?? 0),
    fullPrice: shortPounds(example?.full ?? 0),
    allOfLead,
    leadProgramme: lead ? phrases(lead).object : null,
    siblingPercent: String(facts.siblingPercent),
    maxChildren: String(MAX_CHILDREN),
    fee: facts.fee,
  };
}

/** The FAQ: the season's wording (or the built-in one) with the season's dates and figures. */
export function faq(season: Season): { question: string; answer: string }[] {
  return filledBlocks(season.texts?.faq || DEFAULT_FAQ, tokenValues(season)).map((block) => ({
    question: block.heading,
    answer: block.body,
  }));
}

/** The terms: the season's wording (or the built-in one) with its dates, ages, times and fees. */
export function terms(season: Season): { title: string; body: string }[] {
  return filledBlocks(season.texts?.terms || DEFAULT_TERMS, tokenValues(season)).map((block) => ({
    title: block.heading,
    body: block.body,
  }));
}
