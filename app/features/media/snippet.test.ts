import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#app/lib/markdown/render";
import { markdownSnippet } from "./media";

describe("the Markdown snippet of a library image", () => {
  it("renders as the image with its alt text, brackets and line breaks included", () => {
    const src = "/uploads/0123456789abcdef0123456789abcdef.webp";
    const snippet = markdownSnippet({ alt: "Prize day [2025]\nwinners", src });
    expect(snippet).toBe(`![Prize day \\[2025\\] winners](${src})`);
    const { html } = renderMarkdown(`Our winners:\n\n${snippet}`);
    expect(html).toContain(`src="${src}"`);
    expect(html).toContain('alt="Prize day [2025] winners"');
  });
});
