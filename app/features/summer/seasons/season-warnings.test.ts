import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import { SEASON_2025 } from "#tests/support/summer-2025";
import type { Season } from "./season";
import { seasonWarnings } from "./season-warnings";

/** The 2025 season (Wed 23 Jul – Sun 31 Aug 2025, closing at the end of its last day). */
const season = (changes: Partial<Season> = {}): Season => ({ ...SEASON_2025, ...changes });
const at = (date: string, time = "12:00") => instantAt(date, time);
const BEFORE = at("2025-07-01");

describe("the warnings said after a season's save (0368)", () => {
  it("says nothing of a season whose dates are to come, closing with its last session", () => {
    expect(seasonWarnings(season(), BEFORE)).toEqual([]);
    // An empty close follows the dates by itself.
    expect(seasonWarnings(season({ closesAt: null }), BEFORE)).toEqual([]);
  });

  it("names the session dates in the past, as people write dates", () => {
    expect(seasonWarnings(season(), at("2025-07-24"))).toEqual([
      "1 session date is in the past (Wed 23 Jul 2025): they cannot be booked.",
    ]);
    expect(seasonWarnings(season(), at("2025-07-28"))).toEqual([
      "3 session dates are in the past (Wed 23 Jul 2025, Sat 26 Jul 2025, Sun 27 Jul 2025): they cannot be booked.",
    ]);
    // Today's date is not in the past yet.
    expect(seasonWarnings(season(), at("2025-07-23", "23:00"))).toEqual([]);
  });

  it("says once that every date has passed, rather than listing them", () => {
    expect(seasonWarnings(season(), at("2025-09-01"))).toEqual([
      "Every session date of this season has passed: visitors see it as finished and cannot book it.",
    ]);
  });

  it("says nothing of past dates for an archived season", () => {
    expect(seasonWarnings(season({ status: "archived" }), at("2025-09-01"))).toEqual([]);
    expect(seasonWarnings(season({ status: "archived" }), at("2025-07-28"))).toEqual([]);
  });

  it("warns of a registration close before the last session, and only then", () => {
    const early = season({ closesAt: new Date(at("2025-08-01", "12:00")).toISOString() });
    expect(seasonWarnings(early, BEFORE)).toEqual([
      "Registration closes on Fri 1 Aug 2025, before the last session on Sun 31 Aug 2025. Empty “Registration closes” to let it follow the dates.",
    ]);
    // Closing on the last day, at any time of it, is not early.
    const lastDay = season({ closesAt: new Date(at("2025-08-31", "09:00")).toISOString() });
    expect(seasonWarnings(lastDay, BEFORE)).toEqual([]);
  });

  it("warns of a printed price pop-up naming an amount the season's prices do not cost", () => {
    const printed = (prices: string) => season({ texts: { prices } });
    expect(
      seasonWarnings(printed("Fantastic 5 (Ages 4–16)\n£18 per day · £30 a camp"), BEFORE),
    ).toEqual([
      "The price pop-up names £18, £30, which no rate, full week or fee of this season costs (£5, £20, £35, £108, £120, £189, £210). Empty it to write it from the prices.",
    ]);
    // Amounts the season costs: a rate, a full week with and without discount, a fee.
    expect(
      seasonWarnings(
        printed("Fantastic 5 (Ages 4–16)\n£20 per day · 6 days £108.00 · +£5"),
        BEFORE,
      ),
    ).toEqual([]);
    // No printed pop-up (or only blanks): it is written from the prices, nothing to check.
    expect(seasonWarnings(printed("  \n "), BEFORE)).toEqual([]);
  });

  it("says every warning that applies, in order", () => {
    const warned = seasonWarnings(
      season({
        closesAt: new Date(at("2025-07-30", "12:00")).toISOString(),
        texts: { prices: "£18" },
      }),
      at("2025-07-24"),
    );
    expect(warned.map((warning) => warning.split(" ")[0])).toEqual(["1", "Registration", "The"]);
  });
});
