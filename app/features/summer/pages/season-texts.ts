import { PRICING_MODALS, type PricingModalData } from "./content";

/**
 * A season's own wording of its public pages (decision 0368), as the season editor's fields hold
 * it: the gallery's heading, the FAQ and the terms as blocks (a heading line, then its text; a
 * blank line between blocks) whose `{tokens}` are written from the season's dates and prices, and
 * the price pop-up as printed. What a season does not set reads as the built-in text below, which
 * is the spec's (the 2025 leaflet's) wording: for the 2025 and demo seasons the pages read as
 * they always did.
 */

export const DEFAULT_GALLERY_HEADING = "Gallery from Summer 24";

export const DEFAULT_FAQ = `What is {title}?
Our summer holiday programme for children aged {ages}: {programmes}, from {range} at Watford Islamic Centre.

Which ages can join?
Children aged {min} to {max} inclusive. Children are grouped by age: Kids & Juniors 4-11, Teen Boys 12-16 and Teen Girls 12-16.

What are the session times?
Every session runs from {start} to {end}.

Which dates can I book?
{dates}

Do I have to book every date?
No. Choose any dates you like for each programme; you pay only for the days you choose.

How much does it cost?
{cost}

Is there a discount for a full week?
Yes: {fullWeekPercent}% off a programme when you book it for {fullWeekDays} days, for example {fullWeekExample} cost {fullWeekPrice} instead of {fullPrice}.

Is there a discount for {allOfLead}?
Yes: the {fullWeekPercent}% full-week discount applies, so {allOfLead} of {leadProgramme} cost {fullWeekPrice}.

Is there a sibling discount?
Yes: when you register more than one child, you get {siblingPercent}% off the total after the full-week discounts.

Do you accept discount codes?
Yes. Enter a valid code on the payment step; it takes its percentage off after the other discounts.

How many children can I register at once?
Up to {maxChildren} children in one registration.

How do I pay?
Payment is in full, upfront. When online payment is available you pay by card on a secure Stripe page straight after registering; otherwise our email explains how to pay at the centre.

Are early start and late finish available?
Yes, for +{fee} per session. They are not included in the online price; the centre confirms them with you.

What happens after I register?
You receive an email confirming the registration, then the medical information form and the link to the parents' WhatsApp group.

What should my child bring?
A packed snack and a water bottle (nut-free), comfortable clothes and trainers for sport, and a Qur'an or reading book if they have one.

What if we arrive late?
Please arrive on time. A child arriving more than 15 minutes late may have to wait until the next break to join.

Can I get a refund?
Refunds are given only when requested before the programme start date. Contact the centre office.

Is my child safe?
All staff and volunteers are DBS-checked, a first aider is always on site and children are signed in and out by a named adult.

Who can I contact with questions?
Call or email the centre office; the details are at the bottom of every page.`;

export const DEFAULT_TERMS = `About these terms
These terms apply to every registration for the summer programmes of Watford Islamic Centre ({title}, {range}). By registering you agree to them.

Eligibility
The programmes are for children aged {min} to {max} on the first day they attend. A parent or guardian registers, up to {maxChildren} children at once.

Registration
A place is held once the registration form is submitted. We may ask you to correct details that are incomplete or wrong.

Fees
Fees are {rates}, with {fullWeekPercent}% off a programme booked for {fullWeekDays} days, {siblingPercent}% off for siblings and any valid coupon, as shown when you register. Early start and late finish cost {fee} per session and are arranged with the centre.

Payment
Fees are paid in full, upfront, before the first session. A registration stays 'Pending Payment' until payment is received.

Arrival and collection
Sessions run from {start} to {end}. A child arriving more than 15 minutes late may not be admitted until the next break. Children are collected by a parent or a named adult at {end} (or at the end of late finish).

Attendance
Please tell us in advance if your child will miss a session. Missed sessions are not refunded or carried over.

Behaviour
Children are expected to be respectful to staff and each other. After a warning and a conversation with the parent, a child whose behaviour puts others at risk may be asked not to return.

Health and medical information
Parents complete the medical information form before the first session and tell us about allergies, conditions and medication. Children who are unwell should stay at home.

Safeguarding
All staff and volunteers are DBS-checked and follow the WIC Academy safeguarding policy. Concerns are reported to the designated safeguarding lead.

Photographs
We may take photographs for our own records and publicity only with the parent's consent, which can be withdrawn at any time by telling the office.

Refunds and cancellations
Refunds are given only before the programme start date. After the start date fees are not refundable. If we cancel a session we offer another date or a refund for it.

Personal data
We use the details you give only to run the programme and contact you about it, and keep them securely as our privacy notice explains.

Changes and contact
We may change these terms or the programme for reasons beyond our control and will tell registered families. Questions: contact the centre office.`;

