import { describe, expect, it } from "vitest";
import { isBoxClosed } from "./checkbox-grid-field";

// As the business form uses it: the primary category closed, at most four secondary ones.
describe("boxes of a checkbox grid with closed boxes and a maximum", () => {
  const four = ["Retail", "Consulting", "Property", "Automotive"];
  const secondary = (primary: string) => ({ closed: primary ? [primary] : [], max: 4 });

  it("closes the boxes named closed (the primary category's)", () => {
    expect(isBoxClosed("Retail", [], secondary("Retail"))).toBe(true);
    expect(isBoxClosed("Consulting", [], secondary("Retail"))).toBe(false);
    expect(isBoxClosed("Consulting", [], secondary(""))).toBe(false);
  });

  it("closes the other boxes once the maximum is ticked, and keeps the ticked ones open to untick", () => {
    expect(isBoxClosed("Healthcare", four.slice(0, 3), secondary("Education"))).toBe(false);
    expect(isBoxClosed("Healthcare", four, secondary("Education"))).toBe(true);
    for (const ticked of four)
      expect(isBoxClosed(ticked, four, secondary("Education"))).toBe(false);
  });

  it("never closes a box without a maximum or closed boxes", () => {
    expect(isBoxClosed("Healthcare", four, {})).toBe(false);
  });
});
