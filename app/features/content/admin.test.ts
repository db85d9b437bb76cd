import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contentPages, contentRevisions } from "#app/lib/db/schema";
import { localDate } from "#app/lib/time/london";
import { outcomeOf, reply, routeArgs, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { SPEC_POLICY_ANCHORS } from "#tests/support/content";
import type { ContentKey } from "./pages";
import * as academyPolicy from "./routes/academy-policy";
import * as editor from "./routes/admin-page-editor";
import * as history from "./routes/admin-page-history";
import * as list from "./routes/admin-pages";
import * as privacy from "./routes/policy-privacy";
import * as terms from "./routes/policy-terms";
import * as sitemap from "./routes/sitemap-xml";

const { db, get, post } = setupAdminTests();

const param = (key: ContentKey) => key.replaceAll("/", "-");

async function pageRow(key: ContentKey) {
  const [row] = await db().select().from(contentPages).where(eq(contentPages.slug, key));
  if (!row) throw new Error(`no page ${key}`);
  return row;
}

async function revisionsOf(key: ContentKey) {
  return db()
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.pageSlug, key))
    .orderBy(asc(contentRevisions.id));
}

/** The editor's fields as the page holds them now, with the version they were loaded from. */
async function editorFields(key: ContentKey, who: Who = "admin") {
  const loaded = await editor.loader(get(`/admin/pages/${param(key)}`, who, { page: param(key) }));
  return { ...loaded.page.values, intent: "save" };
}

function save(key: ContentKey, fields: Record<string, string>, who: Who = "admin") {
  return editor.action(post(`/admin/pages/${param(key)}`, fields, who, { page: param(key) }));
}

function restore(key: ContentKey, revision: string, who: Who = "admin") {
  return history.action(
    post(`/admin/pages/${param(key)}/history`, { revision }, who, { page: param(key) }),
  );
}

function historyOf(key: ContentKey, compare?: number) {
  const path = `/admin/pages/${param(key)}/history${compare ? `?compare=${compare}` : ""}`;
  return history.loader(get(path, "admin", { page: param(key) }));
}

const today = () => localDate(Date.now());

