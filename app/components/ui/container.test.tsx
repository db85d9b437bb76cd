import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Container } from "./container";

describe("Container", () => {
  it("is the page's width by default", () => {
    expect(renderToStaticMarkup(<Container>x</Container>)).toContain("max-w-6xl");
  });

  it("narrows to the reading measure with width='text', with no wider class left to win", () => {
    const html = renderToStaticMarkup(
      <Container width="text" className="py-12">
        x
      </Container>,
    );
    expect(html).toContain("max-w-3xl");
    expect(html).not.toContain("max-w-6xl");
    expect(html).toContain("py-12");
  });
});
