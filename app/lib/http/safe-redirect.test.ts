import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const SITE = "https://wic.example.org";

describe("safeRedirect: only a path on our own site is followed", () => {
  it.each([
    ["/contact", "/contact"],
    ["/directory?q=bakery&letter=B#results", "/directory?q=bakery&letter=B#results"],
    ["/directory?q=caf%C3%A9", "/directory?q=caf%C3%A9"],
    ["/projects/../contact", "/contact"],
    ["/", "/"],
  ])("keeps %j → %j", (target, expected) => {
    expect(safeRedirect(target, SITE)).toBe(expected);
  });

  it.each([
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/%09/evil.example"],
    ["/%2F%2Fevil.example"],
    ["/%2f/evil.example"],
    ["/%5Cevil.example"],
    ["/\r\n/evil.example"],
    ["/%0d%0a/evil.example"],
    ["/ /evil.example"],
    ["/\u00a0/evil.example"],
    ["https:evil.example"],
    ["https://evil.example"],
    ["javascript:alert(1)"],
    ["／evil.example"],
    ["/／evil.example"],
    ["/\u2215evil.example"],
    ["/%E0%A4%A"],
    ["evil.example"],
    [""],
    [undefined],
    [null],
    [["/contact"]],
  ])("refuses %j → /dashboard", (target) => {
    expect(safeRedirect(target, SITE)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", SITE, "/")).toBe("/");
  });
});
