import { describe, expect, it } from "vitest";
import { isUuid, parseId } from "./ids";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["99999999999", null],
    ["0", null],
    ["-3", null],
    ["1.5", null],
    ["1e3", null],
    ["01", null],
    [" 1", null],
    ["abc", null],
    ["", null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

describe("isUuid", () => {
  it.each([
    ["3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f", true],
    ["3F2B8C1E-9D4A-4C6B-8E2F-1A2B3C4D5E6F", true],
    ["------------------------------------", false],
    ["3f2b8c1e9d4a4c6b8e2f1a2b3c4d5e6f0000", false],
    ["3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6g", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
