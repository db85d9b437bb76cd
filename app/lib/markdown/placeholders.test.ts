import { describe, expect, it } from "vitest";
import { fillPlaceholders, unknownPlaceholders } from "./placeholders";

describe("{{retention:…}} in a page", () => {
  it("writes in the rule's words, escaped, and leaves an unknown one as it is", () => {
    const html = "<p>{{retention:a}} and {{retention:b}}; {{retention:nope}}</p>";
    expect(fillPlaceholders(html, { a: "7 days after <saving> & more.", b: "Deleted." })).toBe(
      "<p>7 days after &lt;saving&gt; &amp; more. and Deleted.; {{retention:nope}}</p>",
    );
  });

  it("finds the names of rules that do not exist", () => {
    expect(unknownPlaceholders("{{retention:a}} {{retention:zz}} {{other:a}}", ["a"])).toEqual([
      "zz",
    ]);
  });
});
