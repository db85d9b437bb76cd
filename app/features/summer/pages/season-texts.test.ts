import { describe, expect, it } from "vitest";
import { SEASON_2025 } from "#tests/support/summer-2025";
import { PRICING_MODALS } from "./content";
import {
  DEFAULT_FAQ,
  DEFAULT_GALLERY_HEADING,
  DEFAULT_TERMS,
  filledBlocks,
  LEAFLET_PRICES,
  parsePrices,
  pricesText,
  TOKENS,
  type TokenValues,
  unknownAmounts,
} from "./season-texts";

/** Every token with a value: its own name in capitals ("{title}" → "TITLE"). */
const EVERY = Object.fromEntries(
  Object.keys(TOKENS).map((token) => [token, token.toUpperCase()]),
) as TokenValues;
const values = (changes: Partial<TokenValues> = {}): TokenValues => ({ ...EVERY, ...changes });

describe("filling a FAQ or terms text (0368)", () => {
  it("writes each block's tokens; a heading line, then its text on one line", () => {
    expect(
      filledBlocks("What is {title}?\nFor ages {ages}.\nFrom {range}.\n\nFees\n{rates}", values()),
    ).toEqual([
      { heading: "What is TITLE?", body: "For ages AGES. From RANGE." },
      { heading: "Fees", body: "RATES" },
    ]);
  });

  it("leaves out a block naming a token without a value, and only that block", () => {
    expect(
      filledBlocks(
        "All of it?\n{allOfLead} cost {fullWeekPrice}.\n\nKept\nYes.",
        values({ allOfLead: null }),
      ),
    ).toEqual([{ heading: "Kept", body: "Yes." }]);
  });

  it("keeps a word in braces that is no token as typed", () => {
    expect(filledBlocks("Kept {unknown}\nAs {typed}, {title}.", values())).toEqual([
      { heading: "Kept {unknown}", body: "As {typed}, TITLE." },
    ]);
  });

  it("reads the browser's line ends, blank lines holding spaces, and extra blank lines", () => {
    expect(
      filledBlocks("\r\n  One  \r\n  first text  \r\n \t \r\n\r\n\nTwo\rsecond\r\n", values()),
    ).toEqual([
      { heading: "One", body: "first text" },
      { heading: "Two", body: "second" },
    ]);
    expect(filledBlocks("", values())).toEqual([]);
    expect(filledBlocks("\n \n", values())).toEqual([]);
  });

  it("a block of a heading alone has an empty text", () => {
    expect(filledBlocks("Only a heading", values())).toEqual([
      { heading: "Only a heading", body: "" },
    ]);
  });
});

describe("the built-in texts (0368)", () => {
  const tokensOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

  it("name only tokens the season can fill", () => {
    for (const text of [DEFAULT_FAQ, DEFAULT_TERMS])
      for (const token of tokensOf(text)) expect(Object.keys(TOKENS)).toContain(token);
  });

  it("are the spec's: 19 questions (18 without the full-programme one), 14 terms, the 2024 gallery", () => {
    expect(filledBlocks(DEFAULT_FAQ, values())).toHaveLength(19);
    expect(filledBlocks(DEFAULT_FAQ, values({ allOfLead: null }))).toHaveLength(18);
    expect(filledBlocks(DEFAULT_FAQ, values())[0]).toEqual({
      heading: "What is TITLE?",
      body: "Our summer holiday programme for children aged AGES: PROGRAMMES, from RANGE at Watford Islamic Centre.",
    });
    expect(filledBlocks(DEFAULT_TERMS, values()).map((term) => term.heading)).toHaveLength(14);
    expect(filledBlocks(DEFAULT_TERMS, values())[0]?.heading).toBe("About these terms");
    expect(DEFAULT_GALLERY_HEADING).toBe("Gallery from Summer 24");
  });
});

describe("the price pop-up as a field (0368)", () => {
  it("writes the leaflet's pop-up as the field holds it, and reads it back the same", () => {
    expect(LEAFLET_PRICES).toBe(pricesText(PRICING_MODALS));
    expect(LEAFLET_PRICES.split("\n").slice(0, 5)).toEqual([
      "Fantastic 5 (Saturdays) (Ages 4–16)",
      "£20 per day · all 6 Saturdays £108 (10% off)",
      "- £20 per session",
      "- 6 sessions £120, or £108 with 10% off",
      "- Sibling discount 5% off the total",
    ]);
    expect(parsePrices(LEAFLET_PRICES, SEASON_2025.programmes)).toEqual(PRICING_MODALS);
  });

  it("names a block after the programme its title starts with, otherwise after its title", () => {
    expect(
      parsePrices(
        "Qur’an Intensive\r\n- £20 a day\r\n\r\nSuper Saturday (All ages)\nFree\n-  Bring lunch",
        SEASON_2025.programmes,
      ),
    ).toEqual([
      {
        id: "quran",
        title: "Qur’an Intensive",
        subtitle: "",
        headline: "",
        leaflet: ["£20 a day"],
      },
      {
        id: "super-saturday",
        title: "Super Saturday",
        subtitle: "All ages",
        headline: "Free",
        leaflet: ["Bring lunch"],
      },
    ]);
    expect(parsePrices(" \n\n ", SEASON_2025.programmes)).toEqual([]);
  });
});

describe("amounts a text names that the prices do not cost", () => {
  it("names each unknown amount once, in pounds or pounds and pence", () => {
    expect(unknownAmounts("£18 a day, £20 a day, £18 again, £148.75", [2000, 14875])).toEqual([
      "£18",
    ]);
    expect(unknownAmounts("£20.00 and £20", [2000])).toEqual([]);
    expect(unknownAmounts("no amount at all, 20 pounds", [])).toEqual([]);
  });
});
