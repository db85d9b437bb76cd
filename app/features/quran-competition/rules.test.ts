import { describe, expect, it } from "vitest";
import {
  ageBand,
  CATEGORIES,
  formatPostcode,
  groupOptions,
  isAgeAllowed,
  isGroupInCategory,
  isUkPostcode,
  participantKey,
  rankScores,
} from "./rules";

describe("categories and groups", () => {
  it("lists the four categories with their groups and prizes (decision 0125)", () => {
    expect(CATEGORIES.map((category) => category.name)).toEqual([
      "Hifdh first 10 Juz",
      "Hifdh last 10 Juz",
      "Qirā'ah",
      "Complete Qur'an",
    ]);
    for (const id of [1, 2]) {
      expect(groupOptions(id).map((group) => [group.id, group.prize])).toEqual([
        ["A", "£150"],
        ["B", "£200"],
        ["C", "£300"],
        ["D", "£400"],
        ["E", "£500"],
      ]);
    }
    expect(groupOptions(3).map((group) => [group.id, group.prize])).toEqual([
      ["5-7", "£100"],
      ["8-10", "£100"],
      ["11-15", "£100"],
      ["16-19", "£100"],
      ["20-25", "£100"],
    ]);
    expect(groupOptions("4").map((group) => [group.id, group.prize])).toEqual([["Open", "£1000"]]);
    expect(CATEGORIES.map((category) => category.scoring.maxTotal)).toEqual([30, 30, 20, 30]);
  });

  it("offers no group without a category and refuses a group of another category", () => {
    expect(groupOptions(undefined)).toEqual([]);
    expect(groupOptions("9")).toEqual([]);
    expect(isGroupInCategory("1", "A")).toBe(true);
    expect(isGroupInCategory("3", "A")).toBe(false);
    expect(isGroupInCategory("3", "8-10")).toBe(true);
    expect(isGroupInCategory("4", "E")).toBe(false);
  });

  it("finds category 3's age band from the age, and allows ages 5–25 only", () => {
    expect([5, 7, 8, 10, 11, 15, 16, 19, 20, 25].map(ageBand)).toEqual([
      "5-7",
      "5-7",
      "8-10",
      "8-10",
      "11-15",
      "11-15",
      "16-19",
      "16-19",
      "20-25",
      "20-25",
    ]);
    expect(ageBand(4)).toBeNull();
    expect(ageBand(26)).toBeNull();
    expect(ageBand(7.5)).toBeNull();
    expect(isAgeAllowed(5)).toBe(true);
    expect(isAgeAllowed(25)).toBe(true);
    expect(isAgeAllowed(4)).toBe(false);
    expect(isAgeAllowed(26)).toBe(false);
  });
});

describe("postcodes and people", () => {
  it("accepts UK postcodes and refuses others", () => {
    for (const ok of ["WD17 1AA", "wd171aa", "SW1A 1AA", "M1 1AE", "B33 8TH", "EC1A 1BB"])
      expect(isUkPostcode(ok)).toBe(true);
    for (const bad of ["", "12345", "WD17", "ABC DEF", "WD17 1A"])
      expect(isUkPostcode(bad)).toBe(false);
    expect(formatPostcode("wd171aa")).toBe("WD17 1AA");
  });

  it("keys a participant by name and email, ignoring case and spacing", () => {
    expect(participantKey(" Yusuf  Ali ", "A@Example.org")).toBe(
      participantKey("yusuf ali", "a@example.org"),
    );
  });
});

describe("scoring", () => {
  it("totals the criteria, ranks highest first and flags ties", () => {
    const ranked = rankScores(
      [
        { id: "a", name: "A", scores: [8, 7, 9] },
        { id: "b", name: "B", scores: [10, 9, 9] },
        { id: "c", name: "C", scores: [9, 8, 7] },
        { id: "d", name: "D", scores: [5, null, 5] },
      ],
      3,
    );
    expect(ranked.map((row) => [row.id, row.total, row.rank, row.tied])).toEqual([
      ["b", 28, 1, false],
      ["a", 24, 2, true],
      ["c", 24, 2, true],
      ["d", null, null, false],
    ]);
  });

  it("refuses scores outside 0–10 and counts only the category's criteria", () => {
    const ranked = rankScores(
      [
        { id: "a", name: "A", scores: [11, 5] },
        { id: "b", name: "B", scores: [10, 10] },
      ],
      2,
    );
    expect(ranked[0]).toMatchObject({ id: "b", total: 20, rank: 1 });
    expect(ranked[1]).toMatchObject({ id: "a", total: null, rank: null });
  });
});
