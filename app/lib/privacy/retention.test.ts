import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  cutoffDate,
  periodLabel,
  RETENTION_RULE_IDS,
  RETENTION_RULES,
  retentionCutoff,
} from "./retention";

describe("retention periods", () => {
  it("labels periods as the notice says them", () => {
    expect(periodLabel({ days: 7 })).toBe("7 days");
    expect(periodLabel({ months: 1 })).toBe("1 month");
    expect(periodLabel(RETENTION_RULES.jobSeekers.period)).toBe("12 months");
  });

  it("moves dates by months, keeping to the month's last day", () => {
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2024-02-29", -12)).toBe("2023-02-28");
    expect(addMonths("2026-01-15", -24)).toBe("2024-01-15");
  });

  it("counts from the UK calendar date", () => {
    // 00:30 UK on 1 July 2026 is still 30 June in UTC.
    const now = new Date("2026-06-30T23:30:00Z");
    expect(cutoffDate({ months: 24 }, now)).toBe("2024-07-01");
    expect(cutoffDate({ days: 7 }, now)).toBe("2026-06-24");
  });

  it("keeps the UK wall-clock time across a clock change", () => {
    // 10:00 BST on 1 April 2026 → 10:00 GMT on 1 January 2026 is three months earlier.
    const cutoff = retentionCutoff({ months: 3 }, new Date("2026-04-01T09:00:00Z"));
    expect(cutoff.toISOString()).toBe("2026-01-01T10:00:00.000Z");
    expect(retentionCutoff({ days: 90 }, new Date("2026-04-01T09:00:00.250Z")).toISOString()).toBe(
      "2026-01-01T10:00:00.250Z",
    );
  });

  it("is the README's retention table, a row per rule", () => {
    const section = readFileSync("README.md", "utf8").split("## Data retention")[1] ?? "";
    const rows = section.split("\n\n")[2]?.split("\n").slice(2) ?? [];
    expect(rows).toHaveLength(RETENTION_RULE_IDS.length);
  });

  it("has a rule for every kind of personal data the site keeps, each with its words", () => {
    expect(RETENTION_RULE_IDS).toHaveLength(17);
    // HMRC's 6 years after the Gift Aid claim (decision 0287).
    expect(RETENTION_RULES.donations.period).toEqual({ months: 72 });
    for (const id of RETENTION_RULE_IDS) {
      const rule = RETENTION_RULES[id];
      expect(rule.what && rule.from && rule.outcome && rule.basis).toBeTruthy();
    }
  });
});
