import { describe, expect, it } from "vitest";
import { hasSiteCookie } from "#app/lib/http/cache-control";
import { newVisitorId, visitorCookie, visitorIdFrom } from "./visitor";

describe("the browser session's id", () => {
  it("is read back from the Cookie header, and only in the form we make", () => {
    const id = newVisitorId();
    expect(id).not.toBe(newVisitorId());
    expect(visitorIdFrom(`wic_toast=x; wic_visitor=${id}; other=1`)).toBe(id);
    expect(visitorIdFrom("wic_visitor=not-ours")).toBeNull();
    expect(visitorIdFrom(undefined)).toBeNull();
  });

  it("is an HTTP-only cookie for this browser session, Secure over https", () => {
    expect(visitorCookie("a".repeat(32), false)).toBe(
      `wic_visitor=${"a".repeat(32)}; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(visitorCookie("a".repeat(32), true)).toMatch(/; Secure$/);
  });

  it("does not keep a visitor out of the shared page cache", () => {
    expect(hasSiteCookie(`wic_visitor=${newVisitorId()}`)).toBe(false);
    expect(hasSiteCookie(`wic_visitor=${newVisitorId()}; wic_toast=1`)).toBe(true);
  });
});
