import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prayerDays } from "#app/features/prayer-times/index.server";
import { iftarSignups, iftarVolunteers } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { adminPage } from "../support/admin-page";
import { expectAccessible, freezeServerClock, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/** Wednesday 10 February 2027, noon: Ramadan 1448 has begun, the iftar is on Saturday. */
const BEFORE_THE_NIGHT = instantAt("2027-02-10", "12:00");
const NIGHT = "2027-02-13";

describe("community iftars", () => {
  it("an admin adds a night and its rota; a visitor signs up for two, is emailed, and cancels", async () => {
    const admin = await adminPage(e2e, { email: "iftars@example.org", name: "Iftar Organiser" });
    await freezeServerClock(admin, e2e.server.url, BEFORE_THE_NIGHT);
    await visit(admin, `${e2e.server.url}/admin/ramadan/iftars`);
    await admin.getByLabel("Date").fill(NIGHT);
    await admin.getByLabel("Places").fill("120");
    await admin.getByLabel("Note (optional)").fill("Opening iftar: dates, water and a hot meal.");
    expect(await admin.getByLabel(/^Taking sign-ups/).isChecked()).toBe(true);
    await admin.getByRole("button", { name: "Add iftar" }).click();
    await admin.getByText("The iftar on Sat 13 Feb 2027 is added.").waitFor();
    await admin
      .getByRole("link", { name: "Sign-ups and rota for the iftar on Sat 13 Feb 2027" })
      .click();
    await admin.getByRole("heading", { name: "Iftar on Saturday 13 February 2027" }).waitFor();
    await admin.getByLabel("Name", { exact: true }).fill("Bilal Hussain");
    await admin.getByLabel("Task").fill("Serving");
    await admin.getByRole("button", { name: "Add volunteer" }).click();
    await admin.getByText("Bilal Hussain added to the rota.").waitFor();
    await expectAccessible(admin);
    const [volunteer] = await e2e.server.database.db.select().from(iftarVolunteers);
    expect(volunteer).toMatchObject({ date: NIGHT, name: "Bilal Hussain", task: "Serving" });

    const page = await newPage(e2e.browser, PHONE);
    await freezeServerClock(page, e2e.server.url, BEFORE_THE_NIGHT);
    await visit(page, `${e2e.server.url}/ramadan`);
    const section = page.getByRole("region", { name: "Community iftars" });
    const card = section.getByRole("listitem").filter({ hasText: "Saturday 13 February 2027" });
    await card.getByText("120 places left").waitFor();
    await card.getByText("Opening iftar: dates, water and a hot meal.").waitFor();
    await card
      .getByRole("link", { name: "Sign up for the iftar on Saturday 13 February 2027" })
      .click();
    await page.waitForURL(`${e2e.server.url}/ramadan/iftars/${NIGHT}`);
    await page.getByRole("heading", { name: "Community iftar", level: 1 }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("Your name").fill("Amina Begum");
    await page.getByLabel("Email").fill("amina@example.org");
    await page.getByLabel("Number of people").fill("2");
    await page.getByRole("button", { name: "Sign up" }).click();

    await page.getByRole("heading", { name: "Your iftar booking", level: 1 }).waitFor();
    await page.getByText("You are signed up. We have emailed you the details.").waitFor();
    expect(await page.getByText("2 people").count()).toBe(1);
    await expectAccessible(page);
    const [signup] = await e2e.server.database.db
      .select()
      .from(iftarSignups)
      .where(eq(iftarSignups.email, "amina@example.org"));
    expect(signup).toMatchObject({
      date: NIGHT,
      name: "Amina Begum",
      people: 2,
      cancelledAt: null,
    });

    const email = await e2e.server.mail.waitFor((mail) => mail.to.includes("amina@example.org"));
    const [day] = await prayerDays(NIGHT, 1);
    expect(email.subject).toContain("community iftar on Sat 13 February");
    for (const detail of [
      "Saturday 13 February 2027",
      `Iftar (Maghrib): ${day?.times.maghrib}`,
      "Opening iftar: dates, water and a hot meal.",
      "Places: 2 people",
    ])
      expect(email.text).toContain(detail);
    const link = /https?:\/\/\S+\/ramadan\/iftars\/booking\/[\w-]+/.exec(email.text)?.[0];
    expect(link).toBe(`${e2e.server.url}/ramadan/iftars/booking/${signup?.token}`);

    // From the email's link: cancelling frees the places.
    await visit(page, link ?? "");
    await page.getByRole("button", { name: "Cancel my booking" }).click();
    await page.getByText(/^This booking was cancelled on/).waitFor();
    await expectAccessible(page);
    const [cancelled] = await e2e.server.database.db
      .select()
      .from(iftarSignups)
      .where(eq(iftarSignups.id, signup?.id ?? 0));
    expect(cancelled?.cancelledAt).toBeInstanceOf(Date);
    await visit(page, `${e2e.server.url}/ramadan`);
    await card.getByText("120 places left").waitFor();

    await visit(admin, `${e2e.server.url}/admin/ramadan/iftars/${NIGHT}`);
    await admin.getByText("0 people booked of 120 places; 120 left.", { exact: false }).waitFor();
    await page.context().close();
    await admin.context().close();
  });
});
