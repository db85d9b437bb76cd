import { asc, eq } from "drizzle-orm";
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { UNSAVED_CHANGES_QUESTION } from "#app/components/admin/unsaved-changes";
import { contentRevisions, weeklyEvents } from "#app/lib/db/schema";
import { formatUpdated } from "#app/lib/markdown/render";
import { localDate } from "#app/lib/time/london";
import { adminPage, openAdminSection } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit, waitForHydration } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/**
 * Holds the page's JavaScript back, as a slow phone's connection would, until the answered
 * function is called. (A later hold comes first: Playwright asks the newest route handler.)
 */
async function holdJavaScript(page: Page): Promise<() => void> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const hold = async (route: Route) => {
    await arrived;
    await route.continue();
  };
  await page.route("**/assets/*.js", hold);
  return arrive;
}

const NEW_TEXT = "From 1 January we keep enrolment forms for three years, not six.";

describe("content pages", () => {
  it("lets an administrator edit the privacy notice with a live preview, then restore the earlier version; visitors see each at once", async () => {
    const admin = await adminPage(e2e, { email: "pages@example.org", name: "Maryam Editor" });

    // The visitor's page before: no new text, dated from the file.
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/policies/privacy`);
    expect(await visitor.locator("main header").innerText()).toContain(
      "Last updated 1 September 2025",
    );
    expect(await visitor.locator("main").innerText()).not.toContain(NEW_TEXT);

    // Admin Panel → Pages → Privacy Notice.
    await openAdminSection(admin, e2e.server.url, "Pages", "/admin/pages");
    await admin.getByRole("heading", { level: 1, name: "Pages" }).waitFor();
    const row = admin.getByRole("row").filter({ hasText: "Privacy Notice" });
    expect(await row.innerText()).toContain("Initial content");
    await expectAccessible(admin);
    await row.getByRole("link", { name: "Edit Privacy Notice" }).click();
    await admin.waitForURL(`${e2e.server.url}/admin/pages/policies-privacy`);
    await admin.getByRole("heading", { level: 1, name: "Edit “Privacy Notice”" }).waitFor();
    await expectAccessible(admin);

    // The live preview follows the text as it is typed, sanitised as the page will be.
    const body = admin.getByLabel("Page (Markdown)");
    const original = await body.inputValue();
    expect(original).toContain("## Who we are");
    const edited = original.replace(
      "## Who we are",
      `## Who we are\n\n${NEW_TEXT} <img src=x onerror="alert(1)">`,
    );
    await body.fill(edited);
    const preview = admin.getByTestId("page-preview");
    await preview.getByText(NEW_TEXT).waitFor();
    expect(await preview.innerHTML()).not.toContain("onerror");
    // Leaving with the change unsaved asks first; staying keeps the text.
    const question = new Promise<string>((resolve) => {
      admin.once("dialog", async (dialog) => {
        resolve(dialog.message());
        await dialog.dismiss();
      });
    });
    await admin
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Today", exact: true })
      .click();
    expect(await question).toBe(UNSAVED_CHANGES_QUESTION);
    expect(admin.url()).toBe(`${e2e.server.url}/admin/pages/policies-privacy`);
    expect(await body.inputValue()).toBe(edited);
    // The text is also kept in this browser: the editor opened again (a second tab, or after a
    // crash) offers it back.
    const again = await admin.context().newPage();
    await visit(again, `${e2e.server.url}/admin/pages/policies-privacy`);
    const kept = again.getByRole("status").filter({ hasText: "was kept in this browser" });
    await kept.waitFor();
    await expectAccessible(again);
    expect(await again.getByLabel("Page (Markdown)").inputValue()).toBe(original);
    await kept.getByRole("button", { name: "Restore the draft" }).click();
    expect(await again.getByLabel("Page (Markdown)").inputValue()).toBe(edited);
    await again.getByTestId("page-preview").getByText(NEW_TEXT).waitFor();
    await again.close();
    await admin.getByRole("button", { name: "Save page" }).click();
    await admin.getByText("Page saved as version 2: visitors see it now").first().waitFor();
    await expectAccessible(admin);

    // The visitor, on a phone: the new text and today's date.
    await visit(visitor, `${e2e.server.url}/policies/privacy`);
    await visitor.getByText(NEW_TEXT).waitFor();
    expect(await visitor.locator("main header").innerText()).toContain(
      `Last updated ${formatUpdated(localDate(Date.now()))}`,
    );
    expect(await visitor.locator("main").innerHTML()).not.toContain("onerror");
    await expectAccessible(visitor);

    // The history: who and when, the change against version 1, and Restore.
    await admin.getByRole("link", { name: "History (2 versions)" }).click();
    await admin.waitForURL(`${e2e.server.url}/admin/pages/policies-privacy/history`);
    const versions = admin.getByRole("table", { name: "Versions of the page, newest first" });
    expect(await versions.getByRole("row").nth(1).innerText()).toMatch(
      /Version 2\s+Current[\s\S]*Maryam Editor/,
    );
    expect(await versions.getByRole("row").nth(2).innerText()).toMatch(
      /Version 1[\s\S]*Initial content/,
    );
    await expectAccessible(admin);
    await versions.getByRole("link", { name: "Compare version 1 with current" }).click();
    await admin.waitForURL(`${e2e.server.url}/admin/pages/policies-privacy/history?compare=1`);
    const diff = admin.getByTestId("revision-diff");
    // The URL changes as the navigation starts; wait for the comparison itself.
    await diff.locator("ins").filter({ hasText: NEW_TEXT }).waitFor();
    expect(await diff.locator("ins").filter({ hasText: NEW_TEXT }).count()).toBe(1);
    expect(await diff.locator("del").count()).toBe(0);
    await expectAccessible(admin);

    admin.once("dialog", (dialog) => dialog.accept());
    await versions.getByRole("button", { name: "Restore version 1" }).click();
    await admin.getByText("Version 1 restored as version 3: visitors see it now").first().waitFor();
    await admin.waitForURL(`${e2e.server.url}/admin/pages/policies-privacy/history`);
    expect(await versions.getByRole("row").nth(1).innerText()).toMatch(
      /Version 3\s+Current\s+Restored from version 1[\s\S]*Maryam Editor/,
    );
    await expectAccessible(admin);

    // The visitor sees the earlier text again.
    await visit(visitor, `${e2e.server.url}/policies/privacy`);
    expect(await visitor.locator("main").innerText()).not.toContain(NEW_TEXT);
    const stored = await e2e.server.database.db
      .select({ authorName: contentRevisions.authorName, body: contentRevisions.body })
      .from(contentRevisions)
      .where(eq(contentRevisions.pageSlug, "policies/privacy"))
      .orderBy(asc(contentRevisions.id));
    expect(stored.map((revision) => revision.authorName)).toEqual([
      "Initial content",
      "Maryam Editor",
      "Maryam Editor",
    ]);
    expect(stored[1]?.body).toBe(edited);
    expect(stored[2]?.body).toBe(stored[0]?.body);

    await visitor.context().close();
    await admin.context().close();
  });
  it("keeps what was typed and chosen while the page's JavaScript was still arriving", async () => {
    const admin = await adminPage(e2e, { email: "slow@example.org", name: "Sami Slowphone" });
    let release = await holdJavaScript(admin);
    await admin.goto(`${e2e.server.url}/admin/pages/what-is-wic`, { waitUntil: "commit" });
    const body = admin.getByLabel("Page (Markdown)");
    await body.click();
    await admin.keyboard.press("Control+End");
    await admin.keyboard.type("\nTyped before the page had loaded.");
    release();
    await waitForHydration(admin);
    await admin.keyboard.type(" And after.");
    expect(await body.inputValue()).toMatch(/Typed before the page had loaded\. And after\.$/);
    // React saw it as typing: the preview shows it.
    await admin.getByTestId("page-preview").getByText("And after.").waitFor();

    // A day chosen and a title typed before the page had loaded are kept, and saved.
    release = await holdJavaScript(admin);
    await admin.goto(`${e2e.server.url}/admin/weekly-events`, { waitUntil: "commit" });
    const day = admin.getByLabel("Day");
    await day.selectOption({ label: "Monday" });
    await admin.getByLabel("Title").fill("Qiyam night");
    release();
    await waitForHydration(admin);
    expect(await day.inputValue()).toBe("1");
    await admin.getByLabel("Starts").fill("21:00");
    await admin.getByLabel("Ends").fill("23:00");
    await admin.getByRole("button", { name: "Add event" }).click();
    await admin.getByRole("listitem").filter({ hasText: "Qiyam night" }).waitFor();
    const [saved] = await e2e.server.database.db
      .select()
      .from(weeklyEvents)
      .where(eq(weeklyEvents.title, "Qiyam night"));
    expect(saved).toMatchObject({ dayOfWeek: 1, startTime: "21:00", endTime: "23:00" });
  });
});
