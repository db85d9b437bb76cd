import { describe, expect, it } from "vitest";
import { formatDateRange } from "#app/lib/time/calendar";
import { SEASON_2025 } from "#tests/support/summer-2025";
import { priceNote, pricingModals } from "../pricing/price-text";
import type { Season } from "../seasons/season";
import { formDates } from "../seasons/season";
import { cardDates, clockText, writtenDates } from "../seasons/season-facts";
import { PRICING_MODALS, PROGRAMME_CARDS } from "./content";
import { cardLists, faq, landingCopy, programmeCards, terms } from "./page-text";
import { LEAFLET_PRICES } from "./season-texts";

/** A value the test has just stored or loaded (it fails loudly when it is missing). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

// The 2025 leaflet's sentences as the pages showed them before seasons came (decision 0138).
const PRICE_NOTE =
  "The price you pay is calculated when you register: £20 per day (Full-Day Camp £35), 10% off a programme booked for 6 days, then 5% off for siblings, then any coupon. Early start and late finish (+£5 per session) are not included.";

const FAQ: { question: string; answer: string }[] = [
  {
    question: "What is Wicked Wednesdays & Weekends?",
    answer:
      "Our summer holiday programme for children aged 4–16: Saturdays – Fantastic 5 and the Sundays + Wednesdays Qur'an Intensive, from 23 July to 31 August 2025 at Watford Islamic Centre.",
  },
  {
    question: "Which ages can join?",
    answer:
      "Children aged 4 to 16 inclusive. Children are grouped by age: Kids & Juniors 4-11, Teen Boys 12-16 and Teen Girls 12-16.",
  },
  { question: "What are the session times?", answer: "Every session runs from 10am to 1pm." },
  {
    question: "Which dates can I book?",
    answer:
      "Fantastic 5 runs on Saturdays 26 July and 2, 9, 16, 23 and 30 August. The Qur'an Intensive runs on Sundays 27 July and 3, 10, 17, 24 and 31 August, with extra Wednesday sessions on 23 and 30 July and 6, 13, 20 and 27 August.",
  },
  {
    question: "Do I have to book every date?",
    answer:
      "No. Choose any dates you like for each programme; you pay only for the days you choose.",
  },
  {
    question: "How much does it cost?",
    answer:
      "£20 per day for Fantastic 5 and for the Qur'an Intensive (Sundays and Wednesdays alike).",
  },
  {
    question: "Is there a discount for a full week?",
    answer:
      "Yes: 10% off a programme when you book it for 6 days, for example all 6 Saturdays cost £108 instead of £120.",
  },
  {
    question: "Is there a discount for all 6 Saturdays?",
    answer: "Yes: the 10% full-week discount applies, so all 6 Saturdays of Fantastic 5 cost £108.",
  },
  {
    question: "Is there a sibling discount?",
    answer:
      "Yes: when you register more than one child, you get 5% off the total after the full-week discounts.",
  },
  {
    question: "Do you accept discount codes?",
    answer:
      "Yes. Enter a valid code on the payment step; it takes its percentage off after the other discounts.",
  },
  {
    question: "How many children can I register at once?",
    answer: "Up to 5 children in one registration.",
  },
  {
    question: "How do I pay?",
    answer:
      "Payment is in full, upfront. When online payment is available you pay by card on a secure Stripe page straight after registering; otherwise our email explains how to pay at the centre.",
  },
  {
    question: "Are early start and late finish available?",
    answer:
      "Yes, for +£5 per session. They are not included in the online price; the centre confirms them with you.",
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

const TERMS: { title: string; body: string }[] = [
  {
    title: "About these terms",
    body: "These terms apply to every registration for the summer programmes of Watford Islamic Centre (Wicked Wednesdays & Weekends, 23 July to 31 August 2025). By registering you agree to them.",
  },
  {
    title: "Eligibility",
    body: "The programmes are for children aged 4 to 16 on the first day they attend. A parent or guardian registers, up to 5 children at once.",
  },
  {
    title: "Registration",
    body: "A place is held once the registration form is submitted. We may ask you to correct details that are incomplete or wrong.",
  },
  {
    title: "Fees",
    body: "Fees are £20 per day (Full-Day Camp £35 per day), with 10% off a programme booked for 6 days, 5% off for siblings and any valid coupon, as shown when you register. Early start and late finish cost £5 per session and are arranged with the centre.",
  },
  {
    title: "Payment",
    body: "Fees are paid in full, upfront, before the first session. A registration stays 'Pending Payment' until payment is received.",
  },
  {
    title: "Arrival and collection",
    body: "Sessions run from 10am to 1pm. A child arriving more than 15 minutes late may not be admitted until the next break. Children are collected by a parent or a named adult at 1pm (or at the end of late finish).",
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

/** A 2027 season with other dates, times, rates and discounts. */
const SEASON_2027: Season = {
  ...SEASON_2025,
  id: 7,
  title: "Wicked Wednesdays & Weekends 2027",
  rules: { fullWeekDays: 4, fullWeekPercent: 15, siblingPercent: 10 },
  programmes: [
    {
      ...must(SEASON_2025.programmes[0]),
      ratePence: 2500,
      startTime: "09:30",
      endTime: "12:00",
      ...formDates(["2027-07-24", "2027-07-31", "2027-08-07", "2027-08-14"]),
    },
  ],
};

