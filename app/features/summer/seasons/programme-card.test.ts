import { describe, expect, it } from "vitest";
import { programmeFormSchema } from "../admin-schema";
import {
  CARD_LIMITS,
  parsePoints,
  parseTopics,
  pointsProblem,
  pointsText,
  topicsProblem,
  topicsText,
} from "./programme-card";

const TOPICS = [
  { group: "Kids & Juniors 4-11", weeks: ["Colours", "Shapes"] },
  { group: "Teens 12-16", weeks: ["Robots"] },
];

describe("a card's points", () => {
  it("are its non-empty lines, trimmed, whatever the line ends", () => {
    expect(parsePoints("  Archery \r\n\r\nCoding\rFirst aid\n")).toEqual([
      "Archery",
      "Coding",
      "First aid",
    ]);
    expect(parsePoints("")).toEqual([]);
    expect(pointsText(["Archery", "Coding"])).toBe("Archery\nCoding");
  });

  it("are at most 8, of 120 characters each", () => {
    const eight = Array.from({ length: CARD_LIMITS.points }, (_, n) => `Point ${n}`);
    expect(pointsProblem(eight.join("\n"))).toBeNull();
    expect(pointsProblem([...eight, "One more"].join("\n"))).toBe(
      "A card shows at most 8 points, one per line: this list has 9.",
    );
    expect(pointsProblem(`Short\n${"p".repeat(120)}`)).toBeNull();
    expect(pointsProblem(`Short\n${"p".repeat(121)}`)).toBe(
      "Each point must be 120 characters or fewer: point 2 has 121 characters.",
    );
  });
});

describe("a card's weekly topics", () => {
  it("are groups split by blank lines: a name line, then a topic a line", () => {
    const typed = "Kids & Juniors 4-11\r\n Colours\r\nShapes\r\n\r\n \r\nTeens 12-16\r\nRobots\r\n";
    expect(parseTopics(typed)).toEqual(TOPICS);
    expect(topicsText(TOPICS)).toBe("Kids & Juniors 4-11\nColours\nShapes\n\nTeens 12-16\nRobots");
    expect(parseTopics(topicsText(TOPICS))).toEqual(TOPICS);
    expect(parseTopics("\n\n")).toEqual([]);
  });

  it("are at most 6 groups of 12 topics of 120 characters, each group named and with a topic", () => {
    const group = (name: string, topics: number, length = 10) =>
      [name, ...Array.from({ length: topics }, (_, n) => `${n}`.padEnd(length, "t"))].join("\n");
    expect(topicsProblem(group("Kids", 12, 120))).toBeNull();
    expect(
      topicsProblem(Array.from({ length: 7 }, (_, n) => group(`Group ${n}`, 1)).join("\n\n")),
    ).toBe(
      "A card shows at most 6 groups of topics: this list has 7 (a blank line starts a new group).",
    );
    expect(topicsProblem(group("Kids", 13))).toBe(
      "A group has at most 12 weekly topics: “Kids” has 13.",
    );
    expect(topicsProblem(group("Kids", 3, 121))).toBe(
      "Each topic must be 120 characters or fewer: week 1 of “Kids” has 121 characters.",
    );
    expect(topicsProblem(group("n".repeat(61), 1))).toBe(
      `A group's name (its first line) must be 60 characters or fewer: “${"n".repeat(61)}” has 61 characters.`,
    );
    expect(topicsProblem("Kids\nColours\n\nTeens")).toBe(
      "“Teens” has no topics: write them under its name, one per line.",
    );
  });
});

describe("the programme form's card fields", () => {
  const programme = {
    name: "Fantastic 5",
    short: "Fantastic 5",
    minAge: 4,
    maxAge: 16,
    rate: "20.00",
    startTime: "10:00",
    endTime: "13:00",
    extrasFee: "5.00",
  };

  it("read the typed text as the card's lists (absent: none)", () => {
    expect(
      programmeFormSchema.parse({
        ...programme,
        cardPoints: "Archery\nCoding",
        weeklyTopics: "Kids\nColours",
      }),
    ).toMatchObject({
      cardPoints: ["Archery", "Coding"],
      weeklyTopics: [{ group: "Kids", weeks: ["Colours"] }],
    });
    expect(programmeFormSchema.parse(programme)).toMatchObject({
      cardPoints: [],
      weeklyTopics: [],
    });
  });

  it("put each problem next to its field, and refuse a text too long to read", () => {
    const result = programmeFormSchema.safeParse({
      ...programme,
      cardPoints: "x".repeat(CARD_LIMITS.pointsText + 1),
      weeklyTopics: "Kids",
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["cardPoints", "The card points must be 2,000 characters or fewer"],
      ["weeklyTopics", "“Kids” has no topics: write them under its name, one per line."],
    ]);
  });
});
