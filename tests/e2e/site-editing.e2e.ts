import { describe, expect, it } from "vitest";
import { auditLog } from "#app/lib/db/schema";
import { adminPage, openAdminSection } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const WHATSAPP = "https://chat.whatsapp.com/LibraryCircle2026";
const VIDEO_ID = "aqz-KE-bpKQ";
const LIBRARY_TEXT = "Borrow up to three books for two weeks, free of charge.";
const PRIVACY_TEXT = "We keep volunteer rotas for one year, then delete them.";

describe("staff edit the site without a developer", () => {
  it("an admin sets a WhatsApp link and a video, writes the Library's text and edits the privacy notice; a visitor on a phone sees all of it on the next load", async () => {
    // The visitor has the pages open before the edits, so a stale copy would show.
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/projects/library`);
    const library = visitor.getByRole("main");
    await library.getByRole("heading", { level: 2, name: "What it is" }).waitFor();
    expect(await library.getByRole("link", { name: "Join Our WhatsApp" }).count()).toBe(0);
    await visit(visitor, `${e2e.server.url}/policies/privacy`);
    expect(await visitor.getByText(PRIVACY_TEXT).count()).toBe(0);

    const admin = await adminPage(e2e, { email: "editor@example.org", name: "Maryam Editor" });

    await openAdminSection(admin, e2e.server.url, "Settings", "/admin/settings");
    await admin.getByLabel("WhatsApp: WIC Library").fill(WHATSAPP);
    await admin.getByLabel("Gallery video 1: link").fill(`https://youtu.be/${VIDEO_ID}`);
    await admin.getByRole("button", { name: "Save all sections" }).click();
    await admin.getByText("Settings saved. Visitors see the changes on their next page.").waitFor();

    await openAdminSection(admin, e2e.server.url, "Projects", "/admin/projects");
    await admin.getByRole("link", { name: "Edit WIC Library" }).first().click();
    await admin.waitForURL(`${e2e.server.url}/admin/projects/library`);
    const projectBody = admin.getByLabel("Page text (Markdown)");
    await projectBody.fill(`## Borrowing\n\n${LIBRARY_TEXT}\n\n[Say salaam](javascript:alert(1))`);
    await admin.getByTestId("project-preview").getByText(LIBRARY_TEXT).waitFor();
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Project saved").first().waitFor();

    await openAdminSection(admin, e2e.server.url, "Pages", "/admin/pages");
    await admin.getByRole("link", { name: "Edit Privacy Notice" }).click();
    await admin.waitForURL(`${e2e.server.url}/admin/pages/policies-privacy`);
    const pageBody = admin.getByLabel("Page (Markdown)");
    await pageBody.fill(
      `${await pageBody.inputValue()}\n\n## Volunteer rotas\n\n${PRIVACY_TEXT}\n`,
    );
    await admin.getByTestId("page-preview").getByText(PRIVACY_TEXT).waitFor();
    await admin.getByRole("button", { name: "Save page" }).click();
    await admin.getByText("Page saved as version 2: visitors see it now").first().waitFor();
    await admin.context().close();

    // Each change is in the audit log, under the administrator who made it.
    const audit = await e2e.server.database.db.select().from(auditLog);
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["settings.update", "project.updated", "content.save"]),
    );

    // The next load shows all three, on a phone, with nothing unsafe and axe clean.
    await visit(visitor, `${e2e.server.url}/projects/library`);
    await library.getByRole("heading", { level: 2, name: "Borrowing" }).waitFor();
    await library.getByText(LIBRARY_TEXT).waitFor();
    expect(await library.getByRole("heading", { level: 2, name: "What it is" }).count()).toBe(0);
    expect(await library.getByRole("link", { name: "Say salaam" }).count()).toBe(0);
    expect(
      await library.getByRole("link", { name: "Join Our WhatsApp" }).getAttribute("href"),
    ).toBe(WHATSAPP);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(visitor);

    await visit(visitor, `${e2e.server.url}/summer`);
    const play = visitor.getByRole("link", { name: /^Play video:/ }).first();
    expect(await play.getAttribute("href")).toContain(VIDEO_ID);
    await expectAccessible(visitor);

    await visit(visitor, `${e2e.server.url}/policies/privacy`);
    await visitor.getByRole("heading", { level: 2, name: "Volunteer rotas" }).waitFor();
    await visitor.getByText(PRIVACY_TEXT).waitFor();
    await expectAccessible(visitor);
    await visitor.context().close();
  });
});