describe("the 2025 season's pages say what the 2025 leaflet says", () => {
  it("FAQ, terms and the price note", () => {
    expect(faq(SEASON_2025)).toEqual(FAQ);
    expect(terms(SEASON_2025)).toEqual(TERMS);
    expect(priceNote(SEASON_2025)).toBe(PRICE_NOTE);
    // The 2025 season's row holds the leaflet's price pop-up (the migration writes it, 0368).
    expect(pricingModals({ ...SEASON_2025, texts: { prices: LEAFLET_PRICES } })).toEqual(
      PRICING_MODALS,
    );
  });

  it("a season without wording of its own reads the built-in text; its price pop-up, its prices", () => {
    expect(faq({ ...SEASON_2025, texts: null })).toEqual(FAQ);
    expect(terms({ ...SEASON_2025, texts: {} })).toEqual(TERMS);
    expect(landingCopy(SEASON_2025).galleryHeading).toBe("Gallery from Summer 24");
    expect(pricingModals(SEASON_2025).map((modal) => modal.headline)).toEqual([
      "£20 per day · 6 days £108 (10% off)",
      "£20 per day · 6 days £108 (10% off)",
    ]);
  });

  it("the season's own wording, its tokens written from its figures", () => {
    const season = {
      ...SEASON_2025,
      texts: {
        galleryHeading: "Gallery from Summer 25",
        faq: "How much?\n{cost}\n\nAll of it?\nYes: {allOfLead} cost {fullWeekPrice}.\n\nKept {unknown}\nAs typed.",
        terms: "Fees\nFees are {rates}.",
        prices: "Fantastic 5 (Ages 4–16)\n£20 a day\n- Bring a packed lunch",
      },
    };
    expect(landingCopy(season).galleryHeading).toBe("Gallery from Summer 25");
    expect(faq(season)).toEqual([
      {
        question: "How much?",
        answer:
          "£20 per day for Fantastic 5 and for the Qur'an Intensive (Sundays and Wednesdays alike).",
      },
      { question: "All of it?", answer: "Yes: all 6 Saturdays cost £108." },
      { question: "Kept {unknown}", answer: "As typed." },
    ]);
    expect(terms(season)).toEqual([
      { title: "Fees", body: "Fees are £20 per day (Full-Day Camp £35 per day)." },
    ]);
    expect(pricingModals(season)).toEqual([
      {
        id: "fantastic-5",
        title: "Fantastic 5",
        subtitle: "Ages 4–16",
        headline: "£20 a day",
        leaflet: ["Bring a packed lunch"],
      },
    ]);
  });

  it("the programme card's intro is its Description once typed, or the words saved with it", () => {
    const withDescription = {
      ...SEASON_2025,
      programmes: SEASON_2025.programmes.map((programme) => ({
        ...programme,
        description: "Our own words.",
      })),
    };
    expect(programmeCards(withDescription)[0]?.intro).toBe("Our own words.");
    expect(programmeCards(withDescription)[0]?.bullets).toHaveLength(5);
    expect(programmeCards(SEASON_2025)[0]?.intro).toMatch(/^Five activities every Saturday/);
  });

  it("the card's points and weekly topics are the programme's own, or the built-in card's", () => {
    const builtIn = must(PROGRAMME_CARDS[0]);
    const own = { bullets: ["Archery"], topics: [{ group: "Kids", weeks: ["Colours"] }] };
    expect(cardLists("fantastic-5", null)).toEqual({
      bullets: builtIn.bullets,
      topics: builtIn.topics,
    });
    expect(cardLists("fantastic-5", own)).toEqual(own);
    // A list emptied reads as the built-in one again; a programme made since has none.
    expect(cardLists("fantastic-5", { bullets: [], topics: own.topics })).toEqual({
      bullets: builtIn.bullets,
      topics: own.topics,
    });
    expect(cardLists("science-club", null)).toEqual({ bullets: [], topics: [] });
    const withLists = {
      ...SEASON_2025,
      programmes: SEASON_2025.programmes.map((programme) => ({
        ...programme,
        details: { subtitle: "", intro: "", timetable: "", ...own },
      })),
    };
    expect(programmeCards(withLists)[0]).toMatchObject({ intro: builtIn.intro, ...own });
  });

  it("the landing, register, programmes and terms pages' sentences", () => {
    expect(landingCopy(SEASON_2025)).toMatchObject({
      title: "Wicked Wednesdays & Weekends",
      eyebrow: "Summer at WIC · 23 July – 31 August 2025",
      intro:
        "Fun, faith and friendship for ages 4–16: sessions 10am–1pm on Saturdays, Sundays and Wednesdays.",
      description:
        "Summer programmes at Watford Islamic Centre, 23 July to 31 August 2025: Saturdays – Fantastic 5 and the Sundays + Wednesdays Qur'an Intensive for ages 4–16.",
      sessions: "Every session runs 10am–1pm.",
      registerLead:
        "Wicked Wednesdays & Weekends, 23 July to 31 August 2025 · sessions 10am–1pm · ages 4–16 · up to 5 children.",
      programmesLead:
        "Two programmes, six weeks, 10am–1pm, for ages 4–16. Choose the dates that suit your family.",
      termsLead: "Wicked Wednesdays & Weekends, summer 2025.",
    });
    expect(landingCopy(SEASON_2025).schedule.map((row) => row.programme)).toEqual([
      "Saturdays – Fantastic 5",
      "Sundays – Qur'an Intensive",
      "Wednesdays – Qur'an Intensive",
    ]);
  });

  it("the programme cards", () => {
    const [fantastic, quran] = programmeCards(SEASON_2025);
    expect(fantastic).toMatchObject({
      title: "Saturdays – Fantastic 5 (10am–1pm)",
      subtitle: "Ages 4–16",
      rate: "£20 per day",
      timetable: "Saturdays 10am–1pm",
      dates: "July 26 and Aug 2, 9, 16, 23, 30",
    });
    expect(fantastic?.bullets).toHaveLength(5);
    expect(quran).toMatchObject({
      title: "Sundays + Wednesdays - Qur'an Intensive (10am–1pm)",
      timetable: "Sundays (and Wednesdays) 10am–1pm",
      dates: "July 27 and Aug 3, 10, 17, 24, 31; Wednesdays July 23, 30 and Aug 6, 13, 20, 27",
    });
    expect(quran?.topics).toHaveLength(3);
  });
});

