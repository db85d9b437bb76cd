import { describe, expect, it } from "vitest";
import { activeHref, pathMatches, primaryNavigation, withVisibleProjects } from "./navigation";

describe("pathMatches", () => {
  it("matches the path itself and paths below it", () => {
    expect(pathMatches("/projects", "/projects")).toBe(true);
    expect(pathMatches("/projects/library", "/projects")).toBe(true);
  });

  it("does not match a path that merely starts with the same letters", () => {
    expect(pathMatches("/projectsx", "/projects")).toBe(false);
    expect(pathMatches("/contact-us", "/contact")).toBe(false);
  });

  it("matches Home only on the exact path", () => {
    expect(pathMatches("/", "/")).toBe(true);
    expect(pathMatches("/contact", "/")).toBe(false);
  });
});

describe("activeHref", () => {
  it.each([
    ["/", "/"],
    ["/contact", "/contact"],
    ["/contact/", "/contact"],
    ["/projects", "/projects"],
    ["/projects/library", "/projects"],
    ["/projects/advice-and-counselling", "/projects/advice-and-counselling"],
    ["/prayer-times", "/prayer-times"],
    ["/enrol-now", null],
    ["/nope", null],
  ])("on %s marks %s", (pathname, expected) => {
    expect(activeHref(pathname, primaryNavigation)).toBe(expected);
  });
});

describe("withVisibleProjects", () => {
  it("leaves out links to project pages that are not visible, and keeps everything else", () => {
    const labels = (visible?: { slug: string }[]) =>
      withVisibleProjects(primaryNavigation, visible).map((link) => link.label);
    expect(labels()).toEqual(primaryNavigation.map((link) => link.label));
    expect(labels([{ slug: "advice-and-counselling" }])).toEqual(
      primaryNavigation.map((link) => link.label),
    );
    expect(labels([{ slug: "library" }])).not.toContain("Advice & Counselling");
    expect(labels([])).toContain("Projects");
  });
});
