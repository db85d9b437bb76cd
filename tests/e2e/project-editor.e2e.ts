import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, projects } from "#app/lib/db/schema";
import { adminPage, openAdminSection } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const EDITOR = { email: "projects.editor@example.org", name: "Yusuf Editor" };

const storedProject = async (slug: string) => {
  const [row] = await e2e.server.database.db.select().from(projects).where(eq(projects.slug, slug));
  return row;
};

describe("project pages in the admin", () => {
  it("an administrator writes the Library's page; a visitor reads it on a phone", async () => {
    const admin = await adminPage(e2e, EDITOR);
    await openAdminSection(admin, e2e.server.url, "Projects", "/admin/projects");
    await expectAccessible(admin);
    await admin.getByRole("link", { name: "Edit WIC Library" }).first().click();
    await admin.waitForURL(`${e2e.server.url}/admin/projects/library`);
    await admin.getByRole("heading", { name: "Edit “WIC Library”" }).waitFor();
    await expectAccessible(admin);

    const body = admin.getByLabel("Page text (Markdown)");
    // The seeded first text is there to edit.
    expect(await body.inputValue()).toContain("## What it is");
    await body.fill(
      "## Opening times\n\nThe library opens on Saturdays from **10am to 1pm**.\n\n## Who to contact\n\nAsk at the lending desk, or use the [contact page](/contact).\n\n<script>alert(1)</script>",
    );
    const preview = admin.getByTestId("project-preview");
    await preview.getByRole("heading", { name: "Opening times" }).waitFor();
    expect(await preview.locator("strong").innerText()).toBe("10am to 1pm");
    expect(await preview.innerHTML()).not.toContain("<script");
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Project saved").first().waitFor();
    await expectAccessible(admin);
    const stored = await storedProject("library");
    expect(stored?.bodyHtml).toContain("<strong>10am to 1pm</strong>");
    expect(stored?.bodyHtml).not.toContain("script");
    await admin.context().close();

    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/projects/library`);
    const main = visitor.getByRole("main");
    await main.getByRole("heading", { level: 1, name: "WIC Library" }).waitFor();
    await main.getByRole("heading", { level: 2, name: "Opening times" }).waitFor();
    await main.getByText("The library opens on Saturdays from").waitFor();
    expect(await main.getByRole("link", { name: "contact page" }).getAttribute("href")).toBe(
      "/contact",
    );
    // The hero's buttons are as before, and the text sits between them and the form.
    for (const name of ["Sign Up", "Donate Books", "Volunteer"])
      await main.getByRole("link", { name, exact: true }).waitFor();
    const within = await visitor.evaluate(() => document.documentElement.scrollWidth);
    expect(within).toBeLessThanOrEqual(390);
    await visitor.context().close();
  });

  it("an administrator adds a project; it shows on the projects page, then hides it", async () => {
    const admin = await adminPage(e2e, EDITOR);
    await visit(admin, `${e2e.server.url}/admin/projects`);
    await admin.getByRole("link", { name: "New project" }).click();
    await admin.waitForURL(`${e2e.server.url}/admin/projects/new`);
    await expectAccessible(admin);

    // A slug in capitals is refused beside the field, with what was typed kept.
    await admin.getByLabel("Slug", { exact: true }).fill("Sisters Circle");
    await admin.getByLabel("Title", { exact: true }).fill("Sisters' Circle");
    await admin.getByLabel("Subtitle").fill("Tea, learning and friendship for sisters");
    await admin.getByLabel("Form choices (optional)").fill("Join\nVolunteer");
    await admin.getByLabel("Button 1: Button label").fill("Join Our WhatsApp");
    await admin.getByLabel("Button 1: Link").fill("https://chat.whatsapp.com/SistersCircle01");
    await admin
      .getByLabel("Page text (Markdown)")
      .fill("## What it is\n\nA weekly circle for sisters: a short talk, then **tea**.");
    await admin.getByRole("button", { name: "Create project" }).click();
    await admin.getByText("Please correct the errors below").waitFor();
    await admin
      .getByText("Use lower-case letters, numbers and hyphens only, such as knitting-circle")
      .first()
      .waitFor();
    expect(await admin.getByLabel("Title", { exact: true }).inputValue()).toBe("Sisters' Circle");
    await expectAccessible(admin);
    expect(await storedProject("sisters-circle")).toBeUndefined();

    await admin.getByLabel("Slug", { exact: true }).fill("sisters-circle");
    await admin.getByRole("button", { name: "Create project" }).click();
    await admin.waitForURL(`${e2e.server.url}/admin/projects/sisters-circle`);
    await admin.getByText("Project created: it is on the projects page").first().waitFor();
    expect(await storedProject("sisters-circle")).toMatchObject({
      title: "Sisters' Circle",
      options: ["Join", "Volunteer"],
      position: 9,
      hidden: false,
    });

    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/projects`);
    const cards = visitor.getByRole("main").getByRole("listitem");
    expect(await cards.count()).toBe(9);
    expect(await cards.last().innerText()).toContain("Sisters' Circle");
    await cards.last().getByRole("link").click();
    await visitor.waitForURL(`${e2e.server.url}/projects/sisters-circle`);
    await visitor.getByRole("heading", { level: 2, name: "What it is" }).waitFor();
    await expectAccessible(visitor);
    const whatsapp = visitor.getByRole("link", { name: /Join Our WhatsApp/ });
    expect(await whatsapp.getAttribute("href")).toBe("https://chat.whatsapp.com/SistersCircle01");
    expect(await whatsapp.getAttribute("target")).toBe("_blank");

    // Hidden, the project leaves the list and its page is not found.
    await visit(admin, `${e2e.server.url}/admin/projects`);
    await admin.getByRole("button", { name: "Hide “Sisters' Circle”" }).first().click();
    await admin.getByText("“Sisters' Circle” is hidden").first().waitFor();
    await visit(visitor, `${e2e.server.url}/projects`);
    expect(await visitor.getByRole("main").getByRole("listitem").count()).toBe(8);
    await visit(visitor, `${e2e.server.url}/projects/sisters-circle`, 404);
    const actions = (await e2e.server.database.db.select().from(auditLog)).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(["project.updated", "project.created", "project.hidden"]),
    );
    await visitor.context().close();
    await admin.context().close();
  });
});
