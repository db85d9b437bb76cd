import { describe, expect, it } from "vitest";
import { hasRoom, placesLeft } from "./capacity";

describe("capacity", () => {
  it("has no limit without a capacity", () => {
    expect(placesLeft(null, 500)).toBeNull();
    expect(hasRoom(null, 500, 20)).toBe(true);
  });

  it("fits a booking only when all its places are free", () => {
    expect(hasRoom(10, 8, 2)).toBe(true);
    expect(hasRoom(10, 8, 3)).toBe(false);
    expect(hasRoom(10, 10)).toBe(false);
    expect(placesLeft(10, 8)).toBe(2);
    expect(placesLeft(10, 12)).toBe(0);
  });
});
