import { describe, expect, it } from "vitest";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { site } from "#app/lib/config/site";
import { auditLog } from "#app/lib/db/schema";
import { addDays, localDate } from "#app/lib/time/london";
import { adminPage, openAdminSection } from "../support/admin-page";
import { expectAccessible, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

describe("site settings", () => {
  it("an administrator changes the phone, tagline, a social link and the banner; a visitor sees them on the next load at 390 px", async () => {
    const admin = await adminPage(e2e, { email: "office@example.org", name: "Khadija Office" });
    await openAdminSection(admin, e2e.server.url, "Settings", "/admin/settings");
    await admin.getByRole("heading", { name: "Site settings", level: 1 }).waitFor();
    await expectAccessible(admin);
    expect(await admin.getByLabel("Centre name").inputValue()).toBe(site.name);

    const today = localDate(Date.now());
    await admin.getByLabel("Tagline").fill("Open to everyone in Watford, every day");
    await admin.getByLabel("Phone (as shown)").fill("01923 555 010");
    await admin.getByLabel("Phone (international, for links)").fill("+441923555010");
    await admin.getByLabel("Facebook").fill("https://www.facebook.com/watfordislamiccentre");
    await admin.getByLabel("Announcement text").fill("Eid prayer is at 8am in Cassiobury Park.");
    await admin.getByLabel("Announcement link", { exact: false }).fill("/contact");
    await admin.getByLabel("Link text").fill("How to get there");
    await admin.getByLabel("Show from").fill(today);
    await admin.getByLabel("Show until").fill(addDays(today, 3));
    // A link that is not WhatsApp's is refused next to its field, and nothing is saved.
    const library = admin.getByLabel("WhatsApp: WIC Library");
    await library.fill("https://example.com/join-us");
    await admin.getByRole("button", { name: "Save all sections" }).click();
    await admin
      .getByText("WhatsApp links must start with https://chat.whatsapp.com/ or https://wa.me/")
      .first()
      .waitFor();
    expect(await library.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(admin);
    expect((await getSiteSettings(e2e.server.database.db)).tagline).toBe(site.tagline);

    await library.fill("https://chat.whatsapp.com/InviteCode123");
    await admin.getByRole("button", { name: "Save all sections" }).click();
    await admin.getByText("Settings saved. Visitors see the changes on their next page.").waitFor();
    const stored = await getSiteSettings(e2e.server.database.db);
    expect(stored).toMatchObject({
      tagline: "Open to everyone in Watford, every day",
      phone: { display: "01923 555 010", international: "+441923555010" },
      socials: { facebook: "https://www.facebook.com/watfordislamiccentre" },
      whatsappGroups: { library: "https://chat.whatsapp.com/InviteCode123" },
      announcement: { text: "Eid prayer is at 8am in Cassiobury Park.", link: "/contact" },
    });
    const audit = await e2e.server.database.db.select().from(auditLog);
    expect(audit.map((entry) => entry.action)).toContain("settings.update");

    // Opening hours are rows of days and times; a section's own Save stores that section alone,
    // while a change typed in another section stays in the form, waiting to be saved.
    const hours = admin.getByRole("group", { name: "Opening hours (optional)" });
    await hours.getByRole("button", { name: "Add a row to the opening hours" }).click();
    const row = hours.getByRole("group", { name: "Row 3" });
    await row.getByRole("checkbox", { name: "Friday" }).check();
    await row.getByLabel("Opens").fill("12:30");
    await row.getByLabel("Closes").fill("14:00");
    await admin.getByLabel("Short name").fill("WIC Watford");
    await admin.getByRole("button", { name: "Save Phone, email and opening hours" }).click();
    await admin
      .getByText(
        "Phone, email and opening hours: saved. Visitors see the changes on their next page.",
      )
      .waitFor();
    await admin.getByText("Not saved yet: Name and description.").waitFor();
    const withHours = await getSiteSettings(e2e.server.database.db);
    expect(withHours.openingHours).toEqual([
      ...site.openingHours,
      { days: ["Friday"], opens: "12:30", closes: "14:00" },
    ]);
    expect(withHours.shortName).toBe(site.shortName);
    expect(await admin.getByLabel("Short name").inputValue()).toBe("WIC Watford");
    // A closing time before the opening time is refused next to the row's field.
    await row.getByLabel("Closes").fill("11:00");
    await admin.getByRole("button", { name: "Save Phone, email and opening hours" }).click();
    await row.getByText("The closing time must be after the opening time").waitFor();
    expect(await row.getByLabel("Closes").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(admin);
    await row.getByLabel("Closes").fill("14:00");
    await admin.getByRole("button", { name: "Save Name and description" }).click();
    await admin
      .getByText("Name and description: saved. Visitors see the changes on their next page.")
      .waitFor();
    expect((await getSiteSettings(e2e.server.database.db)).shortName).toBe("WIC Watford");
    await admin.context().close();

    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/`);
    const banner = visitor.getByRole("region", { name: "Announcement" });
    expect(await banner.innerText()).toContain("Eid prayer is at 8am in Cassiobury Park.");
    expect(await banner.getByRole("link", { name: "How to get there" }).getAttribute("href")).toBe(
      "/contact",
    );
    const footer = visitor.getByRole("contentinfo");
    expect(await footer.innerText()).toContain("Open to everyone in Watford, every day");
    expect(await footer.getByRole("link", { name: "01923 555 010" }).getAttribute("href")).toBe(
      "tel:+441923555010",
    );
    expect(
      await footer
        .getByRole("list", { name: "Social media" })
        .getByRole("link", { name: "Facebook" })
        .getAttribute("href"),
    ).toBe("https://www.facebook.com/watfordislamiccentre");
    expect(await visitor.getByRole("main").innerText()).toContain(
      "Open to everyone in Watford, every day",
    );

    await visit(visitor, `${e2e.server.url}/contact`);
    expect(
      await visitor.getByRole("main").getByRole("link", { name: "01923 555 010" }).count(),
    ).toBe(1);
    await visitor.getByRole("region", { name: "Announcement" }).waitFor();

    await visit(visitor, `${e2e.server.url}/projects/library`);
    expect(
      await visitor.getByRole("link", { name: "Join Our WhatsApp" }).getAttribute("href"),
    ).toBe("https://chat.whatsapp.com/InviteCode123");
    await expectAccessible(visitor);
    await visitor.context().close();
  });
});
