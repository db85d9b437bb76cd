import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileTargets, plainPath } from "#tests/support/url-payloads";
import { isSameOriginPath, safeRedirect } from "./safe-redirect";

const SITE = "https://wic.example.org";
const ORIGIN = new URL(SITE).origin;

/**
 * What a browser does with `Location: result` (or `href="result"`) on our site: the URL it goes
 * to. Every answer must stay on our origin, start with one slash, be exactly the URL the browser
 * then asks for, and stay on our origin if anything along the way percent-decodes it again.
 */
function expectToStayOnSite(result: string) {
  expect(result).toMatch(/^\/(?![/\\])/);
  const followed = new URL(result, SITE);
  expect(followed.origin).toBe(ORIGIN);
  expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(result);
  let layer = result;
  for (let decodings = 0; decodings < 5; decodings++) {
    try {
      layer = decodeURIComponent(layer);
    } catch {
      return;
    }
    const decoded = new URL(layer, SITE);
    expect(decoded.origin).toBe(ORIGIN);
    expect(decoded.pathname).not.toMatch(/^\/\//);
  }
}

describe("safeRedirect: only a path on our own site is followed", () => {
  it.each([
    ["/contact", "/contact"],
    ["/directory?q=bakery&letter=B#results", "/directory?q=bakery&letter=B#results"],
    ["/directory?q=caf%C3%A9", "/directory?q=caf%C3%A9"],
    ["/directory?q=caf%C3%A9#results", "/directory?q=caf%C3%A9#results"],
    ["/projects/../contact", "/contact"],
    ["/a/%2e/b", "/a/b"],
    ["/", "/"],
    // A search for words, or for a percent sign, is not an attack.
    ["/directory?q=bakery%20shop", "/directory?q=bakery%20shop"],
    ["/directory?q=100%25", "/directory?q=100%25"],
    // Only the path decides where the browser goes: a query or fragment that names another
    // site is text for our page (the log-in page checks its own redirectTo again).
    ["/directory?q=https%3A%2F%2Fevil.example", "/directory?q=https%3A%2F%2Fevil.example"],
    ["/login?redirectTo=%2F%2Fevil.example", "/login?redirectTo=%2F%2Fevil.example"],
    ["/#//evil.example", "/#//evil.example"],
    // A path that merely mentions another site, an "@" or a colon is a page of ours (a 404).
    ["/@evil.example", "/@evil.example"],
    ["/evil.example", "/evil.example"],
    ["/javascript:alert(1)", "/javascript:alert(1)"],
  ])("keeps %j → %j", (target, expected) => {
    expect(safeRedirect(target, SITE)).toBe(expected);
    expectToStayOnSite(expected);
  });

  // Known ways past redirect checks: OWASP's unvalidated-redirect cheat sheet, the reported
  // payloads (decision 0293), encoded dots and slashes, Unicode look-alikes, controls and schemes.
  it.each([
    // The reported bypass: dot segments that leave "//host" once the browser removes them.
    ["/%2e%2e//evil.example"],
    ["/..//evil.example"],
    ["/.//evil.example"],
    ["/%2E%2E//evil.example"],
    ["/.%2e//evil.example"],
    ["/%2e.//evil.example"],
    ["/%2e//evil.example"],
    ["/x/../..//evil.example"],
    ["/a/b/../../..//evil.example"],
    ["/.%2e/%2e%2e//evil.example"],
    // The same, percent-encoded once or more: "//host" after a decoding.
    ["/.%2F%2Fevil.example"],
    ["/%2e%2e%2f%2fevil.example"],
    ["/%2F%2Fevil.example"],
    ["/%2f/evil.example"],
    ["/%2F@evil.example"],
    ["/%252e%252e//evil.example"],
    ["/%252F%252Fevil.example"],
    ["/%25252e%25252e//evil.example"],
    ["/%2525252F%2525252Fevil.example"],
    // Protocol-relative and backslashes (browsers read "\" as "/").
    ["//evil.example"],
    ["///evil.example"],
    ["////evil.example"],
    ["/\\evil.example"],
    ["\\/evil.example"],
    ["\\\\evil.example"],
    ["/\\/evil.example"],
    ["/%5Cevil.example"],
    ["/%5C%5Cevil.example"],
    ["/%2e%2e%5C%5Cevil.example"],
    // Tabs and newlines, which browsers drop from URLs, and other controls.
    ["/\t/evil.example"],
    ["/%09/evil.example"],
    ["/\r\n/evil.example"],
    ["/%0d%0a/evil.example"],
    ["/\n/evil.example"],
    ["/\u0000/evil.example"],
    ["/%00/evil.example"],
    ["/%7F"],
    ["/%C2%85"],
    ["/contact?q=%0d%0aSet-Cookie:%20x=1"],
    // Whitespace before or inside.
    [" //evil.example"],
    ["\t//evil.example"],
    [" /contact"],
    ["\u00a0/contact"],
    ["/ /evil.example"],
    ["/\u00a0/evil.example"],
    // Schemes.
    ["https:evil.example"],
    ["https:/evil.example"],
    ["https://evil.example"],
    ["http://evil.example"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    // Unicode slashes, backslashes and dots, raw and percent-encoded.
    ["／evil.example"],
    ["/／evil.example"],
    ["/%EF%BC%8Fevil.example"],
    ["/\u2215evil.example"],
    ["/%E2%88%95evil.example"],
    ["/\u2044evil.example"],
    ["/%E2%81%84evil.example"],
    ["/%E2%A7%B8evil.example"],
    ["/%E2%95%B1evil.example"],
    ["/%E2%88%96evil.example"],
    ["/%E2%A7%B5evil.example"],
    ["/\uff3cevil.example"],
    ["/%EF%BC%BCevil.example"],
    ["//evil\u3002example"],
    ["/%E3%80%82%E3%80%82//evil.example"],
    ["/%EF%BC%8E%EF%BC%8E//evil.example"],
    // Not a path of ours at all.
    ["evil.example"],
    ["./contact"],
    ["?next=/"],
    [""],
    ["/%E0%A4%A"],
    ["/%"],
    ["/%zz"],
    [`/${"a".repeat(5000)}`],
    [undefined],
    [null],
    [42],
    [["/contact"]],
    [{ toString: () => "/contact" }],
  ])("refuses %j → /dashboard", (target) => {
    expect(safeRedirect(target, SITE)).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//x", SITE, "/")).toBe("/");
  });
});

describe("safeRedirect and isSameOriginPath, for any input", () => {
  const runs = { numRuns: 2000 };

  it.each(hostileTargets)("%s: the answer always stays on our site", (_, values) => {
    fc.assert(
      fc.property(values, (target) => {
        expectToStayOnSite(safeRedirect(target, SITE));
        if (isSameOriginPath(target)) {
          const followed = new URL(target, SITE);
          expect(followed.origin).toBe(ORIGIN);
          expect(followed.pathname).not.toMatch(/^\/\//);
        }
      }),
      runs,
    );
  });

  it("keeps a plain path of ours exactly as it is", () => {
    fc.assert(
      fc.property(plainPath, (path) => {
        expect(isSameOriginPath(path)).toBe(true);
        expect(safeRedirect(path, SITE)).toBe(path);
      }),
      runs,
    );
  });
});
