import { describe, expect, it } from "vitest";
import { memoise } from "./memo";

describe("memoise", () => {
  it("computes once per key and forgets the oldest key past its limit", () => {
    const computed: string[] = [];
    const shout = memoise((text: string) => {
      computed.push(text);
      return text.toUpperCase();
    }, 2);
    expect([shout("a"), shout("a"), shout("b"), shout("a")]).toEqual(["A", "A", "B", "A"]);
    expect(computed).toEqual(["a", "b"]);
    shout("c"); // "a" was the first in: it goes
    shout("b");
    shout("a");
    expect(computed).toEqual(["a", "b", "c", "a"]);
  });

  it("remembers answers that are empty or zero", () => {
    let calls = 0;
    const length = memoise((text: string) => {
      calls += 1;
      return text.length;
    }, 10);
    length("");
    length("");
    expect(calls).toBe(1);
  });
});
