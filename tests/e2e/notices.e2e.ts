import { describe, expect, it } from "vitest";
import { notices } from "#app/lib/db/schema";
import { adminPage } from "../support/admin-page";
import { freezeServerClock, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/** Tuesday 1 December 2026, 10:00 in London (GMT). */
const MORNING = Date.parse("2026-12-01T10:00:00Z");
/** The same evening, after the notice's end at 18:00. */
const EVENING = Date.parse("2026-12-01T18:30:00Z");

describe("notices", () => {
  it("an admin writes an urgent notice for the banner; visitors see it on every page, at /notices, its page and the feed, until it ends", async () => {
    const admin = await adminPage(e2e, { email: "notices@example.org", name: "Notice Writer" });
    await freezeServerClock(admin, e2e.server.url, MORNING);
    await visit(admin, `${e2e.server.url}/admin/notices`);
    await admin.getByRole("link", { name: "New notice" }).click();
    await admin.getByRole("heading", { name: "New notice", level: 1 }).waitFor();
    // A new notice starts now (the request's clock) and ends at the end of the day.
    expect(await admin.getByLabel("Starts (UK time)").inputValue()).toBe("2026-12-01T10:00");
    await admin.getByLabel("Title").fill("Centre closed this afternoon");
    await admin
      .getByLabel("Text", { exact: true })
      .fill("The heating has failed.\nZuhr is prayed in the hall.");
    await admin.getByLabel("Kind").selectOption({ label: "Urgent" });
    // The topic follows the kind.
    expect(await admin.getByLabel(/^Topic/).inputValue()).toBe("urgent");
    await admin.getByLabel("Ends (UK time)").fill("2026-12-01T18:00");
    expect(await admin.getByLabel("Site banner").isChecked()).toBe(true);
    await admin.getByRole("button", { name: "Save notice" }).click();
    await admin.getByRole("heading", { name: "Edit notice", level: 1 }).waitFor();
    await admin.getByText("Notice saved").waitFor();
    const [stored] = await e2e.server.database.db.select().from(notices);
    expect(stored).toMatchObject({ kind: "urgent", topic: "urgent", onSite: true });
    expect(stored?.endsAt).toEqual(new Date("2026-12-01T18:00:00Z"));
    await visit(admin, `${e2e.server.url}/admin/notices`);
    await admin
      .getByRole("region", { name: "Current (1)" })
      .getByRole("row", { name: /Centre closed this afternoon/ })
      .waitFor();

    const visitor = await newPage(e2e.browser, PHONE);
    await freezeServerClock(visitor, e2e.server.url, MORNING);
    await visit(visitor, `${e2e.server.url}/`);
    const banner = visitor.getByRole("region", { name: "Notices" });
    await banner.getByRole("link", { name: "Urgent: Centre closed this afternoon" }).click();
    await visitor.waitForURL(`${e2e.server.url}/notices/${stored?.id}`);
    await visitor
      .getByRole("heading", { name: "Centre closed this afternoon", level: 1 })
      .waitFor();
    await visitor.getByText("Zuhr is prayed in the hall.", { exact: false }).waitFor();

    await visit(visitor, `${e2e.server.url}/notices`);
    const current = visitor.getByRole("region", { name: "Current notices" });
    await current.getByRole("link", { name: "Centre closed this afternoon" }).waitFor();
    const feedHref = await visitor
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute("href");
    expect(feedHref).toBe("/notices/feed.xml");
    const feed = await visitor.request.get(`${e2e.server.url}${feedHref}`);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain("<title>Centre closed this afternoon</title>");
    expect(xml).toContain(`/notices/${stored?.id}</link>`);

    // After its end the banner is gone, and the notice is listed among the recent ones.
    await freezeServerClock(visitor, e2e.server.url, EVENING);
    await visit(visitor, `${e2e.server.url}/`);
    await visitor.getByRole("banner").waitFor();
    expect(await visitor.getByRole("region", { name: "Notices" }).count()).toBe(0);
    await visit(visitor, `${e2e.server.url}/notices`);
    await visitor
      .getByRole("region", { name: "Recent notices" })
      .getByRole("link", { name: "Centre closed this afternoon" })
      .waitFor();
    await visitor.context().close();
    await admin.context().close();
  });
});
