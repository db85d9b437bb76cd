import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { primaryNavigation, withVisibleProjects } from "#app/components/layout/navigation";
import { loader as sitemapLoader } from "#app/features/content/routes/sitemap-xml";
import { auditLog, mediaItems, projects, submissions } from "#app/lib/db/schema";
import { loader as rootLoader } from "#app/root";
import { reply, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { projectForEditor } from "./admin.server";
import { PROJECT_DEFAULTS } from "./defaults";
import type { ProjectEditorValues } from "./editor-schema";
import * as editor from "./routes/admin-project-editor";
import * as list from "./routes/admin-projects";
import * as projectPage from "./routes/project";
import * as projectsPage from "./routes/projects";
import * as volunteerPage from "./routes/volunteer";
import { seedProjects } from "./seed.server";

const { db, get, post } = setupAdminTests();

type Reply = { result: { error: Record<string, string[]> } };

/** The editor's form as the browser sends it: the values shown, `changes` on top. */
function editorForm(values: ProjectEditorValues, changes: Record<string, string> = {}) {
  const { links, ...rest } = values;
  const fields: Record<string, string> = { ...rest, intent: "save" };
  links.forEach((link, index) => {
    fields[`links[${index}].label`] = link.label;
    fields[`links[${index}].group`] = link.group;
    fields[`links[${index}].href`] = link.href;
  });
  return { ...fields, ...changes };
}

async function valuesOf(slug: string): Promise<ProjectEditorValues> {
  const found = await projectForEditor(slug);
  if (!found) throw new Error(`no project ${slug}`);
  return found.values;
}

const saveProject = async (slug: string, changes: Record<string, string>, who: Who = "admin") =>
  reply(
    await editor.action(
      post(`/admin/projects/${slug}`, editorForm(await valuesOf(slug), changes), who, { slug }),
    ),
  );

const knitting = {
  slug: "knitting-circle",
  title: "Knitting Circle",
  subtitle: "Wool, tea and good company on Tuesday afternoons",
  tagline: "",
  artFrom: "#7c2d12",
  artTo: "#4a1b0b",
  motif: "heart",
  imageId: "",
  form: "interest",
  options: "Join\nVolunteer",
  links: [
    { label: "Join Our WhatsApp", group: "", href: "https://chat.whatsapp.com/KnitKnit123" },
    { label: "", group: "", href: "" },
    { label: "", group: "", href: "" },
    { label: "", group: "", href: "" },
  ],
  body: "## What it is\n\nKnitting and tea for everyone, **every Tuesday**.",
} satisfies ProjectEditorValues;

const createKnitting = async (changes: Record<string, string> = {}, who: Who = "admin") =>
  reply(await editor.action(post("/admin/projects/new", editorForm(knitting, changes), who)));

const publicPage = (slug: string) =>
  projectPage.loader(get(`/projects/${slug}`, "anonymous", { slug }));

async function listedSlugs() {
  const index = await projectsPage.loader();
  const root = reply(await rootLoader(get("/", "anonymous")));
  const sitemap = await (await sitemapLoader(get("/sitemap.xml", "anonymous"))).text();
  const volunteer = await volunteerPage.loader(get("/volunteer", "anonymous"));
  const rootData = root.data as { projects: { slug: string; title: string }[] };
  return {
    index: index.projects.map((project) => project.slug),
    nav: rootData.projects.map((project) => project.slug),
    sitemap: [...sitemap.matchAll(/\/projects\/([a-z0-9-]+)<\/loc>/g)].map((match) => match[1]),
    volunteer: volunteer.ways.map((way) => way.slug),
  };
}

const auditActions = async () =>
  (await db().select().from(auditLog).orderBy(asc(auditLog.id))).map((entry) => [
    entry.action,
    entry.target,
  ]);

describe("the seeded projects", () => {
  it("are the eight first projects, in order, with today's texts and a non-empty body each", async () => {
    const rows = await db().select().from(projects).orderBy(asc(projects.position));
    expect(rows.map((row) => row.slug)).toEqual(PROJECT_DEFAULTS.map((project) => project.slug));
    for (const [index, row] of rows.entries()) {
      const spec = PROJECT_DEFAULTS[index];
      expect(row).toMatchObject({
        title: spec?.title,
        subtitle: spec?.subtitle,
        tagline: spec?.tagline ?? null,
        art: spec?.art,
        form: spec?.form,
        options: [...(spec?.options ?? [])],
        links: [...(spec?.links ?? [])],
        hidden: false,
      });
      // No project page may be empty on a fresh install.
      expect(row.body.trim().length, row.slug).toBeGreaterThan(400);
      expect(row.bodyHtml, row.slug).toContain("<h2 id=");
      expect(row.bodyHtml, row.slug).toContain('<a href="/contact">');
    }
    const library = await publicPage("library");
    expect(library.project.bodyHtml).toContain("What it is");
  });

  it("are inserted only when missing: a second seed keeps staff edits", async () => {
    await db().update(projects).set({ title: "Our Library" }).where(eq(projects.slug, "library"));
    await seedProjects();
    const [library] = await db().select().from(projects).where(eq(projects.slug, "library"));
    expect(library?.title).toBe("Our Library");
    expect(await db().select().from(projects)).toHaveLength(8);
    await db().update(projects).set({ title: "WIC Library" }).where(eq(projects.slug, "library"));
  });
});

describe("/admin/projects/{slug}", () => {
  it("saves the Library's body, which the public page then shows", async () => {
    const saved = await saveProject("library", {
      body: "## Opening times\n\nSaturdays from **10am** at the hall.\n\n## Who to contact\n\nAsk at the desk.",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/projects/library");
    const page = await publicPage("library");
    expect(page.project.bodyHtml).toContain('<h2 id="opening-times">Opening times</h2>');
    expect(page.project.bodyHtml).toContain("<strong>10am</strong>");
    // Everything else as it was.
    expect(page.project).toMatchObject({
      title: "WIC Library",
      options: ["Sign Up", "Donate Books", "Volunteer"],
      links: [{ type: "whatsapp", label: "Join Our WhatsApp", group: "library" }],
    });
    expect(await auditActions()).toEqual([["project.updated", "project:library"]]);
  });

  it("renders a hostile body harmless", async () => {
    const hostile = [
      "## Hello",
      "<script>alert('x')</script>",
      "[click](javascript:alert(1)) and [data](data:text/html,hi)",
      '<img src="x" onerror="alert(1)"> <a href="/contact" onclick="alert(1)">contact</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    ].join("\n\n");
    expect((await saveProject("youth-club", { body: hostile })).status).toBe(302);
    const [row] = await db().select().from(projects).where(eq(projects.slug, "youth-club"));
    const { project } = await publicPage("youth-club");
    for (const html of [row?.bodyHtml ?? "", project.bodyHtml]) {
      expect(html).not.toMatch(/<script|javascript:|data:text|onerror|onclick|<iframe|<style/i);
      expect(html).toContain('<a href="/contact">contact</a>');
    }
    // The Markdown is kept as written, for the next edit.
    expect(row?.body).toBe(hostile);
  });

  it("refuses a bad photo, an empty body or title, keeping what was typed", async () => {
    const refused = await saveProject("elders", { title: "", body: "", imageId: "abc" });
    expect(refused.status).toBe(400);
    const { result } = refused.data as Reply & { result: { initialValue: Record<string, string> } };
    expect(result.error).toMatchObject({
      title: ["Please enter a title"],
      body: ["Please write the project's page"],
      imageId: ["Please choose an image from the media library"],
    });
    const gone = await saveProject("elders", { imageId: "999999" });
    expect((gone.data as Reply).result.error.imageId).toEqual([
      "That image is no longer in the media library: please choose another",
    ]);
    const [elders] = await db().select().from(projects).where(eq(projects.slug, "elders"));
    expect(elders?.title).toBe("Elders");
  });

  it("shows a photo from the media library instead of the artwork", async () => {
    const [photo] = await db()
      .insert(mediaItems)
      .values({
        key: "2025/09/elders.webp",
        alt: "Elders sharing a meal",
        width: 1600,
        height: 1000,
      })
      .returning();
    expect((await saveProject("elders", { imageId: String(photo?.id) })).status).toBe(302);
    const { project } = await publicPage("elders");
    expect(project.photo).toEqual({
      src: "/uploads/2025/09/elders.webp",
      alt: "Elders sharing a meal",
      width: 1600,
      height: 1000,
    });
    await saveProject("elders", { imageId: "" });
    expect((await publicPage("elders")).project.photo).toBeNull();
  });

  it("previews without storing anything", async () => {
    const before = await valuesOf("baby-and-mum");
    const previewed = await saveProject("baby-and-mum", { intent: "preview", body: "## Draft" });
    expect(previewed.status).toBe(200);
    expect(previewed.data).toMatchObject({ preview: true });
    expect((await valuesOf("baby-and-mum")).body).toBe(before.body);
    expect(await auditActions()).toEqual([]);
  });
});

describe("/admin/projects/new", () => {
  it("refuses a bad or taken slug with a message, storing nothing", async () => {
    const bad = await createKnitting({ slug: "Knitting Circle" });
    expect(bad.status).toBe(400);
    expect((bad.data as Reply).result.error.slug).toEqual([
      "Use lower-case letters, numbers and hyphens only, such as knitting-circle",
    ]);
    const taken = await createKnitting({ slug: "library" });
    expect(taken.status).toBe(400);
    expect((taken.data as Reply).result.error.slug).toEqual([
      "This slug is already used by another project",
    ]);
    const reserved = await createKnitting({ slug: "new" });
    expect((reserved.data as Reply).result.error.slug).toEqual([
      "This slug is reserved: please choose another",
    ]);
    const badLink = await createKnitting({ "links[0].href": "javascript:alert(1)" });
    expect((badLink.data as Reply).result.error["links[0].href"]).toEqual([
      "Use a page of this site such as /directory, or an address starting https://",
    ]);
    expect(await db().select().from(projects)).toHaveLength(8);
    const [library] = await db().select().from(projects).where(eq(projects.slug, "library"));
    expect(library?.title).toBe("WIC Library");
    expect(await auditActions()).toEqual([]);
  });

  it("adds a project at the end: its page, form, cards, menu, /volunteer and sitemap", async () => {
    const created = await createKnitting();
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/projects/knitting-circle");
    expect(await auditActions()).toEqual([["project.created", "project:knitting-circle"]]);

    const { project } = await publicPage("knitting-circle");
    expect(project).toMatchObject({
      title: "Knitting Circle",
      form: "interest",
      options: ["Join", "Volunteer"],
      links: [
        { type: "link", label: "Join Our WhatsApp", href: "https://chat.whatsapp.com/KnitKnit123" },
      ],
      photo: null,
    });
    expect(project.bodyHtml).toContain("<strong>every Tuesday</strong>");

    const listed = await listedSlugs();
    expect(listed.index.at(-1)).toBe("knitting-circle");
    expect(listed.nav.at(-1)).toBe("knitting-circle");
    expect(listed.sitemap).toContain("knitting-circle");
    expect(listed.volunteer.at(-1)).toBe("knitting-circle");

    // Its form takes the project's own choices, checked on the server.
    const form = (purpose: string) =>
      projectPage.action(
        post(
          "/projects/knitting-circle",
          { name: "Maryam", phone: "07700 900456", email: "maryam@example.org", purpose },
          "anonymous",
          { slug: "knitting-circle" },
        ),
      );
    expect(reply(await form("Sign Up")).status).toBe(400);
    expect(reply(await form("Join")).status).toBe(302);
    const [stored] = await db().select().from(submissions);
    expect(stored?.payload).toMatchObject({ project: "knitting-circle", purpose: "Join" });
    // And the volunteer form offers it.
    const offer = reply(
      await volunteerPage.action(
        post(
          "/volunteer",
          {
            name: "Maryam",
            phone: "07700 900456",
            email: "maryam@example.org",
            areas: "Knitting Circle",
          },
          "anonymous",
        ),
      ),
    );
    expect(offer.status).toBe(302);
  });

  it("keeps the slug once created: an edit cannot change it", async () => {
    const saved = await saveProject("knitting-circle", { slug: "crochet", title: "Knitting Club" });
    expect(saved.status).toBe(302);
    const rows = await db().select().from(projects).where(eq(projects.slug, "knitting-circle"));
    expect(rows[0]?.title).toBe("Knitting Club");
    expect(await db().select().from(projects).where(eq(projects.slug, "crochet"))).toEqual([]);
  });
});

describe("/admin/projects", () => {
  const act = async (intent: string, slug: string, who: Who = "admin") =>
    reply(await list.action(post("/admin/projects", { intent, slug }, who)));

  it("lists every project in order, hidden ones too", async () => {
    const loaded = await list.loader(get("/admin/projects", "admin"));
    expect(loaded.projects.map((project) => project.slug)).toEqual([
      ...PROJECT_DEFAULTS.map((project) => project.slug),
      "knitting-circle",
    ]);
  });

  it("hides a project: its page and form answer 404 and it leaves every list; shown, it is back", async () => {
    expect((await act("hide", "advice-and-counselling")).status).toBe(302);
    const missing = reply(await thrown(() => publicPage("advice-and-counselling")));
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ title: "Project Not Found" });
    const posted = reply(
      await thrown(() =>
        projectPage.action(
          post("/projects/advice-and-counselling", { name: "A" }, "anonymous", {
            slug: "advice-and-counselling",
          }),
        ),
      ),
    );
    expect(posted.status).toBe(404);
    const listed = await listedSlugs();
    for (const slugs of Object.values(listed))
      expect(slugs).not.toContain("advice-and-counselling");
    // The header's "Advice & Counselling" link goes with it.
    const root = reply(await rootLoader(get("/", "anonymous"))).data as {
      projects: { slug: string }[];
    };
    expect(
      withVisibleProjects(primaryNavigation, root.projects).map((link) => link.label),
    ).not.toContain("Advice & Counselling");
    expect(withVisibleProjects(primaryNavigation, root.projects)).toHaveLength(
      primaryNavigation.length - 1,
    );
    // Still in the admin's list, marked hidden.
    const loaded = await list.loader(get("/admin/projects", "admin"));
    expect(loaded.projects.find((p) => p.slug === "advice-and-counselling")?.hidden).toBe(true);

    expect((await act("show", "advice-and-counselling")).status).toBe(302);
    expect((await publicPage("advice-and-counselling")).project.title).toBe(
      "Islamic Advice & Counselling",
    );
    expect((await listedSlugs()).nav).toContain("advice-and-counselling");
    expect(await auditActions()).toEqual([
      ["project.hidden", "project:advice-and-counselling"],
      ["project.shown", "project:advice-and-counselling"],
    ]);
  });

  it("moves a project up and down; the ends stay put", async () => {
    expect((await act("up", "wic-fc")).status).toBe(302);
    const order = async () => (await projectsPage.loader()).projects.map((p) => p.slug);
    expect((await order()).slice(0, 3)).toEqual(["wic-fc", "library", "business-and-barakah"]);
    expect((await act("down", "wic-fc")).status).toBe(302);
    expect((await order()).slice(0, 2)).toEqual(["library", "wic-fc"]);
    const stuck = await act("up", "library");
    expect(stuck.status).toBe(302);
    expect((await order())[0]).toBe("library");
    expect(await auditActions()).toEqual([
      ["project.moved", "project:wic-fc"],
      ["project.moved", "project:wic-fc"],
    ]);
    const [entry] = await db().select().from(auditLog).limit(1);
    expect(entry?.details).toEqual({ direction: "up", from: 2, to: 1 });
  });

  it("answers 404 to an unknown project", async () => {
    expect(reply(await thrown(() => act("hide", "knitting"))).status).toBe(404);
    const page = reply(
      await thrown(() =>
        editor.loader(get("/admin/projects/knitting", "admin", { slug: "knitting" })),
      ),
    );
    expect(page.status).toBe(404);
  });
});

describe("only administrators", () => {
  it("refuses members and visitors: 403 on every action, pages redirect, nothing changes", async () => {
    const before = await db().select().from(projects).orderBy(asc(projects.slug));
    const values = await valuesOf("library");
    for (const who of ["user", "anonymous"] as const) {
      const actions = [
        () => list.action(post("/admin/projects", { intent: "hide", slug: "library" }, who)),
        () => list.action(post("/admin/projects", { intent: "up", slug: "wic-fc" }, who)),
        () => editor.action(post("/admin/projects/new", editorForm(knitting, { slug: "x" }), who)),
        () =>
          editor.action(
            post("/admin/projects/library", editorForm(values, { body: "## Hacked" }), who, {
              slug: "library",
            }),
          ),
        () =>
          editor.action(
            post("/admin/projects/library", { intent: "preview" }, who, { slug: "library" }),
          ),
      ];
      for (const run of actions) expect(reply(await thrown(run)).status, who).toBe(403);
      const pages = [
        () => list.loader(get("/admin/projects", who)),
        () => editor.loader(get("/admin/projects/new", who)),
        () => editor.loader(get("/admin/projects/library", who, { slug: "library" })),
      ];
      for (const run of pages) {
        const refused = reply(await thrown(run));
        expect(refused.status, who).toBe(302);
        expect(refused.headers.get("Location")).toBe("/");
      }
    }
    expect(await db().select().from(projects).orderBy(asc(projects.slug))).toEqual(before);
    expect(await auditActions()).toEqual([]);
  });
});
