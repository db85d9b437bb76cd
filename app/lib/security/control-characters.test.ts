import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasForbiddenControl,
  jsonHasForbiddenControl,
  withoutForbiddenControls,
} from "./control-characters";

describe("forbidden control characters", () => {
  it("are the C0 controls but tab, line feed and carriage return, and DEL", () => {
    const forbidden = [...Array(32).keys(), 127]
      .filter((code) => ![9, 10, 13].includes(code))
      .map((code) => String.fromCharCode(code));
    for (const character of forbidden) expect(hasForbiddenControl(`a${character}b`)).toBe(true);
    for (const allowed of ["\t", "\n", "\r", " ", "\u00a0", "é", "ﷺ", "\u200b", "🏳️‍🌈"])
      expect(hasForbiddenControl(`a${allowed}b`)).toBe(false);
  });

  it("are all removed, and nothing else is", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const cleaned = withoutForbiddenControls(text);
        expect(hasForbiddenControl(cleaned)).toBe(false);
        expect(withoutForbiddenControls(cleaned)).toBe(cleaned);
        if (!hasForbiddenControl(text)) expect(cleaned).toBe(text);
      }),
    );
  });

  it("are found anywhere in a JSON value, keys included", () => {
    expect(jsonHasForbiddenControl({ a: [1, { b: "ok" }] })).toBe(false);
    expect(jsonHasForbiddenControl({ a: [1, { b: "n\u0000" }] })).toBe(true);
    expect(jsonHasForbiddenControl({ "k\u0001": 1 })).toBe(true);
    expect(jsonHasForbiddenControl("\u007f")).toBe(true);
  });
});
