import { describe, expect, it } from "vitest";
import { eidBookings } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { adminPage } from "../support/admin-page";
import { expectAccessible, freezeServerClock, newPage, PHONE, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

/** Monday 1 March 2027, noon: 22 Ramadan 1448; Eid al-Fitr is expected on Tuesday 9 March. */
const IN_THE_SHOW_WINDOW = instantAt("2027-03-01", "12:00");

describe("Eid prayers", () => {
  it("an admin adds a jama'at; a visitor books two places; the moon moves the day and the booker is told", async () => {
    const admin = await adminPage(e2e, { email: "eid@example.org", name: "Eid Organiser" });
    await freezeServerClock(admin, e2e.server.url, IN_THE_SHOW_WINDOW);
    await visit(admin, `${e2e.server.url}/admin/eid`);
    const fitr = admin.getByRole("region", { name: "Eid al-Fitr 1448" });
    expect(await fitr.getByTestId("eid-day-fitr").innerText()).toBe("Tuesday 9 March 2027");
    await fitr.getByLabel("Time", { exact: true }).fill("07:30");
    await fitr.getByLabel("Place", { exact: true }).fill("Main hall");
    await fitr.getByLabel("Khutbah language (optional)").fill("English");
    await fitr.getByLabel("Places (optional)").fill("400");
    await fitr.getByLabel(/^Booking on/).check();
    await fitr.getByRole("button", { name: "Add jama'at" }).click();
    await admin.getByText("Added the 07:30 jama'at (Main hall).").waitFor();
    await fitr.getByRole("cell", { name: "0 of 400 places booked (0 bookings)" }).waitFor();
    await expectAccessible(admin);

    const page = await newPage(e2e.browser, PHONE);
    await freezeServerClock(page, e2e.server.url, IN_THE_SHOW_WINDOW);
    await visit(page, `${e2e.server.url}/eid`);
    await page.getByRole("heading", { name: "Eid al-Fitr 1448", level: 1 }).waitFor();
    await page.getByText("Tuesday 9 March 2027 (expected: the moon sighting decides)").waitFor();
    const times = page.getByRole("region", { name: "Eid prayer times" });
    expect(await times.getByRole("listitem").innerText()).toMatch(
      /07:30\s+Main hall\s+Khutbah in English\s+400 places left/,
    );
    expect(await page.getByRole("radio", { name: /^07:30, Main hall/ }).isChecked()).toBe(true);
    await page.getByLabel("Your name").fill("Amina Begum");
    await page.getByLabel("Email").fill("amina@example.org");
    await page.getByLabel("Number of people").fill("2");
    await page.getByRole("button", { name: "Book", exact: true }).click();

    await page.getByRole("heading", { name: "Your Eid al-Fitr booking", level: 1 }).waitFor();
    const details = page.getByTestId("eid-booking");
    for (const detail of ["07:30", "Main hall", "English", "2 places", "Amina Begum"])
      await details.getByText(detail, { exact: true }).waitFor();
    await expectAccessible(page);
    const [booking] = await e2e.server.database.db.select().from(eidBookings);
    expect(booking).toMatchObject({ name: "Amina Begum", email: "amina@example.org", people: 2 });
    expect(page.url()).toBe(`${e2e.server.url}/eid/booking/${booking?.token}`);

    const email = await e2e.server.mail.waitFor(
      (mail) => mail.to.includes("amina@example.org") && mail.subject.includes("your places"),
    );
    for (const detail of [
      "Tuesday 9 March 2027",
      "07:30",
      "Main hall",
      "English",
      "2 places",
      `${e2e.server.url}/eid/booking/${booking?.token}`,
    ])
      expect(email.text).toContain(detail);

    // On the evening of 29 Ramadan the moon is not seen: Ramadan completes 30 days.
    await visit(admin, `${e2e.server.url}/admin/eid`);
    admin.once("dialog", (dialog) => dialog.accept());
    await fitr
      .getByRole("button", { name: "Moon not sighted: Eid on Wednesday 10 March 2027" })
      .click();
    await admin
      .getByText(
        "Moon not sighted: Eid al-Fitr is on Wednesday 10 March 2027. The 1 person who booked was emailed the new date.",
      )
      .waitFor();
    expect(await fitr.getByTestId("eid-day-fitr").innerText()).toBe("Wednesday 10 March 2027");
    await expectAccessible(admin);
    const moved = await e2e.server.mail.waitFor(
      (mail) => mail.to.includes("amina@example.org") && mail.subject.includes("is now on"),
    );
    expect(moved.subject).toBe(
      "Eid al-Fitr is now on Wednesday 10 March 2027: your booking moves with it",
    );
    for (const detail of ["Wednesday 10 March 2027", "07:30", "Main hall", "2 places"])
      expect(moved.text).toContain(detail);

    await visit(page, `${e2e.server.url}/eid/booking/${booking?.token}`);
    await page.getByText("Wednesday 10 March 2027", { exact: true }).waitFor();
    await page.context().close();
    await admin.context().close();
  });
});
