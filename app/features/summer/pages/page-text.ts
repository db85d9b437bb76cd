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

/** The programme cards: the season's names, dates and rates; the copy from `details` or defaults. */
export function programmeCards(season: Season): ProgrammeCardCopy[] {
  const facts = seasonFacts(season);
  return facts.offered.map((programme) => {
    const copy = programme.details ?? cardDefaults(programme.id);
    const [head, ...rest] = programme.groups;
    const times = `${clockText(programme.startTime)}–${clockText(programme.endTime)}`;
    return {
      id: programme.id,
      title: programme.name,
      subtitle: `Ages ${programme.minAge}–${programme.maxAge}`,
      rate: `${shortPounds(programme.ratePence)} per day`,
      intro: copy?.intro ?? programme.description,
      bullets: copy?.bullets ?? [],
      timetable: `${head?.weekday ?? ""}${
        rest.length > 0 ? ` (and ${listAnd(rest.map((group) => group.weekday))})` : ""
      } ${times}`,
      dates: [
        cardDates(head?.dates ?? []),
        ...rest.map((group) => `${group.weekday} ${cardDates(group.dates)}`),
      ].join("; "),
      topics: copy?.topics ?? [],
    };
  });
}

/** The FAQ with the season's dates and figures. */
export function faq(season: Season): { question: string; answer: string }[] {
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
  const items: ({ question: string; answer: string } | null)[] = [
    {
      question: `What is ${displayTitle(season)}?`,
      answer: `Our summer holiday programme for children aged ${facts.ages}: ${facts.offered
        .map((p) => phrases(p).phrase)
        .join(" and ")}, from ${facts.range()} at Watford Islamic Centre.`,
    },
    {
      question: "Which ages can join?",
      answer: `Children aged ${facts.min} to ${facts.max} inclusive. Children are grouped by age: Kids & Juniors 4-11, Teen Boys 12-16 and Teen Girls 12-16.`,
    },
    {
      question: "What are the session times?",
      answer: `Every session runs from ${facts.start} to ${facts.end}.`,
    },
    {
      question: "Which dates can I book?",
      answer: facts.offered
        .map((programme) => {
          const [head, ...rest] = programme.groups;
          const extra = rest.map(
            (group) =>
              `, with extra ${group.weekday.slice(0, -1)} sessions on ${writtenDates(group.dates)}`,
          );
          return `${phrases(programme).subject} runs on ${head?.weekday} ${writtenDates(head?.dates ?? [])}${extra.join("")}.`;
        })
        .join(" "),
    },
    {
      question: "Do I have to book every date?",
      answer:
        "No. Choose any dates you like for each programme; you pay only for the days you choose.",
    },
    { question: "How much does it cost?", answer: cost },
    {
      question: "Is there a discount for a full week?",
      answer: `Yes: ${facts.fullWeekPercent}% off a programme when you book it for ${facts.fullWeekDays} days, for example ${
        allOfLead ?? `${facts.fullWeekDays} days`
      } cost ${shortPounds(example?.discounted ?? 0)} instead of ${shortPounds(example?.full ?? 0)}.`,
    },
    allOfLead && lead
      ? {
          question: `Is there a discount for ${allOfLead}?`,
          answer: `Yes: the ${facts.fullWeekPercent}% full-week discount applies, so ${allOfLead} of ${phrases(lead).object} cost ${shortPounds(example?.discounted ?? 0)}.`,
        }
      : null,
    {
      question: "Is there a sibling discount?",
      answer: `Yes: when you register more than one child, you get ${facts.siblingPercent}% off the total after the full-week discounts.`,
    },
    {
      question: "Do you accept discount codes?",
      answer:
        "Yes. Enter a valid code on the payment step; it takes its percentage off after the other discounts.",
    },
    {
      question: "How many children can I register at once?",
      answer: `Up to ${MAX_CHILDREN} children in one registration.`,
    },
    {
      question: "How do I pay?",
      answer:
        "Payment is in full, upfront. When online payment is available you pay by card on a secure Stripe page straight after registering; otherwise our email explains how to pay at the centre.",
    },
    {
      question: "Are early start and late finish available?",
      answer: `Yes, for +${facts.fee} per session. They are not included in the online price; the centre confirms them with you.`,
    },
    {
      question: "What happens after I register?",
      answer:
        "You receive an email confirming the registration, then the medical information form and the link to the parents' WhatsApp group.",
    },
    {
      question: "What should my child bring?",
      answer:
        "A packed snack and a water bottle (nut-free), comfortable clothes and trainers for sport, and a Qur'an or reading book if they have one.",
    },
    {
      question: "What if we arrive late?",
      answer:
        "Please arrive on time. A child arriving more than 15 minutes late may have to wait until the next break to join.",
    },
    {
      question: "Can I get a refund?",
      answer:
        "Refunds are given only when requested before the programme start date. Contact the centre office.",
    },
    {
      question: "Is my child safe?",
      answer:
        "All staff and volunteers are DBS-checked, a first aider is always on site and children are signed in and out by a named adult.",
    },
    {
      question: "Who can I contact with questions?",
      answer: "Call or email the centre office; the details are at the bottom of every page.",
    },
  ];
  return items.filter((item) => item !== null);
}