describe("another season's pages use its own figures", () => {
  it("dates, times, rates and discounts", () => {
    const answers = faq(SEASON_2027).map((item) => item.answer);
    expect(answers).toContain("Every session runs from 9:30am to 12pm.");
    expect(answers).toContain(
      "Yes: 15% off a programme when you book it for 4 days, for example all 4 Saturdays cost £85 instead of £100.",
    );
    expect(answers).toContain(
      "Yes: when you register more than one child, you get 10% off the total after the full-week discounts.",
    );
    expect(answers).toContain("£25 per day for Fantastic 5.");
    expect(answers).toContain("Fantastic 5 runs on Saturdays 24 and 31 July and 7 and 14 August.");
    expect(terms(SEASON_2027)[0]?.body).toContain(
      "(Wicked Wednesdays & Weekends, 24 July to 14 August 2027)",
    );
    expect(pricingModals(SEASON_2027)).toEqual([
      {
        id: "fantastic-5",
        title: "Fantastic 5",
        subtitle: "Ages 4-16",
        headline: "£25 per day · 4 days £85 (15% off)",
        leaflet: [
          "£25 per session",
          "4 sessions £100, or £85 with 15% off",
          "Sibling discount 10% off the total",
        ],
      },
    ]);
    expect(priceNote(SEASON_2027)).toBe(
      "The price you pay is calculated when you register: £25 per day, 15% off a programme booked for 4 days, then 10% off for siblings, then any coupon. Early start and late finish (+£5 per session) are not included.",
    );
  });

  it("formats dates and times as the leaflet does", () => {
    expect(cardDates(["2026-12-28", "2027-01-04"])).toBe("Dec 28 and Jan 4");
    expect(writtenDates(["2027-06-05", "2027-06-12", "2027-06-19"])).toBe("5, 12 and 19 June");
    expect(formatDateRange("2026-12-28", "2027-01-04")).toBe("28 December 2026 to 4 January 2027");
    expect(clockText("00:00")).toBe("12am");
    expect(clockText("13:05")).toBe("1:05pm");
  });
});
