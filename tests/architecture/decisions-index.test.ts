import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DECISIONS_DIR,
  type DecisionFile,
  decisionProblems,
  INDEX_FILE,
  indexProblems,
  readDecisions,
  withIndex,
} from "../../scripts/decisions";

/**
 * The decision log (docs/decisions/) is one file per decision with a header a newcomer can
 * trust: a date, a status, and for a replaced decision the one that replaced it. The index in
 * its README.md is written from the files by `npm run docs:decisions` and must be up to date.
 * Each check is shown failing on a deliberate mistake below.
 */

const decisions = readDecisions();
const index = readFileSync(path.join(DECISIONS_DIR, INDEX_FILE), "utf8");

describe("docs/decisions", () => {
  it("has a title, a date and a status in every file, and a replacement that exists", () => {
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisionProblems(decisions)).toEqual([]);
  });

  it("lists every decision file in its index, and no other", () => {
    expect(
      indexProblems(
        index,
        decisions.map((decision) => decision.file),
      ),
    ).toEqual([]);
  });

  it("has an index that is up to date (npm run docs:decisions writes it)", () => {
    expect(index).toBe(withIndex(index, decisions));
  });
});

describe("the checks, on deliberate mistakes", () => {
  const decision = (file: string, header: string): DecisionFile => ({
    file,
    text: `# A decision\n\n${header}\nArea: Forms\n\nWhat was decided, and why.\n`,
  });
  const accepted = decision("0001-first.md", "Date: 2026-11-23\nStatus: accepted");
  const replaced = decision(
    "0002-second.md",
    "Date: 2026-11-23\nStatus: superseded\nSuperseded-by: [0001-first.md](0001-first.md)",
  );

  it("accepts files in order", () => {
    expect(decisionProblems([accepted, replaced])).toEqual([]);
  });

  it("refuses a file without a date or with a date that is not one", () => {
    expect(decisionProblems([decision("0001-first.md", "Status: accepted")])).toEqual([
      '0001-first.md: no "Date: YYYY-MM-DD" line under the title',
    ]);
    expect(
      decisionProblems([decision("0001-first.md", "Date: 2026-02-30\nStatus: accepted")]),
    ).toEqual(['0001-first.md: "Date: 2026-02-30" is not a YYYY-MM-DD date']);
  });

  it("refuses a file without a status", () => {
    expect(decisionProblems([decision("0001-first.md", "Date: 2026-11-23")])).toEqual([
      '0001-first.md: no "Status: accepted" or "Status: superseded" line under the title',
    ]);
  });

  it("refuses a superseded decision that does not say what replaced it", () => {
    expect(
      decisionProblems([decision("0001-first.md", "Date: 2026-11-23\nStatus: superseded")]),
    ).toEqual([
      '0001-first.md: superseded, but no "Superseded-by:" names the decision replacing it',
    ]);
  });

  it("refuses a Superseded-by that points to a missing file", () => {
    expect(decisionProblems([replaced])).toEqual([
      "0002-second.md: Superseded-by 0001-first.md, which does not exist",
    ]);
  });

  it("refuses a badly named file and a number used twice", () => {
    expect(
      decisionProblems([accepted, decision("0001-Other.md", "Date: 2026-11-23\nStatus: accepted")]),
    ).toEqual([
      "0001-Other.md: the name is not NNNN-lower-case-words.md",
      "0001-Other.md: number 0001 is taken by 0001-first.md",
    ]);
  });

  it("refuses an index that misses a file or lists one that does not exist", () => {
    const written = withIndex(index, [accepted, replaced]);
    expect(indexProblems(written, ["0001-first.md", "0002-second.md"])).toEqual([]);
    expect(indexProblems(written, ["0001-first.md", "0003-third.md"])).toEqual([
      "0003-third.md is not in the index",
      "the index lists 0002-second.md, which does not exist",
    ]);
  });

  it("finds an index written by hand out of date", () => {
    const written = withIndex(index, [accepted]);
    expect(written).not.toBe(withIndex(written, [accepted, replaced]));
  });
});