describe("editing a content page", () => {
  it("saves the privacy notice, shows it to visitors, lists it with its author, and restores the earlier version", async () => {
    const original = await privacy.loader();
    // The notice's first date, kept when a release rewords it (decision 0310,
    // content/policies/privacy.md).
    expect(original.page.updated).toBe("2025-09-01");
    const fields = await editorFields("policies/privacy");
    const body = fields.body.replace(
      "## Who we are",
      "## Who we are\n\nWe updated this notice for the new term.",
    );
    expect(body).not.toBe(fields.body);

    const saved = reply(
      await save("policies/privacy", { ...fields, body: body.replace(/\n/g, "\r\n") }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/pages/policies-privacy");

    // The visitor's page: the new text, rendered, and today's date.
    const after = await privacy.loader();
    expect(after.page.html).toContain("<p>We updated this notice for the new term.</p>");
    expect(after.page.updated).toBe(today());
    expect(after.page.title).toBe("Privacy Notice");
    const stored = await pageRow("policies/privacy");
    expect(stored.body).toBe(body); // stored with LF line ends
    expect(stored.updatedById).not.toBeNull();

    // The list and the history: who and when.
    const pages = await list.loader(get("/admin/pages", "admin"));
    expect(pages.pages.map((page) => page.path)).toEqual([
      "/what-is-wic",
      "/why-choose-wic",
      "/academy-policy",
      "/policies/privacy",
      "/policies/terms",
    ]);
    expect(pages.pages.find((page) => page.key === "policies/privacy")).toMatchObject({
      title: "Privacy Notice",
      updatedBy: "Aisha Admin",
      param: "policies-privacy",
    });
    expect(pages.pages.find((page) => page.key === "policies/terms")?.updatedBy).toBe(
      "Initial content",
    );
    const listed = await historyOf("policies/privacy");
    expect(
      listed.history.revisions.map(({ number, authorName }) => ({ number, authorName })),
    ).toEqual([
      { number: 2, authorName: "Aisha Admin" },
      { number: 1, authorName: "Initial content" },
    ]);
    expect(listed.history.comparison).toBeNull();

    // Version 1 compared with the current one: the added line.
    const compared = await historyOf("policies/privacy", 1);
    expect(compared.history.comparison).toMatchObject({
      number: 1,
      title: null,
      description: null,
    });
    const changed = compared.history.comparison?.body.filter(
      (row) => row.kind === "added" || row.kind === "removed",
    );
    expect(changed?.every((row) => row.kind === "added")).toBe(true);
    expect(changed).toContainEqual(
      expect.objectContaining({ kind: "added", text: "We updated this notice for the new term." }),
    );

    const audit = await db().select().from(auditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "content.save",
        target: "content_page:policies/privacy",
        details: expect.objectContaining({ version: 2, title: "Privacy Notice" }),
      }),
    ]);

    // Restore version 1: a new version 3, marked as restored from 1; visitors see the old text.
    const restored = reply(await restore("policies/privacy", "1"));
    expect(restored.status).toBe(302);
    expect(restored.headers.get("Location")).toBe("/admin/pages/policies-privacy/history");
    const back = await privacy.loader();
    expect(back.page.html).toBe(original.page.html);
    expect(back.page.updated).toBe(today());
    const revisions = await revisionsOf("policies/privacy");
    expect(revisions).toHaveLength(3);
    expect(revisions[2]).toMatchObject({
      authorName: "Aisha Admin",
      restoredFromId: revisions[0]?.id,
      body: revisions[0]?.body,
    });
    const afterRestore = await historyOf("policies/privacy");
    expect(afterRestore.history.revisions[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    expect((await db().select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "content.save",
      "content.restore",
    ]);

    // Restoring what is already current, or a version that does not exist, stores nothing.
    expect(reply(await restore("policies/privacy", "3")).status).toBe(302);
    expect(reply(await restore("policies/privacy", "1")).status).toBe(302);
    const missing = reply(await restore("policies/privacy", "9"));
    expect(missing.status).toBe(400);
    expect(outcomeOf(missing.data)).toEqual({ ok: false, message: "This page has no version 9" });
    expect(reply(await restore("policies/privacy", "one")).status).toBe(400);
    expect(await revisionsOf("policies/privacy")).toHaveLength(3);

    // The sitemap dates the page from its last save.
    const xml = await (
      await sitemap.loader(routeArgs(new Request("http://localhost/sitemap.xml")))
    ).text();
    expect(xml).toMatch(new RegExp(`/policies/privacy</loc>\\s*<lastmod>${today()}</lastmod>`));
    expect(xml).toMatch(/\/policies\/terms<\/loc>\s*<lastmod>2025-09-01<\/lastmod>/);
  });

  it("renders a hostile body harmless on the public page", async () => {
    const fields = await editorFields("policies/terms");
    const hostile = [
      "## Terms",
      "",
      "Safe **text** stays.",
      "",
      "<script>alert('script')</script>",
      "",
      "[Click me](javascript:alert('link')) and <a href=\"JaVaScRiPt:alert('raw')\">raw</a>",
      "",
      '<img src=x onerror="alert(\'img\')"> <img src="/uploads/abc.webp" onerror=alert(1) alt="ok">',
      "",
      '<iframe src="https://evil.example/"></iframe>',
      "",
      '<p onclick="alert(1)" style="color:red">styled</p>',
    ].join("\n");
    const saved = reply(await save("policies/terms", { ...fields, body: hostile }));
    expect(saved.status).toBe(302);
    const { page } = await terms.loader();
    expect(page.html).toContain("Safe <strong>text</strong> stays.");
    expect(page.html).toContain("Click me");
    expect(page.html).toContain('src="/uploads/abc.webp"');
    for (const bad of [
      /<script/i,
      /javascript:/i,
      /onerror/i,
      /onclick/i,
      /<iframe/i,
      /style=/i,
      /alert\(/,
    ]) {
      expect(page.html).not.toMatch(bad);
    }
  });

  it("refuses bad input with a message next to each field, keeps what was typed and saves nothing", async () => {
    const before = await pageRow("what-is-wic");
    const fields = await editorFields("what-is-wic");
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { title: "", description: " ", body: "" },
        {
          title: ["Please enter a title"],
          description: ["Please enter a description"],
          body: ["Please write the page"],
        },
      ],
      [
        { title: "t".repeat(121), description: "d".repeat(301) },
        {
          title: ["The title must be 120 characters or fewer"],
          description: ["The description must be 300 characters or fewer"],
        },
      ],
      [{ body: "x".repeat(100_001) }, { body: ["The page must be 100,000 characters or fewer"] }],
      [
        { body: "# A second main heading\n\nText." },
        { body: ["Start headings with ## : the title above is the page's only main (#) heading"] },
      ],
    ];
    for (const [changes, errors] of cases) {
      const result = reply(await save("what-is-wic", { ...fields, ...changes }));
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({
        // What was typed comes back (an empty field is simply absent).
        result: {
          error: errors,
          initialValue: Object.fromEntries(
            Object.entries({ ...fields, ...changes }).filter(([, value]) => value !== ""),
          ),
        },
      });
    }
    expect(await pageRow("what-is-wic")).toEqual(before);
    expect(await revisionsOf("what-is-wic")).toHaveLength(1);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("keeps the academy policies' jump list: a save that drops an anchor is refused", async () => {
    const fields = await editorFields("academy-policy");
    const withoutData = fields.body.replace(
      "## 7. Data Protection Policy {#data}",
      "## 7. Data Protection Policy",
    );
    expect(withoutData).not.toBe(fields.body);
    const refused = reply(await save("academy-policy", { ...fields, body: withoutData }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      result: {
        error: {
          body: [
            "The jump list needs this anchor: {#data}. Keep each at the end of its ## heading.",
          ],
        },
      },
    });
    expect(await revisionsOf("academy-policy")).toHaveLength(1);

    // A new policy with its own anchor joins the jump list; the 14 stay.
    const added = `${fields.body.trimEnd()}\n\n## 15. Photography Policy {#photography}\n\nWe ask before taking photos.\n`;
    expect(reply(await save("academy-policy", { ...fields, body: added })).status).toBe(302);
    const loaded = await academyPolicy.loader(get("/academy-policy", "anonymous"));
    expect(loaded.policies.map((policy) => policy.id)).toEqual([
      ...SPEC_POLICY_ANCHORS,
      "photography",
    ]);
    const jump = await thrown(() =>
      academyPolicy.loader(get("/academy-policy?policy=photography", "anonymous")),
    );
    expect((jump as Response).headers.get("Location")).toBe("/academy-policy#photography");
  });

  it("previews without storing, refuses a save on top of a newer version, and skips a save without changes", async () => {
    const fields = await editorFields("why-choose-wic");
    const preview = reply(
      await save("why-choose-wic", { ...fields, title: "Preview only", intent: "preview" }),
    );
    expect(preview).toMatchObject({
      status: 200,
      data: { preview: true, result: { initialValue: { title: "Preview only" } } },
    });

    const unchanged = reply(await save("why-choose-wic", fields));
    expect(unchanged.status).toBe(302);
    expect(await revisionsOf("why-choose-wic")).toHaveLength(1);

    // Someone saves first; the second editor, still on the old version, is refused.
    expect(reply(await save("why-choose-wic", { ...fields, title: "First editor" })).status).toBe(
      302,
    );
    const stale = reply(await save("why-choose-wic", { ...fields, title: "Second editor" }));
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      result: {
        error: { "": [expect.stringContaining("Someone else saved this page")] },
        initialValue: { title: "Second editor" },
      },
    });
    expect((await pageRow("why-choose-wic")).title).toBe("First editor");
    expect(await revisionsOf("why-choose-wic")).toHaveLength(2);
  });

  it("answers 404 for a page that does not exist", async () => {
    const missing = await thrown(() =>
      editor.loader(get("/admin/pages/nope", "admin", { page: "nope" })),
    );
    expect(missing).toMatchObject({ init: { status: 404 } });
    const slash = await thrown(() =>
      history.loader(get("/admin/pages/policies/history", "admin", { page: "policies" })),
    );
    expect(slash).toMatchObject({ init: { status: 404 } });
  });
});

