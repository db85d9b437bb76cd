import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNewsletterSender } from "#app/features/notices/newsletter/send.server";
import { newsletterIssues, newsletterSubscribers } from "#app/lib/db/schema";
import { adminPage } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();
// The test server starts the outbox worker but not the features' jobs: the sender is started here.
let stopSender: () => Promise<unknown> = async () => undefined;
beforeAll(() => {
  stopSender = startNewsletterSender({ intervalMs: 500 });
});
afterAll(() => stopSender());

const READER = "reader.newsletter@example.org";
const link = (text: string, path: string) =>
  new RegExp(`(https?://[^\\s\\]]+${path}[A-Za-z0-9_-]+)`).exec(text)?.[1] ?? "";

describe("the newsletter", () => {
  it("a visitor subscribes and confirms; staff write, test and send an issue; the reader unsubscribes without logging in", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/newsletter`);
    await page.getByLabel("Email").fill(READER);
    await page.getByRole("checkbox", { name: "Events" }).check();
    await page.getByRole("checkbox", { name: "Janazah (funeral prayers)" }).check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Please check your email").waitFor();
    await expectAccessible(page);

    const confirmation = await e2e.server.mail.waitFor(
      (mail) => mail.to.includes(READER) && mail.subject.startsWith("Please confirm"),
    );
    await visit(page, link(confirmation.text, "/newsletter/confirm/"));
    await page.getByText("Thank you: your subscription is confirmed.").waitFor();
    const [subscriber] = await e2e.server.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, READER));
    expect(subscriber).toMatchObject({ status: "confirmed", topics: ["janazah", "events"] });

    const admin = await adminPage(e2e, {
      email: "newsletter.staff@example.org",
      name: "Newsletter Staff",
    });
    await visit(admin, `${e2e.server.url}/admin/newsletter`);
    await admin.getByRole("link", { name: "New newsletter" }).click();
    await admin.getByRole("heading", { name: "New newsletter", level: 1 }).waitFor();
    await admin.getByLabel("Subject").fill("Open day on Saturday");
    await admin.getByLabel("Send to").selectOption("events");
    await admin.getByLabel("Text").fill("## Welcome\n\nCome and see the **new classrooms**.");
    await admin.getByTestId("newsletter-preview").getByText("new classrooms").waitFor();
    await admin.getByRole("button", { name: "Send a test to me" }).click();
    await admin.getByText("A test was queued to newsletter.staff@example.org.").waitFor();
    const test = await e2e.server.mail.waitFor((mail) =>
      mail.to.includes("newsletter.staff@example.org"),
    );
    expect(test.subject).toBe("[Test] Open day on Saturday");
    expect(test.html).toContain("<strong>new classrooms</strong>");
    await expectAccessible(admin);

    admin.once("dialog", (dialog) => void dialog.accept());
    await admin.getByRole("button", { name: "Send to Events subscribers" }).click();
    await admin.getByText("Sending has started.").waitFor();
    // The page asks again while it is being sent, until every email has gone.
    await admin.getByTestId("issue-state").getByText("Sent").waitFor();
    expect(await admin.getByTestId("progress-sent").innerText()).toBe("1");
    expect(await admin.getByTestId("progress-remaining").innerText()).toBe("0");
    await expectAccessible(admin);
    expect(await e2e.server.database.db.select().from(newsletterIssues)).toMatchObject([
      { subject: "Open day on Saturday", status: "sent" },
    ]);

    const issue = await e2e.server.mail.waitFor(
      (mail) => mail.to.includes(READER) && mail.subject === "Open day on Saturday",
    );
    const unsubscribe = link(issue.text, "/newsletter/unsubscribe/");
    expect(issue.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);
    expect(issue.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(issue.html).not.toMatch(/<img/);

    await visit(page, unsubscribe);
    await page.getByText(`Subscribed as ${READER}`).waitFor();
    await page.getByRole("button", { name: "Unsubscribe and delete my address" }).click();
    await page.getByRole("heading", { name: "Unsubscribed", level: 1 }).waitFor();
    await expectAccessible(page);
    expect(
      await e2e.server.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, READER)),
    ).toEqual([]);

    // A mail program's one-click POST (RFC 8058), from no browser: answered 200, even again.
    const oneClick = await fetch(unsubscribe, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
  });
});
