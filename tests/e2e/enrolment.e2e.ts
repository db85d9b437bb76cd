import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { submissions } from "#app/lib/db/schema";
import {
  DESKTOP,
  expectAccessible,
  expectAccessibleWithoutJavaScript,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { newestRow } from "../support/database";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();
const SUCCESS = "Thank you! Your enrolment has been submitted successfully.";

const latestEnrolment = () =>
  newestRow(e2e.server.database.db, submissions, eq(submissions.kind, "enrolment"));

async function fillParent(page: Page, email: string) {
  await page.getByLabel("Parent/Guardian name").fill("Hafsa Ali");
  await page.getByLabel("Phone number").fill("07700 900111");
  await page.getByLabel("Email address").fill(email);
}

async function fillLearner(page: Page, group: string, name: string, age: string, course: string) {
  const learner = page.getByRole("group", { name: group, exact: true });
  await learner.getByLabel("Full name").fill(name);
  await learner.getByLabel("Age").fill(age);
  await learner.getByLabel("Course").selectOption({ label: course });
  return learner;
}

describe("academy enrolment", () => {
  it("enrols two children in two courses: banner, both emails and the stored row", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/enrol-now`);
    await page.screenshot({ path: "/tmp/academy-desktop.png", fullPage: true });
    await fillParent(page, "hafsa.js@example.org");
    const first = await fillLearner(
      page,
      "Child 1",
      "Yusuf",
      "8",
      "Weekday Quran & Arabic Classes",
    );
    await first.getByLabel("Monday & Wednesday").check();
    await first.getByLabel("Tuesday & Thursday").check();
    await page.getByRole("button", { name: "Add Another Child" }).click();
    const second = await fillLearner(page, "Child 2", "Aisha", "11", "Weekend Islamic Education");
    await second.getByLabel("Sunday Only").check();
    await page.getByLabel(/I have read and agree/).check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Submit Enrolment" }).click();

    const banner = page.getByRole("status").filter({ hasText: SUCCESS }).first();
    await banner.waitFor();
    await expectAccessible(page);
    expect(
      await page.getByRole("group", { name: "Child 1" }).getByLabel("Full name").inputValue(),
    ).toBe("");
    expect(await page.getByRole("group", { name: "Child 2" }).count()).toBe(0);
    // The in-form banner goes after 3 seconds.
    await page.locator("form >> role=status").waitFor({ state: "detached" });

    expect(await latestEnrolment()).toMatchObject({
      payload: {
        parentEmail: "hafsa.js@example.org",
        learners: [
          {
            name: "Yusuf",
            age: 8,
            course: "weekday",
            scheduleOptions: ["Monday & Wednesday", "Tuesday & Thursday"],
          },
          { name: "Aisha", age: 11, course: "weekend", scheduleOptions: ["Sunday Only"] },
        ],
      },
    });
    const toCentre = await e2e.server.mail.waitFor(
      (email) => email.to.includes(site.emails.contact) && email.replyTo === "hafsa.js@example.org",
    );
    expect(toCentre.text).toContain("Learner 1 schedule: Monday & Wednesday, Tuesday & Thursday");
    expect(toCentre.text).toContain("Learner 2 course: Weekend Islamic Education");
    const toParent = await e2e.server.mail.waitFor((email) =>
      email.to.includes("hafsa.js@example.org"),
    );
    expect(toParent.replyTo).toBe(site.emails.contact);
    expect(toParent.text).toContain("Emergency contact name: Same as parent");
    await page.context().close();
  });

  it("alerts 'Please select schedule options for …' and sends nothing until a day is chosen", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/enrol-now`);
    const before = await latestEnrolment();
    await fillParent(page, "alert@example.org");
    const first = await fillLearner(page, "Child 1", "Maryam", "9", "Weekend Islamic Education");
    await first.getByText("Please select at least one schedule option").waitFor();
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole("button", { name: "Submit Enrolment" }).click();
    await page
      .getByRole("alert")
      .getByText("Please select schedule options for Maryam in Weekend Islamic Education")
      .waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/academy-phone-alert.png", fullPage: true });
    expect((await latestEnrolment())?.id).toBe(before?.id);

    // Changing the course clears the days chosen.
    await first.getByLabel("Saturday Only").check();
    await first.getByLabel("Course").selectOption({ label: "Weekday Quran & Arabic Classes" });
    await first.getByLabel("Course").selectOption({ label: "Weekend Islamic Education" });
    expect(await first.getByLabel("Saturday Only").isChecked()).toBe(false);
    await page.context().close();
  });

  it("relabels an adult enrolment and hides Add Another Child; ?course= preselects the course", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/enrol-now`);
    await page.getByRole("link", { name: "Enrol Now: Adult Quran & Arabic Programme" }).click();
    await page.waitForURL(/course=adult/);
    const adult = page.getByRole("group", { name: "Adult Learner", exact: true });
    await adult.waitFor();
    expect(await page.getByRole("heading", { name: "Your Information" }).count()).toBe(1);
    expect(await adult.getByLabel("Course").inputValue()).toBe("adult");
    expect(await page.getByRole("button", { name: "Add Another Child" }).count()).toBe(0);
    await adult.getByText("Please select a course option").waitFor();
    await adult.getByLabel("Tafseer Only").check();
    await expectAccessible(page);
    await page.screenshot({ path: "/tmp/academy-phone-adult.png", fullPage: true });

    const direct = await newPage(e2e.browser, DESKTOP);
    await visit(direct, `${e2e.server.url}/enrol-now?course=weekend`);
    expect(
      await direct.getByRole("group", { name: "Child 1" }).getByLabel("Course").inputValue(),
    ).toBe("weekend");
    await direct.context().close();
    await page.context().close();
  });

  it("sets every section heading in one face: the site's heading face", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/enrol-now`);
    const faceOf = (element: Element) => getComputedStyle(element).fontFamily;
    const sections = [
      "Parent/Guardian Information",
      "Children's Information",
      "Emergency Contact",
      "Additional Information",
    ];
    for (const name of sections)
      await page.getByRole("heading", { level: 3, name, exact: true }).waitFor();
    const faces = await page
      .locator("main :is(h2, h3)")
      .evaluateAll((headings) => headings.map((heading) => getComputedStyle(heading).fontFamily));
    expect(faces.length).toBeGreaterThanOrEqual(sections.length + 3);
    expect(new Set(faces)).toEqual(new Set([faces[0]]));
    expect(faces[0]).toMatch(/^"Fraunces Variable"/);
    // The boxes of each learner are titled in the same face.
    expect(
      await page.getByRole("group", { name: "Child 1" }).locator("legend").evaluate(faceOf),
    ).toBe(faces[0]);
    await page.context().close();
  });

  it("enrols two children without JavaScript", async () => {
    const context = await e2e.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await visit(page, `${e2e.server.url}/enrol-now?course=weekday`, 200, { javaScript: false });
    await page.screenshot({ path: "/tmp/academy-phone-nojs.png", fullPage: true });
    await fillParent(page, "hafsa.nojs@example.org");
    const first = page.getByRole("group", { name: "Child 1", exact: true });
    await first.getByLabel("Full name").fill("Yusuf");
    await first.getByLabel("Age").fill("8");
    await first.getByLabel("Monday to Thursday").check();
    await page.getByRole("button", { name: "Add Another Child" }).click();
    await page.waitForLoadState();
    expect(await first.getByLabel("Full name").inputValue()).toBe("Yusuf");
    const second = await fillLearner(page, "Child 2", "Aisha", "11", "Weekend Islamic Education");
    // Submitting without a day for Aisha: the server's alert, everything kept.
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole("button", { name: "Submit Enrolment" }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("alert").innerText()).toContain(
      "Please select schedule options for Aisha in Weekend Islamic Education",
    );
    await expectAccessibleWithoutJavaScript(page);
    expect(await second.getByLabel("Full name").inputValue()).toBe("Aisha");
    await second.getByLabel("Saturday Only").check();
    await page.getByRole("button", { name: "Submit Enrolment" }).click();
    await page.waitForLoadState();
    await page.getByText(SUCCESS).first().waitFor();
    await expectAccessibleWithoutJavaScript(page);
    expect(await latestEnrolment()).toMatchObject({
      payload: {
        parentEmail: "hafsa.nojs@example.org",
        learners: [
          { name: "Yusuf", course: "weekday", scheduleOptions: ["Monday to Thursday"] },
          { name: "Aisha", course: "weekend", scheduleOptions: ["Saturday Only"] },
        ],
      },
    });
    await e2e.server.mail.waitFor((email) => email.to.includes("hafsa.nojs@example.org"));
    await context.close();
  });
});
