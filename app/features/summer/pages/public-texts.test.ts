import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { summerSeasons } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { getAs } from "#tests/support/actions";
import { SUMMER_2025_NOW, setupSummerDatabase } from "#tests/support/summer-wizard";
import { seedDemoSummerSeason } from "../seed.server";
import { PRICING_MODALS, PROGRAMME_CARDS } from "./content";
import * as faqRoute from "./routes/faq";
import * as programmesRoute from "./routes/programmes";
import * as summerRoute from "./routes/summer";
import * as termsRoute from "./routes/terms";
import { LEAFLET_PRICES } from "./season-texts";

/**
 * The public pages of the stored 2025 and demo seasons read as the spec wrote them (decision
 * 0368): their wording now comes from the season's data, with defaults equal to the spec's text.
 */
const { db } = setupSummerDatabase();

const at = (now: number) => `wic_test_now=${now}`;

async function pagesAt(now: number) {
  const cookie = at(now);
  return {
    landing: await summerRoute.loader(getAs(cookie, "/summer")),
    programmes: await programmesRoute.loader(getAs(cookie, "/summer/programmes")),
    faq: await faqRoute.loader(getAs(cookie, "/summer/faq")),
    terms: await termsRoute.loader(getAs(cookie, "/summer-at-wic/terms-and-conditions")),
  };
}

function expectSpecTexts(pages: Awaited<ReturnType<typeof pagesAt>>) {
  expect(pages.landing.copy.galleryHeading).toBe("Gallery from Summer 24");
  expect(pages.landing.modals).toEqual(PRICING_MODALS);
  expect(pages.landing.modals[0]?.headline).toBe("£20 per day · all 6 Saturdays £108 (10% off)");
  expect(pages.programmes.modals).toEqual(PRICING_MODALS);
  for (const [index, card] of pages.programmes.cards.entries()) {
    const spec = PROGRAMME_CARDS[index];
    expect(card).toMatchObject({
      id: spec?.id,
      intro: spec?.intro,
      bullets: spec?.bullets,
      topics: spec?.topics,
    });
  }
  expect(pages.faq.questions).toHaveLength(19);
  expect(pages.faq.questions.map((item) => item.answer)).toContain(
    "Yes: when you register more than one child, you get 5% off the total after the full-week discounts.",
  );
  expect(pages.terms.sections).toHaveLength(14);
  expect(pages.terms.sections.map((section) => section.body).join(" ")).toMatch(
    /more than 15 minutes late.*Refunds are given only before the programme start date/,
  );
}

describe("the spec's seasons read as the spec wrote them", () => {
  it("the 2025 season, as the migrations store it", async () => {
    const [first] = await db().select().from(summerSeasons).orderBy(summerSeasons.id).limit(1);
    expect(first?.texts).toEqual({ prices: LEAFLET_PRICES });
    expectSpecTexts(await pagesAt(SUMMER_2025_NOW));
  });

  it("the demo season, as the seed stores it", async () => {
    const now = instantAt("2026-11-24", "12:00");
    await seedDemoSummerSeason(now);
    const [demo] = await db().select().from(summerSeasons).where(eq(summerSeasons.demo, true));
    try {
      expect(demo?.texts).toEqual({ prices: LEAFLET_PRICES });
      const pages = await pagesAt(now);
      expect(pages.landing.copy.title).toBe("Wicked Wednesdays & Weekends");
      expectSpecTexts(pages);
    } finally {
      if (demo) await db().delete(summerSeasons).where(eq(summerSeasons.id, demo.id));
    }
  });
});
