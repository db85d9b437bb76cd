import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/time/london";
import { adminPage } from "../support/admin-page";
import {
  DESKTOP,
  expectAccessibleWithoutJavaScript,
  freezeServerClock,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();
const ADMIN = { email: "jumuah@example.org", name: "Jumu'ah Admin" };

/** Friday 5 December 2025, 10:00: the default Jumu'ah is khutbah 13:00, jama'at 13:30. */
const FRIDAY = instantAt("2025-12-05", "10:00");

const SESSIONS = [
  "1st Jumu'ah: khutbah 13:00, jama'at 13:30 (English and Arabic)",
  "2nd Jumu'ah: khutbah 14:15, jama'at 14:45 (English)",
];

describe("Jumu'ah sessions", () => {
  it("an administrator adds a second session without JavaScript; Friday's pages and screens list both", async () => {
    const admin = await adminPage(e2e, ADMIN, { ...DESKTOP, javaScriptEnabled: false });
    await visit(admin, `${e2e.server.url}/admin/prayer-times/jumuah`, 200, { javaScript: false });
    await admin.getByRole("heading", { name: "Jumu'ah sessions" }).waitFor();
    expect(await admin.getByLabel("1st Jumu'ah: language").inputValue()).toBe("English and Arabic");
    await admin.getByLabel("2nd Jumu'ah: khutbah").fill("14:15");
    await admin.getByLabel("2nd Jumu'ah: jama'at").fill("14:00");
    await admin.getByLabel("2nd Jumu'ah: language").fill("English");
    await admin.getByRole("button", { name: "Save Jumu'ah sessions" }).click();
    await admin.getByText("The jama'at must be after the khutbah").waitFor();
    expect(await admin.getByLabel("2nd Jumu'ah: khutbah").inputValue()).toBe("14:15");
    await expectAccessibleWithoutJavaScript(admin);

    await admin.getByLabel("2nd Jumu'ah: jama'at").fill("14:45");
    await admin.getByRole("button", { name: "Save Jumu'ah sessions" }).click();
    await admin.waitForURL(`${e2e.server.url}/admin/prayer-times/jumuah`);
    await expect.poll(() => admin.getByLabel("2nd Jumu'ah: jama'at").inputValue()).toBe("14:45");
    expect(await admin.getByText("The jama'at must be after the khutbah").count()).toBe(0);
    await admin.context().close();

    const page = await newPage(e2e.browser, PHONE);
    await freezeServerClock(page, e2e.server.url, FRIDAY);
    await page.clock.setFixedTime(FRIDAY);
    await visit(page, `${e2e.server.url}/prayer-times`);
    const sessions = page.getByRole("list", { name: "Jumu'ah sessions" });
    expect(await sessions.getByRole("listitem").allInnerTexts()).toEqual(SESSIONS);
    await page.context().close();

    const screen = await newPage(e2e.browser, { viewport: { width: 1920, height: 1080 } });
    await freezeServerClock(screen, e2e.server.url, FRIDAY);
    await screen.clock.setFixedTime(FRIDAY);
    await visit(screen, `${e2e.server.url}/display`);
    const jumuah = screen.locator('[data-role="jummah"]');
    await jumuah.waitFor();
    expect(await screen.locator('[data-role="jummah-first"]').innerText()).toBe(
      "1st Jumu'ah (English and Arabic)",
    );
    expect(await screen.locator('[data-role="jummah-further"]').innerText()).toBe(SESSIONS[1]);
    await screen.context().close();
  });
});