/** The tokens the FAQ and terms may use, with what each says (the editor's hint). */
export const TOKENS = {
  title: "the season's title without its year",
  range: "its first to last date",
  ages: "its ages, e.g. 4–16",
  min: "the youngest age",
  max: "the oldest age",
  start: "when sessions start",
  end: "when sessions finish",
  programmes: "the programmes offered",
  dates: "each programme's dates, in sentences",
  cost: "the rates, in a sentence",
  rates: "the rates, in a phrase",
  fullWeekDays: "days for the full-week discount",
  fullWeekPercent: "the full-week discount",
  fullWeekExample: "the full-week example's days",
  fullWeekPrice: "the example's price with the discount",
  fullPrice: "the example's price without it",
  allOfLead:
    "“all 6 Saturdays” when the first programme has exactly a full week (otherwise the block is left out)",
  leadProgramme: "the first programme",
  siblingPercent: "the sibling discount",
  maxChildren: "the most children in one registration",
  fee: "the early start / late finish fee",
} as const;

export type TokenValues = Record<keyof typeof TOKENS, string | null>;

/** A text's blocks: the parts between blank lines, trimmed, whatever the line ends. */
const textBlocks = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

/**
 * The blocks of a FAQ or terms text with its tokens filled: a block naming a token that has no
 * value for the season is left out; a `{word}` that is no token stays as typed.
 */
export function filledBlocks(
  text: string,
  values: TokenValues,
): { heading: string; body: string }[] {
  return textBlocks(text).flatMap((block) => {
    let missing = false;
    const filled = block.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in values)) return whole;
      const value = values[name as keyof TokenValues];
      if (value === null) missing = true;
      return value ?? "";
    });
    if (missing) return [];
    const [heading = "", ...body] = filled.split("\n").map((line) => line.trim());
    return [{ heading, body: body.filter(Boolean).join(" ") }];
  });
}

/** The price pop-up as the editor's field holds it: per block a title line, the headline, "- " lines. */
export function pricesText(modals: readonly PricingModalData[]): string {
  return modals
    .map((modal) =>
      [
        `${modal.title} (${modal.subtitle})`,
        modal.headline,
        ...modal.leaflet.map((line) => `- ${line}`),
      ].join("\n"),
    )
    .join("\n\n");
}

/** The spec's (2025 leaflet's) price pop-up, which the 2025 and demo seasons keep. */
export const LEAFLET_PRICES = /* @__PURE__ */ pricesText(PRICING_MODALS);

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "");
const slug = (text: string) =>
  plain(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The price pop-up's blocks from its field: each block's id is the programme whose short name
 * its title starts with (its "Price Breakdown" on the programmes page), otherwise its title's slug.
 */
export function parsePrices(
  text: string,
  programmes: readonly { id: string; short: string }[],
): PricingModalData[] {
  return textBlocks(text)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .map(([first = "", ...rest]) => {
      const named = /^(.*\S)\s*\(([^()]*)\)$/.exec(first);
      const title = named?.[1] ?? first;
      const programme = programmes.find((p) => plain(title).startsWith(plain(p.short)));
      const headline = rest[0]?.startsWith("- ") ? "" : (rest[0] ?? "");
      return {
        id: programme?.id ?? slug(title),
        title,
        subtitle: named?.[2] ?? "",
        headline,
        leaflet: rest
          .slice(headline ? 1 : 0)
          .map((line) => line.replace(/^-\s*/, ""))
          .filter(Boolean),
      };
    });
}

/** "£18", "£30": the amounts a text names that are not among `amounts` (in pence). */
export function unknownAmounts(text: string, amounts: readonly number[]): string[] {
  const named = [...text.matchAll(/£(\d+(?:\.\d{2})?)/g)].map((match) => match[0]);
  const known = new Set(amounts.map((pence) => Math.round(pence)));
  return [...new Set(named)].filter((amount) => {
    const pence = Math.round(Number(amount.slice(1)) * 100);
    return !known.has(pence);
  });
}
