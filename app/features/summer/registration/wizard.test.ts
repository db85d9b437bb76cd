import { describe, expect, it } from "vitest";
import { SEASON_2025, SUNDAYS, WEDNESDAYS } from "#tests/support/summer-2025";
import { writtenDate } from "../rules";
import { childrenDetails } from "./wizard";

describe("dates as people write them", () => {
  it.each([
    ["2025-07-26", "Sat 26 July"],
    ["2025-08-02", "Sat 2 August"],
    ["2025-07-23", "Wed 23 July"],
  ])("%s → %s", (iso, written) => {
    expect(writtenDate(iso)).toBe(written);
  });

  it("lists each child's programmes with their dates in order, Sundays and Wednesdays together", () => {
    expect(
      childrenDetails(SEASON_2025, [
        {
          name: "Aisha",
          age: "12",
          programmes: [
            {
              programme: "quran",
              dates: [SUNDAYS[1], SUNDAYS[0]],
              wednesdayDates: [WEDNESDAYS[0]],
              earlyStart: true,
              lateFinish: false,
            },
          ],
        },
      ]),
    ).toBe(
      "Child 1: Aisha, age 12 – Sundays + Wednesdays - Qur'an Intensive (10am–1pm): " +
        "Wed 23 July, Sun 27 July, Sun 3 August (early start)",
    );
  });
});
