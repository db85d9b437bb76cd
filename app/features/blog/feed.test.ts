import { describe, expect, it } from "vitest";
import { atomFeed } from "./feed";

describe("atomFeed", () => {
  it("is Atom with absolute addresses, escaped text and HTML content", () => {
    const xml = atomFeed("https://wic.example", "WIC Blog", [
      {
        slug: "eid",
        title: "Eid & <friends>",
        excerpt: "Food \u0001& fun",
        authorName: "O'Brien",
        publishedAt: "2025-06-01T09:00:00.000Z",
        updatedAt: "2025-06-02T09:00:00.000Z",
        tags: ["events"],
        html: '<p><a href="/contact">Contact</a> <img src="/uploads/a.webp" alt=""></p>',
      },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://wic.example/blog/feed.xml"/>',
    );
    expect(xml).toContain("<title>Eid &amp; &lt;friends&gt;</title>");
    expect(xml).toContain("<id>https://wic.example/blog/eid</id>");
    expect(xml).toContain("<updated>2025-06-02T09:00:00.000Z</updated>");
    expect(xml).toContain("<summary>Food &amp; fun</summary>");
    expect(xml).toContain("&lt;a href=&quot;https://wic.example/contact&quot;&gt;");
    expect(xml).toContain("src=&quot;https://wic.example/uploads/a.webp&quot;");
    expect(xml).not.toContain("\u0001");
    expect(xml.match(/<entry>/g)).toHaveLength(1);
  });
});
