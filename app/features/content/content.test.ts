import { describe, expect, it } from "vitest";
import { contentSlugs, loadContentPage } from "./content.server";

describe("the site's content pages", () => {
  it.each(contentSlugs)("%s has a title, a description and ids on all its headings", (slug) => {
    const page = loadContentPage(slug);
    expect(page.title).not.toBe("");
    expect(page.description.length).toBeGreaterThan(50);
    expect(page.html).not.toContain("{#");
    expect(page.html).not.toMatch(/<h1/);
    expect(new Set(page.headings.map((heading) => heading.id)).size).toBe(page.headings.length);
  });

  it("gives the academy policies their 14 anchors in order", () => {
    const page = loadContentPage("academy-policy");
    expect(page.updatedLabel).toBe("1 September 2025");
    expect(page.headings.filter((heading) => heading.depth === 2).map((h) => h.id)).toEqual([
      "safeguarding",
      "recruitment",
      "behaviour",
      "anti-bullying",
      "health-safety",
      "equality",
      "data",
      "attendance",
      "online",
      "whistleblowing",
      "firstaid",
      "complaints",
      "remote",
      "curriculum",
    ]);
  });
});
