import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { isSameOriginPath } from "#app/lib/http/safe-redirect";
import {
  ATTACK_PIECES,
  assembledFrom,
  hostileTargets,
  plainPath,
} from "#tests/support/url-payloads";
import { noOutsideImages } from "./outside-images";
import { renderMarkdown } from "./render";
import { sanitiseHtml } from "./safe-html";

const PAGE = "https://wic.example.org/blog/open-day";
const ORIGIN = new URL(PAGE).origin;

interface UrlAttribute {
  tag: string;
  name: string;
  value: string;
}

/** The URL attributes of `html` as a browser reads them: character references decoded. */
function urlAttributes(html: string): UrlAttribute[] {
  const found: UrlAttribute[] = [];
  const parser = new Parser({
    onopentag(tag, attributes) {
      for (const name of ["href", "src", "cite", "action", "formaction", "poster", "srcset"]) {
        const value = attributes[name];
        if (value !== undefined) found.push({ tag, name, value });
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/**
 * Every link and image the sanitised HTML keeps: written out in full to the web, mail or a phone
 * (images: https only), a fragment, or a path that passes the one same-origin rule and that the
 * browser resolves on this site (images: under /uploads/).
 */
function expectOnlySafeAddresses(html: string) {
  for (const { tag, name, value } of urlAttributes(html)) {
    expect(value, `${tag} ${name}`).not.toMatch(/\p{Cc}/u);
    const image = name === "src";
    if ((image ? /^https:/i : /^(?:https?:|mailto:|tel:)/i).test(value)) continue;
    if (!image && value.startsWith("#")) continue;
    expect(isSameOriginPath(value), `${tag} ${name}="${value}"`).toBe(true);
    const followed = new URL(value, PAGE);
    expect(followed.origin).toBe(ORIGIN);
    expect(followed.pathname).not.toMatch(/^\/\//);
    if (image) expect(followed.pathname).toMatch(/^\/uploads\/[^/]/);
  }
}

const addressesOf = (html: string) => urlAttributes(html).map(({ value }) => value);

describe("sanitiseHtml: links and images", () => {
  // As an attribute value in the HTML source (character references are the browser's to decode).
  it.each([
    ["/\\evil.example"],
    ["/&#92;evil.example"],
    ["/&#x5C;evil.example"],
    ["/&#92evil.example"],
    ["&#x2F;&#x2F;evil.example"],
    ["&#47;&#47;evil.example"],
    ["//evil.example"],
    ["\\\\evil.example"],
    ["/%2e%2e//evil.example"],
    ["/..//evil.example"],
    ["/.//evil.example"],
    ["/.%2F%2Fevil.example"],
    ["/%5Cevil.example"],
    ["/%252e%252e//evil.example"],
    ["/&#9;/evil.example"],
    ["/&#x0A;/evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/&#0;/evil.example"],
    ["/\uff0fevil.example"],
    ["/%EF%BC%8Fevil.example"],
    ["/\u2215evil.example"],
    ["javascript:alert(1)"],
    [" javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["javascript&colon;alert(1)"],
    ["java&#x09;script:alert(1)"],
    ["&#106;avascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["evil.example"],
    ["./contact"],
  ])("drops href=%j from a link, a map area and a quotation's cite", (value) => {
    const html = sanitiseHtml(
      `<a href="${value}">x</a><area href="${value}"><blockquote cite="${value}">q</blockquote>`,
    );
    expect(addressesOf(html)).toEqual([]);
    expect(html).toContain(">x</a>");
  });

  it.each([
    ["/uploads/../..//evil.example/a.png"],
    ["/uploads/%2e%2e//evil.example/a.png"],
    ["/uploads/../dashboard"],
    ["//evil.example/a.png"],
    ["/\\evil.example/a.png"],
    ["/uploads\\..\\..\\evil.example/a.png"],
    ["/&#92;evil.example/a.png"],
    ["http://evil.example/a.png"],
    ["data:image/png;base64,AAAA"],
    ["/uploads/"],
  ])("drops src=%j from an image", (value) => {
    expect(addressesOf(sanitiseHtml(`<img src="${value}" alt="a">`))).toEqual([]);
  });

  it.each([
    ["[Contact us](/contact)", '<a href="/contact">'],
    ["[Search](/directory?q=caf%C3%A9#results)", '<a href="/directory?q=caf%C3%A9#results">'],
    ["[Bakeries](/directory?q=bread&letter=B)", '<a href="/directory?q=bread&amp;letter=B">'],
    ["[Café](/caf\u00e9)", '<a href="/caf%C3%A9">'],
    ["[Back](/projects/../contact)", '<a href="/contact">'],
    ["[Top](#top)", '<a href="#top">'],
    ["[Web](https://example.org/a?b=1&c=2)", '<a href="https://example.org/a?b=1&amp;c=2">'],
    ["[Plain web](http://example.org/)", '<a href="http://example.org/">'],
    ["[Mail](mailto:info@example.org)", '<a href="mailto:info@example.org">'],
    ["[Phone](tel:+441923000000)", '<a href="tel:+441923000000">'],
    ['<a href="/contact" title="Contact">Contact</a>', '<a href="/contact" title="Contact">'],
    ['<a href="/directory?q=a&amp;letter=B">x</a>', '<a href="/directory?q=a&amp;letter=B">'],
    ["![Hall](/uploads/0123456789abcdef0123456789abcdef.webp)", 'src="/uploads/0123'],
    // A named reference the sanitiser does not read is kept as text: never decoded into a "\".
    ['<a href="/&bsol;x">x</a>', '<a href="/&amp;bsol;x">'],
  ])("keeps %j as %j", (markdown, expected) => {
    const { html } = renderMarkdown(markdown);
    expect(html).toContain(expected);
    expectOnlySafeAddresses(html);
  });
});

describe("pictures from other websites", () => {
  it("are dropped (the site's security rules would block them), and the editors refuse them on save", () => {
    for (const markdown of [
      "![Hall](https://images.example.org/hall.jpg)",
      '<img src="https://images.example.org/hall.jpg" alt="Hall">',
      "![Hall](//images.example.org/hall.jpg)",
    ]) {
      expect(renderMarkdown(markdown).html).not.toContain("images.example.org");
      expect(noOutsideImages(markdown), markdown).toBe(false);
    }
    for (const markdown of [
      "![Hall](/uploads/0123456789abcdef0123456789abcdef.webp)",
      "[A link to a picture](https://images.example.org/hall.jpg)",
      "No pictures at all.",
    ])
      expect(noOutsideImages(markdown), markdown).toBe(true);
  });
});

/** Attackers' pieces with the character references a browser decodes in an attribute. */
const HTML_PIECES = [
  ...ATTACK_PIECES,
  "&#92;",
  "&#x5c;",
  "&#47;",
  "&#x2F;",
  "&#46;",
  "&#9;",
  "&#10;",
  "&#0;",
  "&bsol;",
  "&sol;",
  "&period;",
  "&colon;",
  "&Tab;",
  "&NewLine;",
  "&amp;",
  "&amp",
  "&",
  ";",
  "#",
  '"',
  "'",
  "<",
  ">",
  "javascript",
  "uploads/",
];

/** One value in every place Markdown or HTML can put a link or an image. */
const inEveryPlace = (value: string) =>
  [
    `<a href="${value}">a</a>`,
    `<a href='${value}'>b</a>`,
    `<a href=${value}>c</a>`,
    `<a HREF="${value}">d</a>`,
    `<img src="${value}" alt="e">`,
    `<area href="${value}">`,
    `<blockquote cite="${value}">f</blockquote>`,
    `[g](${value})`,
    `[h](<${value}>)`,
    `![i](${value})`,
    `[j][ref]\n\n[ref]: ${value}`,
    `<${value}>`,
  ].join("\n\n");

describe("sanitiseHtml and renderMarkdown, for any address", () => {
  const runs = { numRuns: 1000 };

  it.each([
    ...hostileTargets,
    ["assembled with character references", assembledFrom(HTML_PIECES)],
    [
      "assembled with character references after a slash",
      assembledFrom(HTML_PIECES).map((s) => `/${s}`),
    ],
  ] as [string, fc.Arbitrary<string>][])(
    "%s: every link and image kept stays safe",
    (_, values) => {
      fc.assert(
        fc.property(values, (value) => {
          expectOnlySafeAddresses(renderMarkdown(inEveryPlace(value)).html);
        }),
        runs,
      );
    },
  );

  it("keeps a plain path of ours as the link's address", () => {
    fc.assert(
      fc.property(plainPath, (path) => {
        const { html } = renderMarkdown(`<a href="${path.replace(/&/g, "&amp;")}">x</a>`);
        expect(addressesOf(html)).toEqual([path]);
      }),
      runs,
    );
  });
});
