import { beforeAll, describe, expect, it } from "vitest";
import { periodLabel, RETENTION_RULE_IDS, RETENTION_RULES } from "#app/lib/privacy/retention";
import { privacyNoticeHtml } from "#tests/support/content";
import { setupTestDatabase } from "#tests/support/database";
import { visibleText } from "#tests/support/render";
import { seedContentPages } from "./seed.server";

setupTestDatabase();
beforeAll(() => seedContentPages());

describe("the privacy notice's retention periods", () => {
  it("lists every rule of the retention config with its period, below the staff's text", async () => {
    const text = visibleText(await privacyNoticeHtml());
    expect(text).toContain("How long we keep your information");
    for (const id of RETENTION_RULE_IDS) {
      const rule = RETENTION_RULES[id];
      expect(text).toContain(`${rule.what} ${periodLabel(rule.period)} after ${rule.from}`);
      expect(text).toContain(rule.outcome);
    }
    expect(text).toContain("7 days");
    expect(text).toContain("90 days");
    expect(text.indexOf("Who we are")).toBeLessThan(
      text.indexOf("How long we keep your information"),
    );
  });
});
