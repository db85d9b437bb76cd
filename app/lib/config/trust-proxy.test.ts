import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("trusts nobody when unset, empty or false", () => {
    expect(parseTrustProxy(undefined)).toEqual([]);
    expect(parseTrustProxy(" ")).toEqual([]);
    expect(parseTrustProxy("false")).toEqual([]);
  });

  it("takes the proxies' addresses, CIDR ranges and Express's range names", () => {
    expect(parseTrustProxy("127.0.0.1")).toEqual(["127.0.0.1"]);
    expect(parseTrustProxy(" loopback, 10.0.0.0/24 ,::1, 2001:db8::/48,uniquelocal")).toEqual([
      "loopback",
      "10.0.0.0/24",
      "::1",
      "2001:db8::/48",
      "uniquelocal",
    ]);
  });

  it.each([
    ["true", /would believe X-Forwarded-For from anyone/],
    ["0.0.0.0/0", /would trust every sender/],
    ["::/0", /would trust every sender/],
    ["10.0.0.0/33", /not a valid range/],
    ["localhost", /"localhost" is not an IP address/],
    ["127.0.0.1,", /an empty entry/],
    ["1", /"1" is not an IP address/],
    ["10.0.0.0/8/1", /not an IP address/],
  ])("refuses %j", (value, problem) => {
    const parsed = parseTrustProxy(value);
    expect(Array.isArray(parsed)).toBe(false);
    expect((parsed as { problem: string }).problem).toMatch(problem);
  });
});
