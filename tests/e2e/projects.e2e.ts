import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { submissions } from "#app/lib/db/schema";
import {
  DESKTOP,
  expectAccessible,
  expectNotFoundInSite,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { newestRow } from "../support/database";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

const latestSubmission = () => newestRow(e2e.server.database.db, submissions);

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

const SLUGS = [
  "library",
  "wic-fc",
  "business-and-barakah",
  "elders",
  "youth-club",
  "baby-and-mum",
  "quran-breakfast-circle",
  "advice-and-counselling",
];

describe("projects pages", () => {
  it("lists the eight projects, each with Learn More, and every page passes axe", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/projects`);
    const cards = page.getByRole("main").getByRole("listitem");
    expect(await cards.count()).toBe(8);
    expect(await page.getByText("Learn More").count()).toBe(8);
    for (const slug of SLUGS) await visit(page, `${e2e.server.url}/projects/${slug}`);
    await page.context().close();
  });

  it("answers 404 with 'Project Not Found' for an unknown slug", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await expectNotFoundInSite(page, `${e2e.server.url}/projects/knitting`, "Project Not Found");
    await page.getByText("The project you're looking for doesn't exist.").waitFor();
    // Inside the site's layout, with a way back to the projects.
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: "See all projects" })
        .getAttribute("href"),
    ).toBe("/projects");
    expect(await page.title()).toContain("Project Not Found");
    await page.context().close();
  });

  it("shows the per-project copy and hides WhatsApp buttons that are not configured", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/projects/elders`);
    await page.getByRole("heading", { name: "Honoring Our Beloved Elders" }).waitFor();
    expect(await page.locator('[lang="ar"]').count()).toBe(1);
    expect(await page.getByText(/WhatsApp/).count()).toBe(0);
    await visit(page, `${e2e.server.url}/projects/youth-club`);
    await page.getByText("Food, Games, Sports, Salah…").waitFor();
    await visit(page, `${e2e.server.url}/projects/advice-and-counselling`);
    for (const point of ["100% Confidential", "Qualified Scholars", "Timely Response"])
      await page.getByText(point, { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Confidentiality and privacy" }).waitFor();
    await page.context().close();
  });
});

describe("project forms", () => {
  it("library: Donate Books opens the form with that purpose, scrolls to it and sends", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/projects/library`);
    expect(await page.locator("#project-form").count()).toBe(0);
    await page.getByRole("link", { name: "Donate Books" }).click();
    await page.locator("#project-form").waitFor();
    expect(await page.getByLabel("Purpose").inputValue()).toBe("Donate Books");
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById("project-form")?.getBoundingClientRect().top),
      )
      .toBeCloseTo(80, -1);
    await fill(page, { Name: "Khadija Ali", Phone: "07700 900501", Email: "khadija@example.org" });
    await page.getByLabel("Message (optional)").fill("Two boxes of children's books.");
    await page.getByRole("button", { name: "Submit" }).click();
    await page
      .getByText("Thank you! We have received your details and will contact you soon.")
      .waitFor();
    expect(await latestSubmission()).toMatchObject({
      kind: "project-interest",
      payload: { project: "library", purpose: "Donate Books", name: "Khadija Ali" },
    });
    const mail = await e2e.server.mail.waitFor(
      (email) => email.to.includes(site.emails.contact) && email.subject.includes("Khadija Ali"),
    );
    expect(mail.text).toContain("Two boxes of children's books.");
    await e2e.server.mail.waitFor((email) => email.to.includes("khadija@example.org"));
    await page.context().close();
  });

  it("Quran circle: asks Men or Women", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/projects/quran-breakfast-circle`);
    await page.getByRole("main").getByRole("link", { name: "Volunteer", exact: true }).click();
    await fill(page, { Name: "Maryam Noor", Phone: "07700 900502", Email: "maryam@example.org" });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Please choose Men or Women").first().waitFor();
    await page.getByLabel("Women").check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Thank you! We have received your details").waitFor();
    expect((await latestSubmission())?.payload).toMatchObject({
      gender: "Women",
      name: "Maryam Noor",
    });
    await e2e.server.mail.waitFor((email) => email.subject.includes("Maryam Noor"));
    await page.context().close();
  });

  it("WIC FC: Under 21 sets the age category (default +22)", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/projects/wic-fc?action=%2B22`);
    expect(await page.getByLabel("Age category").inputValue()).toBe("+22");
    await page.getByRole("link", { name: "Under 21" }).click();
    await expect.poll(() => page.getByLabel("Age category").inputValue()).toBe("Under 21");
    await fill(page, {
      Name: "Ibrahim Saeed",
      Phone: "07700 900503",
      Email: "ibrahim@example.org",
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Thank you! We have received your details").waitFor();
    expect(await latestSubmission()).toMatchObject({
      kind: "football",
      payload: { ageCategory: "Under 21", name: "Ibrahim Saeed" },
    });
    await e2e.server.mail.waitFor((email) => email.subject.includes("WIC FC Under 21"));
    await page.context().close();
  });

  it("elders Register: date of birth from three selects, the 5 s banner", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/projects/elders`);
    await page.getByRole("link", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Elders Registration" }).waitFor();
    await fill(page, { Name: "Haji Abdul Rahman", "Phone number": "07700 900504" });
    await page.getByLabel("Day").selectOption("31");
    await page.getByLabel("Month").selectOption("02");
    await page.getByLabel("Year").selectOption("1948");
    await page.getByLabel("Male", { exact: true }).check();
    await page.getByLabel("Yes").check();
    await fill(page, { "Emergency contact name": "Sara Rahman" });
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await page.getByText("Please choose a real date of birth").first().waitFor();
    await page.getByLabel("Day").selectOption("07");
    await page.getByLabel("Month").selectOption("03");
    await page.getByRole("button", { name: "Submit Registration" }).click();
    await page.getByText("Thank you for your registration!").waitFor();
    await page.getByText("We have received your submission and will contact you soon.").waitFor();
    expect(await latestSubmission()).toMatchObject({
      kind: "elders-registration",
      payload: { dateOfBirth: "07/03/1948", name: "Haji Abdul Rahman" },
    });
    const mail = await e2e.server.mail.waitFor((email) =>
      email.subject.includes("Haji Abdul Rahman"),
    );
    expect(mail.text).toContain("07/03/1948");
    await page.getByText("Thank you for your registration!").waitFor({ state: "detached" });
    await page.context().close();
  });

  it.each(["Volunteer", "Sponsor"])(
    "elders %s: the application form and the applicant's copy",
    async (mode) => {
      const page = await newPage(e2e.browser, DESKTOP);
      await visit(page, `${e2e.server.url}/projects/elders`);
      await page.getByRole("main").getByRole("link", { name: mode, exact: true }).click();
      await page.getByRole("heading", { name: `${mode} Application` }).waitFor();
      const email = `${mode.toLowerCase()}@example.org`;
      await fill(page, {
        "First name": "Zainab",
        "Last name": mode,
        Email: email,
        "Phone number": "07700 900505",
      });
      if (mode === "Sponsor") await page.getByLabel("Organisation (optional)").fill("Barakah Ltd");
      else await page.getByLabel("Availability (optional)").fill("Tuesday mornings");
      await page.getByRole("button", { name: "Submit Application" }).click();
      await page
        .getByText(`${mode} application submitted successfully! We will contact you soon.`)
        .waitFor();
      expect(await latestSubmission()).toMatchObject({
        kind: "elders-application",
        payload: { formType: mode, lastName: mode },
      });
      await e2e.server.mail.waitFor(
        (mail) => mail.to.includes(site.emails.contact) && mail.subject.includes(`Zainab ${mode}`),
      );
      const copy = await e2e.server.mail.waitFor((mail) => mail.to.includes(email));
      expect(copy.text).toContain(`${mode} application submitted successfully!`);
      await page.context().close();
    },
  );

  it("counselling: Marriage by default, the banner, and no situation in the email", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/projects/advice-and-counselling`);
    expect(await page.getByLabel("Enquiry type").inputValue()).toBe("Marriage");
    await page.getByRole("link", { name: "Request Consultation" }).click();
    await fill(page, {
      Name: "Anonymous Sister",
      Phone: "07700 900506",
      Email: "sister@example.org",
    });
    await page.getByLabel("Female").check();
    await page.getByLabel("Your situation").fill("A very private matter about my family.");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await page.getByText("Request Submitted Successfully").waitFor();
    await page
      .getByText(
        "We have received your request and will contact you within 48-72 hours to arrange a consultation.",
      )
      .waitFor();
    const row = await latestSubmission();
    expect(row).toMatchObject({
      kind: "advice-and-counselling",
      payload: { enquiryType: "Marriage", situation: "A very private matter about my family." },
    });
    const mail = await e2e.server.mail.waitFor(
      (email) => email.to.includes(site.emails.contact) && email.subject.includes("confidential"),
    );
    expect(mail.text).not.toContain("very private matter");
    expect(mail.text).toContain(`/admin/submissions/${row?.id}`);
    await page.context().close();
  });

  it("works without JavaScript: a business purpose link, server errors, then the banner", async () => {
    const page = await newPage(e2e.browser, { ...PHONE, javaScriptEnabled: false });
    await visit(page, `${e2e.server.url}/projects/business-and-barakah`, 200, {
      javaScript: false,
    });
    await page.getByRole("link", { name: "Invest" }).click();
    await page.waitForLoadState();
    expect(await page.getByLabel("Purpose").inputValue()).toBe("Invest");
    await fill(page, { Name: "Omar Farooq", Email: "omar@" });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("alert").innerText()).toContain(
      "Phone: Please enter your phone number",
    );
    expect(await page.getByLabel("Name").inputValue()).toBe("Omar Farooq");
    await fill(page, { Phone: "07700 900507", Email: "omar@example.org" });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState();
    await page.getByText("Thank you! We have received your details").waitFor();
    expect(await latestSubmission()).toMatchObject({
      payload: { project: "business-and-barakah", purpose: "Invest", name: "Omar Farooq" },
    });
    await e2e.server.mail.waitFor((email) => email.to.includes("omar@example.org"));
    await page.context().close();
  });
});

describe("/volunteer", () => {
  it("lists the ways to help and sends the volunteer form", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/volunteer`);
    await page.getByRole("heading", { name: "Ways to help" }).waitFor();
    await fill(page, { Name: "Hamza Iqbal", Phone: "07700 900508", Email: "hamza@example.org" });
    await page.getByLabel("Elders").check();
    await page.getByLabel("WIC Library").check();
    await page.getByLabel("Availability (optional)").fill("Saturday mornings");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Thank you! We have received your details").waitFor();
    await expectAccessible(page);
    expect(await latestSubmission()).toMatchObject({
      kind: "volunteer",
      payload: { areas: ["WIC Library", "Elders"], name: "Hamza Iqbal" },
    });
    const mail = await e2e.server.mail.waitFor((email) => email.subject.includes("Hamza Iqbal"));
    expect(mail.text).toContain("WIC Library, Elders");
    await page.context().close();
  });
});

describe("screenshots", () => {
  it("renders at 390 px and 1280 px without sideways scrolling", async () => {
    for (const [name, options] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const page = await newPage(e2e.browser, options);
      for (const path of [
        "/projects",
        "/projects/elders",
        "/projects/advice-and-counselling?action=Request%20Consultation",
        "/volunteer",
      ]) {
        await page.goto(`${e2e.server.url}${path}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        if (process.env.WIC_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.WIC_SCREENSHOTS}/${name}-${path.split("?")[0]?.replaceAll("/", "_")}.png`,
            fullPage: true,
          });
      }
      await page.context().close();
    }
  });
});