describe("who may edit", () => {
  it("refuses members and visitors: pages redirect, every post answers 403 and nothing changes", async () => {
    const before = await pageRow("policies/privacy");
    const revisions = await revisionsOf("policies/privacy");
    const fields = {
      title: "Hacked",
      description: "Hacked description",
      body: "Hacked",
      revision: String(revisions.at(-1)?.id),
    };
    for (const who of ["user", "anonymous"] as const) {
      for (const load of [
        () => list.loader(get("/admin/pages", who)),
        () =>
          editor.loader(get("/admin/pages/policies-privacy", who, { page: "policies-privacy" })),
        () =>
          history.loader(
            get("/admin/pages/policies-privacy/history?compare=1", who, {
              page: "policies-privacy",
            }),
          ),
      ]) {
        const page = await thrown(load);
        expect((page as Response).status, who).toBe(302);
        expect((page as Response).headers.get("Location")).toBe("/");
      }
      for (const intent of ["save", "preview"]) {
        const refused = await thrown(() => save("policies/privacy", { ...fields, intent }, who));
        expect(reply(refused).status, `${who} ${intent}`).toBe(403);
      }
      const restoreRefused = await thrown(() => restore("policies/privacy", "1", who));
      expect(reply(restoreRefused).status, who).toBe(403);
      // Even for a page that does not exist, the answer is the refusal.
      const unknown = await thrown(() =>
        editor.action(post("/admin/pages/nope", fields, who, { page: "nope" })),
      );
      expect(reply(unknown).status).toBe(403);
    }
    expect(await pageRow("policies/privacy")).toEqual(before);
    expect(await revisionsOf("policies/privacy")).toEqual(revisions);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
