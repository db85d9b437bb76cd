import { describe, expect, it } from "vitest";
import { renderPostMarkdown } from "./markdown";

describe("renderPostMarkdown", () => {
  it("renders Markdown, with body headings below the page's h1", () => {
    const html = renderPostMarkdown(
      "# Big\n\nSome **bold** [link](https://example.org).\n\n- a\n- b",
    );
    expect(html).toContain("<h2>Big</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.org">link</a>');
    expect(html).toContain("<li>a</li>");
  });

  it("strips scripts, styles and frames with their content", () => {
    const html = renderPostMarkdown(
      "Hello <script>alert('x')</script> <style>body{}</style><iframe src=//evil></iframe>world",
    );
    expect(html).not.toMatch(/<script|alert|<style|body\{\}|<iframe/i);
    expect(html).toContain("Hello");
    expect(html).toContain("world");
  });

  it("strips event handlers", () => {
    const html = renderPostMarkdown(
      '<img src="/uploads/a.webp" onerror="alert(1)"> <a href="/x" onclick="steal()">x</a> <p onmouseover="y()">p</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|onmouseover|alert|steal/i);
    expect(html).toContain('src="/uploads/a.webp"');
    expect(html).toContain('<img alt="" src="/uploads/a.webp"');
  });

  it("drops javascript:, data: and vbscript: links and images, in Markdown and in HTML", () => {
    const html = renderPostMarkdown(
      [
        "[a](javascript:alert(1))",
        "[b](JaVaScRiPt:alert(2))",
        '<a href=" javascript:alert(3)">c</a>',
        "![d](data:image/svg+xml;base64,PHN2Zz4=)",
        '<a href="vbscript:msgbox">e</a>',
        "[f](&#106;avascript:alert(4))",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/javascript|vbscript|data:|alert/i);
    expect(html).toContain(">a</a>");
  });

  it("keeps mailto, tel and same-site links", () => {
    const html = renderPostMarkdown("[m](mailto:info@example.org) [t](tel:+441923) [s](/blog)");
    expect(html).toContain('href="mailto:info@example.org"');
    expect(html).toContain('href="tel:+441923"');
    expect(html).toContain('href="/blog"');
  });
});

describe("images in a post", () => {
  it("keeps images from our uploads, and drops other websites' and other paths", () => {
    const html = renderPostMarkdown(
      "![a](/uploads/a.webp) ![b](https://example.org/b.png) ![c](http://example.org/c.png) ![d](/etc/d.png)",
    );
    expect(html).toContain('src="/uploads/a.webp"');
    expect(html).not.toContain("https://example.org/b.png");
    expect(html).not.toContain("http://example.org/c.png");
    expect(html).not.toContain("/etc/d.png");
  });
});
