import { describe, expect, it } from "vitest";
import { hasSiteCookie, keepPersonalPagesPrivate, publicPageHeaders } from "./cache-control";

describe("hasSiteCookie", () => {
  it("sees a session (also with the https prefix), a flash message, a draft and the tests' clock", () => {
    for (const cookie of [
      "wic.session_token=abc",
      "__Secure-wic.session_token=abc",
      "_ga=1; wic_toast=xyz",
      "wic_summer_draft=1",
      "wic_directory_draft=1; theme=dark",
      "wic_test_now=1700000000000",
    ])
      expect(hasSiteCookie(cookie), cookie).toBe(true);
  });

  it("ignores other sites' cookies and names that only begin alike", () => {
    for (const cookie of [undefined, null, "", "_ga=1; theme=dark", "wicket=1", "x=wic.session"])
      expect(hasSiteCookie(cookie), String(cookie)).toBe(false);
  });
});

describe("keepPersonalPagesPrivate", () => {
  const request = (cookie?: string) =>
    new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });

  it("makes a public page private for a signed-in request or when it sets a cookie", () => {
    const signedIn = new Headers(publicPageHeaders());
    keepPersonalPagesPrivate(request("wic.session_token=abc"), signedIn);
    expect(signedIn.get("Cache-Control")).toBe("private, no-store");

    const settingCookie = new Headers(publicPageHeaders());
    settingCookie.append("Set-Cookie", "wic_toast=; Max-Age=0");
    keepPersonalPagesPrivate(request(), settingCookie);
    expect(settingCookie.get("Cache-Control")).toBe("private, no-store");
  });

  it("leaves an anonymous public page, and pages that are not public, as they are", () => {
    const anonymous = new Headers(publicPageHeaders());
    keepPersonalPagesPrivate(request("_ga=1"), anonymous);
    expect(anonymous.get("Cache-Control")).toBe("public, max-age=0, must-revalidate, s-maxage=60");

    const ownRule = new Headers({ "Cache-Control": "no-store" });
    keepPersonalPagesPrivate(request("wic.session_token=abc"), ownRule);
    expect(ownRule.get("Cache-Control")).toBe("no-store");
  });
});
