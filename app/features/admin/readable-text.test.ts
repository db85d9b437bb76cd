import { describe, expect, it } from "vitest";
import { auditDetailsText } from "./readable-text";

describe("an audit entry's details in words", () => {
  it.each([
    [null, ""],
    [{}, ""],
    [{ kind: "contact" }, "Kind: contact"],
    [{ before: [], after: ["treasurer", "academy"] }, "Before: none · After: treasurer, academy"],
    [{ validTo: null, disabled: true, maxUses: 3 }, "Valid to: none · Disabled: yes · Max uses: 3"],
    [{ validFrom: "2026-07-01T09:00:00.000Z" }, "Valid from: 1 Jul 2026, 10:00"],
    [
      { changed: { openingHours: "Mon", footerText: "" } },
      "Changed: opening hours Mon, footer text none",
    ],
  ])("%j reads %j", (details, text) => {
    expect(auditDetailsText(details)).toBe(text);
  });
});