/** The terms with the season's dates, ages, times and fees. */
export function terms(season: Season): { title: string; body: string }[] {
  const facts = seasonFacts(season);
  return [
    {
      title: "About these terms",
      body: `These terms apply to every registration for the summer programmes of Watford Islamic Centre (${displayTitle(season)}, ${facts.range()}). By registering you agree to them.`,
    },
    {
      title: "Eligibility",
      body: `The programmes are for children aged ${facts.min} to ${facts.max} on the first day they attend. A parent or guardian registers, up to ${MAX_CHILDREN} children at once.`,
    },
    {
      title: "Registration",
      body: "A place is held once the registration form is submitted. We may ask you to correct details that are incomplete or wrong.",
    },
    {
      title: "Fees",
      body: `Fees are ${ratesPhrase(season, true)}, with ${facts.fullWeekPercent}% off a programme booked for ${facts.fullWeekDays} days, ${facts.siblingPercent}% off for siblings and any valid coupon, as shown when you register. Early start and late finish cost ${facts.fee} per session and are arranged with the centre.`,
    },
    {
      title: "Payment",
      body: "Fees are paid in full, upfront, before the first session. A registration stays 'Pending Payment' until payment is received.",
    },
    {
      title: "Arrival and collection",
      body: `Sessions run from ${facts.start} to ${facts.end}. A child arriving more than 15 minutes late may not be admitted until the next break. Children are collected by a parent or a named adult at ${facts.end} (or at the end of late finish).`,
    },
    {
      title: "Attendance",
      body: "Please tell us in advance if your child will miss a session. Missed sessions are not refunded or carried over.",
    },
    {
      title: "Behaviour",
      body: "Children are expected to be respectful to staff and each other. After a warning and a conversation with the parent, a child whose behaviour puts others at risk may be asked not to return.",
    },
    {
      title: "Health and medical information",
      body: "Parents complete the medical information form before the first session and tell us about allergies, conditions and medication. Children who are unwell should stay at home.",
    },
    {
      title: "Safeguarding",
      body: "All staff and volunteers are DBS-checked and follow the WIC Academy safeguarding policy. Concerns are reported to the designated safeguarding lead.",
    },
    {
      title: "Photographs",
      body: "We may take photographs for our own records and publicity only with the parent's consent, which can be withdrawn at any time by telling the office.",
    },
    {
      title: "Refunds and cancellations",
      body: "Refunds are given only before the programme start date. After the start date fees are not refundable. If we cancel a session we offer another date or a refund for it.",
    },
    {
      title: "Personal data",
      body: "We use the details you give only to run the programme and contact you about it, and keep them securely as our privacy notice explains.",
    },
    {
      title: "Changes and contact",
      body: "We may change these terms or the programme for reasons beyond our control and will tell registered families. Questions: contact the centre office.",
    },
  ];
}
