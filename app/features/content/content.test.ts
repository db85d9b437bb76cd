import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentPages, contentRevisions } from "#app/lib/db/schema";
import { fillPlaceholders } from "#app/lib/markdown/placeholders";
import { retentionWords } from "#app/lib/privacy/retention";
import { SPEC_POLICY_ANCHORS } from "#tests/support/content";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { loadContentPage } from "./content.server";
import { CONTENT_PAGE_KEYS, contentKeyFromParam, contentParam, REQUIRED_ANCHORS } from "./pages";
import { lineDiff } from "./revision-diff";
import { bodyProblem } from "./rules";
import { SEED_AUTHOR, SHIPPED_UPDATE_AUTHOR, seedContentPages, seedPage } from "./seed.server";

// Every test database is a copy of the template, into which installDefaults() seeded the pages.
const { db } = setupTestDatabase();

const policyAnchors = REQUIRED_ANCHORS["academy-policy"] ?? [];

describe("the seeded content pages", () => {
  it.each(CONTENT_PAGE_KEYS)(
    "%s is today's content file, rendered, with a title, description and ids",
    async (key) => {
      const page = await loadContentPage(key);
      const source = seedPage(key);
      expect(page.path).toBe(`/${key}`);
      expect(page.title).toBe(source.title);
      expect(page.description).toBe(source.description);
      expect(page.description.length).toBeGreaterThan(50);
      // As stored, with each retention rule's words written in.
      expect(page.html).toBe(fillPlaceholders(source.html, retentionWords()));
      expect(page.html).not.toContain("{#");
      expect(page.html).not.toMatch(/<h1/);
      expect(new Set(page.headings.map((heading) => heading.id)).size).toBe(page.headings.length);
      expect(page.updatedLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      // Its first version in the history.
      const revisions = await rowsWhere(db(), contentRevisions, eq(contentRevisions.pageSlug, key));
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({
        authorName: SEED_AUTHOR,
        authorId: null,
        restoredFromId: null,
        title: source.title,
        body: source.body,
      });
    },
  );

  it("gives the academy policies their 14 anchors in order, dated from the file", async () => {
    const page = await loadContentPage("academy-policy");
    expect(page.updated).toBe("2025-09-01");
    expect(page.updatedLabel).toBe("1 September 2025");
    expect(page.headings.filter((heading) => heading.depth === 2).map((h) => h.id)).toEqual(
      SPEC_POLICY_ANCHORS,
    );
    const [first] = await db()
      .select({ createdAt: contentRevisions.createdAt })
      .from(contentRevisions)
      .where(eq(contentRevisions.pageSlug, "academy-policy"));
    expect(first?.createdAt.toISOString()).toBe("2025-09-01T00:00:00.000Z");
  });

  it("seeds again without touching an edited page, and puts back a missing one", async () => {
    await db()
      .update(contentPages)
      .set({ title: "Edited by staff" })
      .where(eq(contentPages.slug, "policies/terms"));
    await db().delete(contentPages).where(eq(contentPages.slug, "what-is-wic"));
    await seedContentPages();
    await seedContentPages();
    expect((await loadContentPage("policies/terms")).title).toBe("Edited by staff");
    expect((await loadContentPage("what-is-wic")).title).toBe("What is Watford Islamic Centre?");
    for (const key of CONTENT_PAGE_KEYS) {
      const revisions = await rowsWhere(
        db(),
        contentRevisions,
        and(eq(contentRevisions.pageSlug, key)),
      );
      expect(revisions, key).toHaveLength(1);
    }
  });
});

describe("content page rules", () => {
  it("names pages in admin addresses with - for /", () => {
    expect(contentParam("policies/privacy")).toBe("policies-privacy");
    expect(contentKeyFromParam("policies-privacy")).toBe("policies/privacy");
    expect(contentKeyFromParam("academy-policy")).toBe("academy-policy");
    expect(contentKeyFromParam("policies/privacy")).toBeNull();
    expect(contentKeyFromParam("nope")).toBeNull();
    expect(contentKeyFromParam(undefined)).toBeNull();
  });

  it("refuses a body that drops a jump-list anchor or adds a # heading", () => {
    const all = policyAnchors.map((id) => ({ depth: 2, id, text: id }));
    expect(bodyProblem("academy-policy", all)).toBeNull();
    expect(bodyProblem("academy-policy", all.slice(1))).toBe(
      "The jump list needs this anchor: {#safeguarding}. Keep each at the end of its ## heading.",
    );
    expect(
      bodyProblem(
        "academy-policy",
        all.map((heading) => (heading.id === "data" ? { ...heading, depth: 3 } : heading)),
      ),
    ).toContain("{#data}");
    expect(bodyProblem("policies/privacy", [])).toBeNull();
    expect(bodyProblem("policies/privacy", [{ depth: 1, id: "x", text: "X" }])).toMatch(/##/);
  });

  it("shows a readable line diff with context and folded unchanged lines", () => {
    const before = Array.from({ length: 20 }, (_, n) => `line ${n + 1}`).join("\n");
    const after = before.replace("line 10", "line ten").concat("\nline 21");
    const rows = lineDiff(before, after);
    expect(rows).toEqual([
      { kind: "gap", lines: 7 },
      { kind: "same", text: "line 8", oldLine: 8, newLine: 8 },
      { kind: "same", text: "line 9", oldLine: 9, newLine: 9 },
      { kind: "removed", text: "line 10", oldLine: 10 },
      { kind: "added", text: "line ten", newLine: 10 },
      { kind: "same", text: "line 11", oldLine: 11, newLine: 11 },
      { kind: "same", text: "line 12", oldLine: 12, newLine: 12 },
      { kind: "gap", lines: 6 },
      { kind: "same", text: "line 19", oldLine: 19, newLine: 19 },
      { kind: "same", text: "line 20", oldLine: 20, newLine: 20 },
      { kind: "added", text: "line 21", newLine: 21 },
    ]);
    expect(lineDiff("same\n", "same")).toEqual([]);
  });
});

describe("a release's new text for a content page", () => {
  const database = db;
  const bodyOf = async (key: "policies/privacy" | "policies/terms") =>
    (await database().select().from(contentPages).where(eq(contentPages.slug, key)))[0]?.body;

  it("reaches a page nobody edited, once, and never one staff have edited", async () => {
    await seedContentPages();
    // Both pages as an earlier release left them: the privacy notice never edited since, the
    // terms edited by staff.
    for (const key of ["policies/privacy", "policies/terms"] as const)
      await database()
        .update(contentPages)
        .set({ body: "Earlier text" })
        .where(eq(contentPages.slug, key));
    await database().insert(contentRevisions).values({
      pageSlug: "policies/terms",
      title: "Terms of Use",
      description: "d",
      body: "Earlier text",
      authorId: null,
      authorName: "Aisha (staff, account since deleted)",
    });
    await Promise.all([seedContentPages(), seedContentPages()]);
    expect(await bodyOf("policies/privacy")).toBe(seedPage("policies/privacy").body);
    expect(await bodyOf("policies/terms")).toBe("Earlier text");
    const privacyVersions = await database()
      .select({ author: contentRevisions.authorName })
      .from(contentRevisions)
      .where(eq(contentRevisions.pageSlug, "policies/privacy"));
    expect(privacyVersions.map((version) => version.author)).toEqual([
      SEED_AUTHOR,
      SHIPPED_UPDATE_AUTHOR,
    ]);
  });
});
