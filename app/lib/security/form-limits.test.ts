import { describe, expect, it } from "vitest";
import { formCounters, retryMessage, secondsUntilWindowEnds } from "./form-limits";

const limits = { perVisitor: 10, perAddress: 300, windowSeconds: 600 };

describe("formCounters", () => {
  it("counts the session, then the email (trimmed, lower case), then the address, each per form", () => {
    expect(
      formCounters(
        "donate",
        { visitorId: "abc", email: " Maryam@Example.org ", address: "198.51.100.7" },
        limits,
      ),
    ).toEqual([
      { kind: "session", value: "donate:abc", rule: { limit: 10, windowSeconds: 600 } },
      {
        kind: "email",
        value: "donate:maryam@example.org",
        rule: { limit: 10, windowSeconds: 600 },
      },
      { kind: "address", value: "donate:198.51.100.7", rule: { limit: 300, windowSeconds: 600 } },
    ]);
  });

  it("counts only the address for a post without a session or an email", () => {
    expect(
      formCounters("contact", { visitorId: null, email: " ", address: "2001:db8::1" }, limits).map(
        (counter) => counter.kind,
      ),
    ).toEqual(["address"]);
  });
});

describe("the wait", () => {
  const start = new Date("2026-04-01T09:00:00Z");
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it("is what is left of the window, in whole seconds, at least 1", () => {
    expect(secondsUntilWindowEnds(start, 600, at(0))).toBe(600);
    expect(secondsUntilWindowEnds(start, 600, at(599.2))).toBe(1);
    expect(secondsUntilWindowEnds(start, 600, at(600))).toBe(1);
    expect(secondsUntilWindowEnds(start, 600, at(555.5))).toBe(45);
  });

  it("is said in seconds up to two minutes, then in minutes", () => {
    expect(retryMessage(1)).toBe("Too many attempts — please wait 1 second and try again.");
    expect(retryMessage(45)).toBe("Too many attempts — please wait 45 seconds and try again.");
    expect(retryMessage(119)).toBe("Too many attempts — please wait 119 seconds and try again.");
    expect(retryMessage(121)).toBe("Too many attempts — please wait 3 minutes and try again.");
    expect(retryMessage(600)).toBe("Too many attempts — please wait 10 minutes and try again.");
  });
});
