import { describe, expect, it } from "vitest";
import { formatUpdated, parseFrontMatter, renderMarkdown, slugify } from "./render";

describe("parseFrontMatter", () => {
  it("reads quoted and bare values and returns the body after the closing ---", () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "What is \\"WIC\\"?"\ndescription: A centre: for all\nupdated: 2025-09-01\n---\n\n## Hello\n',
    );
    expect(data).toEqual({
      title: 'What is "WIC"?',
      description: "A centre: for all",
      updated: "2025-09-01",
    });
    expect(body).toBe("\n## Hello\n");
  });

  it("allows blank lines, single quotes, CRLF and a missing date", () => {
    const { data, body } = parseFrontMatter(
      "---\r\n\r\ntitle: 'It''s here'\r\ndescription: \"Text\"\r\n---\r\nBody",
    );
    expect(data).toEqual({ title: "It's here", description: "Text" });
    expect(body).toBe("Body");
  });

  it("refuses a page without front matter, a title, a description or with a bad date", () => {
    expect(() => parseFrontMatter("# Just Markdown")).toThrow(/no front matter/);
    expect(() => parseFrontMatter("---\ndescription: x\n---\n")).toThrow(/title/);
    expect(() => parseFrontMatter("---\ntitle: x\n---\n")).toThrow(/description/);
    expect(() =>
      parseFrontMatter("---\ntitle: x\ndescription: y\nupdated: 1 Sept 2025\n---\n"),
    ).toThrow(/updated/);
  });
});

describe("slugify", () => {
  it("makes lower-case, hyphenated fragments", () => {
    expect(slugify("1. Staff Recruitment Policy")).toBe("1-staff-recruitment-policy");
    expect(slugify("Qur'an & Arabic Classes")).toBe("quran-and-arabic-classes");
    expect(slugify("Individuals’ rights")).toBe("individuals-rights");
    expect(slugify("Café  déjà vu!")).toBe("cafe-deja-vu");
    expect(slugify("!!!")).toBe("section");
  });
});

describe("renderMarkdown", () => {
  it("uses {#id} as the heading's id and removes it from the text", () => {
    const { html, headings } = renderMarkdown("## 1. Safeguarding Policy {#safeguarding}\n\nText");
    expect(html).toContain('<h2 id="safeguarding">1. Safeguarding Policy</h2>');
    expect(html).not.toContain("{#");
    expect(headings).toEqual([{ depth: 2, id: "safeguarding", text: "1. Safeguarding Policy" }]);
  });

  it("gives other headings unique slugs that avoid explicit and reserved ids", () => {
    const { headings } = renderMarkdown(
      "## Purpose\n\n### Purpose\n\n## Top\n\n## Data\n\n## Something {#data-2}\n\n## *Data*\n",
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      "purpose",
      "purpose-2",
      "top-2",
      "data",
      "data-2",
      "data-3",
    ]);
    expect(headings[5]?.text).toBe("Data");
  });

  it("gives an explicit id asked for twice to the first heading and numbers the second", () => {
    const { headings } = renderMarkdown("## A {#a}\n\n## B {#a}\n");
    expect(headings.map((heading) => heading.id)).toEqual(["a", "a-2"]);
  });

  it("renders inline formatting, lists and links", () => {
    const { html } = renderMarkdown(
      "Some **bold** text and a [link](/contact).\n\n- one\n- two\n\n1. first\n2. second\n",
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="/contact">link</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
  });
});

describe("formatUpdated", () => {
  it("writes the date the British way", () => {
    expect(formatUpdated("2025-09-01")).toBe("1 September 2025");
  });
});
