import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEEKER_CONTACTS_WITHHELD } from "#app/features/directory/rules";
import { seedDirectory } from "#app/features/directory/seed.server";
import { CV_SECURITY_NOTE } from "#app/features/directory/seekers/cv";
import { businesses, jobSeekers, users } from "#app/lib/db/schema";
import { adminPage, ensureAdmin, logIn } from "../support/admin-page";
import { createAccount } from "../support/auth";
import {
  DESKTOP,
  expectAccessible,
  expectAccessibleWithoutJavaScript,
  newPage,
  PHONE,
  visit,
} from "../support/browser";
import { setupBrowserTests } from "../support/e2e";

const e2e = setupBrowserTests();

beforeAll(async () => {
  await seedDirectory(e2e.server.database.db);
});

describe("business directory", () => {
  it("finds a seeded business by search and category on a desktop; chips, Clear All and the back button work", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: e2e.server.url,
    });
    await visit(page, `${e2e.server.url}/directory`);
    await page.getByRole("heading", { level: 1, name: "Business Directory" }).waitFor();
    await page
      .getByTestId("result-count")
      .filter({ hasText: /^47 results$/ })
      .waitFor();
    // Pending listings are not public.
    expect(await page.getByText("Watford Halal Pizza").count()).toBe(0);

    await page.getByLabel("Search by name, description, category or postcode").fill("bakery");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/directory\?q=bakery$/);
    const card = page.getByRole("article", { name: "Al-Noor Bakery" });
    await card.waitFor();
    await page
      .getByTestId("result-count")
      .filter({ hasText: /^1 result$/ })
      .waitFor();
    expect(
      await card.getByRole("link", { name: /WD24 5ER, 12 St Albans Road/ }).getAttribute("href"),
    ).toBe(
      "https://www.google.com/maps/search/?api=1&query=WD24%205ER%2C%2012%20St%20Albans%20Road%2C%20Watford",
    );
    expect(await card.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toBe(
      "https://facebook.com/alnoorbakery",
    );
    await expectAccessible(page);

    // Copy address: its toast (decision 0105).
    await card.getByRole("button", { name: "Copy address of Al-Noor Bakery" }).click();
    await page.getByText("Address copied!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "WD24 5ER, 12 St Albans Road, Watford",
    );

    // A category from the multi-select (checking it applies the filter).
    await page.getByText("Categories", { exact: true }).click();
    await page.getByLabel("Search categories").fill("butch");
    await page.getByLabel("Butchers").check();
    await page.waitForURL(/sub=Butchers/);
    await page.getByText("No businesses found").waitFor(); // "bakery" AND Butchers
    await expectAccessible(page);
    await page.getByRole("link", { name: /Search: bakery/ }).click();
    await page.waitForURL(/\/directory\?sub=Butchers$/);
    await page.getByRole("article", { name: "Barakah Butchers" }).waitFor();
    await page
      .getByTestId("result-count")
      .filter({ hasText: /^1 result$/ })
      .waitFor();

    await page.goBack();
    await page.waitForURL(/q=bakery&sub=Butchers/);
    await page.getByText("No businesses found").waitFor();
    await page.getByRole("link", { name: "Clear All" }).click();
    await page.waitForURL(`${e2e.server.url}/directory`);
    await page
      .getByTestId("result-count")
      .filter({ hasText: /^47 results$/ })
      .waitFor();
    await page.context().close();
  });

  it("works on a phone without JavaScript: search by postcode, the letter filter and pagination", async () => {
    const page = await newPage(e2e.browser, { ...PHONE, javaScriptEnabled: false });
    await visit(page, `${e2e.server.url}/directory`, 200, { javaScript: false });
    await page.getByLabel("Search by name, description, category or postcode").fill("WD18 0DU");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/q=WD18\+0DU/);
    await page.getByRole("article", { name: "Barakah Butchers" }).waitFor();

    await visit(page, `${e2e.server.url}/directory?category=Automotive`, 200, {
      javaScript: false,
    });
    await page.getByRole("link", { name: "Names starting with S" }).click();
    await page.waitForURL(/category=Automotive&letter=S/);
    const names = await page.getByRole("article").locator("h3").allInnerTexts();
    expect(names).toEqual(["Safar Private Hire", "Shine Hand Car Wash"]);

    await visit(page, `${e2e.server.url}/directory?page=2`, 200, { javaScript: false });
    await page.getByText("Page 2 of 2").waitFor();
    await page.getByRole("link", { name: "← Previous" }).waitFor();
    await page.context().close();
  });

  it("never shows anonymous visitors a job seeker's contact details", async () => {
    const page = await newPage(e2e.browser, PHONE);
    await visit(page, `${e2e.server.url}/directory?category=Job+Seekers`);
    const card = page.getByRole("article", { name: "Yusuf Rahman" });
    await card.waitFor();
    expect(await card.innerText()).toContain("Accounts Assistant");
    expect(await card.innerText()).toContain("+2");
    const html = await page.content();
    expect(html).not.toContain("yusuf.rahman@example.com");
    expect(html).not.toContain("07700 902001");
    await card.getByRole("button", { name: "View Profile of Yusuf Rahman" }).click();
    const profile = page.getByRole("dialog", { name: "Yusuf Rahman" });
    await profile.getByText("North Watford").waitFor();
    expect(await profile.innerText()).toContain(SEEKER_CONTACTS_WITHHELD);
    expect(await profile.getByRole("button", { name: "View CV" }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();

    const noScript = await newPage(e2e.browser, { ...PHONE, javaScriptEnabled: false });
    await visit(noScript, `${e2e.server.url}/directory?category=Job+Seekers`, 200, {
      javaScript: false,
    });
    await noScript
      .getByRole("article", { name: "Yusuf Rahman" })
      .getByRole("link", { name: "View Profile of Yusuf Rahman" })
      .click();
    await noScript.waitForURL(/\/directory\/job-seekers\/\d+$/);
    await noScript.getByRole("heading", { level: 1, name: "Yusuf Rahman" }).waitFor();
    await expectAccessibleWithoutJavaScript(noScript);
    expect(await noScript.content()).not.toContain("yusuf.rahman@example.com");
    await noScript.context().close();
  });

  it("shows an approved business's owner the seeker's profile, then the CV viewer, and gives the focus back", async () => {
    const db = e2e.server.database.db;
    const { password } = await createAccount(db, {
      name: "Safiya Owner",
      email: "safiya@example.org",
    });
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "safiya@example.org"));
    await db
      .update(businesses)
      .set({ ownerId: owner?.id })
      .where(eq(businesses.name, "Al-Noor Bakery"));
    // An SVG CV is never shown inline, so the viewer offers the download panel.
    await db
      .update(jobSeekers)
      .set({ cvFile: "yusuf-cv.svg", cvType: "image/svg+xml" })
      .where(eq(jobSeekers.fullName, "Yusuf Rahman"));

    const page = await newPage(e2e.browser, DESKTOP);
    await logIn(page, e2e.server.url, "safiya@example.org", password);
    await visit(page, `${e2e.server.url}/directory?category=Job+Seekers`);
    const opener = page.getByRole("button", { name: "View Profile of Yusuf Rahman" });
    await opener.click();
    const profile = page.getByRole("dialog", { name: "Yusuf Rahman", exact: true });
    await profile.getByRole("link", { name: "yusuf.rahman@example.com" }).waitFor();
    await profile.getByRole("heading", { name: "Professional Details" }).waitFor();
    await expectAccessible(page);

    await profile.getByRole("button", { name: "View CV" }).click();
    const viewer = page.getByRole("dialog", { name: "Yusuf Rahman's CV" });
    await viewer.getByRole("heading", { name: "CV Document Available" }).waitFor();
    expect(await profile.count()).toBe(0);
    expect(await viewer.innerText()).toContain(CV_SECURITY_NOTE);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    await expect
      .poll(() => opener.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.context().close();
  });

  it("refuses a request body over 16 MB by its Content-Length, before the app reads it", async () => {
    const body = new FormData();
    body.append("fullName", "Too Big");
    body.append(
      "cv",
      new File([new Uint8Array(17 * 1024 * 1024)], "cv.pdf", { type: "application/pdf" }),
    );
    const response = await fetch(`${e2e.server.url}/directory/job-seekers/new`, {
      method: "POST",
      body,
      headers: { Origin: e2e.server.url },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The upload is too large.");
    const db = e2e.server.database.db;
    expect(await db.select().from(jobSeekers).where(eq(jobSeekers.fullName, "Too Big"))).toEqual(
      [],
    );
  });

  it("shows the empty state", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/directory?q=nothing-like-this`);
    await page.getByRole("heading", { name: "No businesses found" }).waitFor();
    await page.getByLabel("Category you would like to see").fill("Islamic Finance");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Category suggestion sent successfully!").first().waitFor();
    const mail = await e2e.server.mail.waitFor((email) =>
      email.subject.includes("Directory category suggestion"),
    );
    expect(mail.text).toContain("Islamic Finance");
    await page
      .getByTestId("result-count")
      .filter({ hasText: /^0 results$/ })
      .waitFor();
    await page.context().close();
  });

  it("a visitor adds two businesses in the modal, signs up and they are submitted; the admin approves one and denies the other, the owner resubmits; the approved one is found in the directory", async () => {
    const db = e2e.server.database.db;
    const reviewer = { email: "reviewer@example.org", name: "Rania Reviewer" };
    await ensureAdmin(e2e.server, reviewer);

    const owner = await newPage(e2e.browser, PHONE);
    await visit(owner, `${e2e.server.url}/directory`);
    await owner.getByRole("button", { name: "Register Your Business" }).click();
    let dialog = owner.getByRole("dialog", { name: "Add Your Business" });
    await dialog.getByRole("button", { name: "Submit for review" }).click();
    await dialog.getByText("Please add at least one business before submitting.").waitFor();
    await dialog.getByLabel("Address", { exact: true }).fill("9 Bushey Mill Lane, Watford");
    await dialog.getByRole("button", { name: "Save & Add Another" }).click();
    await dialog.getByText("Please fill in all required fields").waitFor();
    await dialog
      .locator("#business-name-error", { hasText: "Business name is required" })
      .waitFor();
    await dialog
      .locator("#business-primaryCategory-error", { hasText: "Primary category is required" })
      .waitFor();
    await dialog
      .locator("#business-address-error", {
        hasText: "Address must start with postcode (e.g., WD24 5ER, then full address)",
      })
      .waitFor();
    expect(await dialog.getByLabel("Address", { exact: true }).inputValue()).toBe(
      "9 Bushey Mill Lane, Watford",
    );
    await expectAccessible(owner);

    async function fillBusiness(name: string, category: string, address: string) {
      await dialog.getByLabel("Business name").fill(name);
      await dialog.getByLabel("Primary category").selectOption(category);
      await dialog.getByLabel("Address", { exact: true }).fill(address);
      await dialog.getByLabel("Description (optional)").fill(`${name}: proudly serving Watford.`);
    }
    await fillBusiness("Sabr Sweets", "Food & Dining", "WD24 4AA, 9 Bushey Mill Lane, Watford");
    await dialog.getByRole("button", { name: "Save & Add Another" }).click();
    await owner.waitForURL(`${e2e.server.url}/directory?register=business`);
    await owner
      .getByText("Business saved! You can add another or submit all businesses.")
      .first()
      .waitFor();
    dialog = owner.getByRole("dialog", { name: "Add Your Business" });
    await dialog.getByRole("heading", { name: "Saved businesses (1)" }).waitFor();
    await expectAccessible(owner);
    await fillBusiness("Tayyib Tyres", "Automotive", "WD25 7HH, 3 Garage Row, Garston");
    await dialog.getByRole("button", { name: "Submit All Businesses" }).click();

    // Signed out: both are kept while the visitor creates an account, then submitted.
    await owner.waitForURL(/\/signup\?redirectTo=%2Fdashboard$/);
    await owner
      .getByText("Create an account or log in to submit them for review.")
      .first()
      .waitFor();
    expect(await db.select().from(businesses).where(eq(businesses.name, "Tayyib Tyres"))).toEqual(
      [],
    );
    const form = owner.getByRole("main");
    await form.getByLabel("Full name").fill("Bilal Owner");
    await form.getByLabel("Email").fill("bilal@example.org");
    await form.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await form.getByLabel("Confirm password").fill("correct horse battery");
    await form.getByRole("button", { name: "Sign up" }).click();
    await owner.waitForURL(`${e2e.server.url}/dashboard`);
    await owner
      .getByText("2 business(es) submitted successfully! They will be reviewed by our admin team.")
      .first()
      .waitFor();
    const mine = owner.getByRole("region", { name: "My businesses" });
    await expect.poll(() => mine.getByText("Pending review").count()).toBe(2);
    await expectAccessible(owner);
    const notice = await e2e.server.mail.waitFor(
      (mail) => mail.to.includes("reviewer@example.org") && mail.subject.includes("to review"),
    );
    expect(notice.text).toContain("Business: Sabr Sweets");
    expect(notice.text).toContain("Business: Tayyib Tyres");

    // The administrator reviews them.
    const admin = await adminPage(e2e, reviewer);
    await visit(admin, `${e2e.server.url}/admin`);
    await admin.getByText(/^\d+ businesses awaiting review$/).waitFor();
    await admin
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: /Directory/ })
      .click();
    await admin.waitForURL(`${e2e.server.url}/admin/directory`);
    const sweets = admin.getByRole("row", { name: /Sabr Sweets/ });
    await sweets.waitFor();
    await expectAccessible(admin);
    await sweets.getByRole("button", { name: "Review Sabr Sweets" }).click();
    const reviewSweets = admin.getByRole("dialog", { name: "Review: Sabr Sweets" });
    await reviewSweets.getByText("Sabr Sweets: proudly serving Watford.").waitFor();
    await expectAccessible(admin);
    await reviewSweets.getByRole("button", { name: "Approve Sabr Sweets" }).click();
    await admin.getByText('Business "Sabr Sweets" approved').first().waitFor();
    const tyres = admin.getByRole("row", { name: /Tayyib Tyres/ });
    await tyres.getByRole("button", { name: "Review Tayyib Tyres" }).click();
    const reviewTyres = admin.getByRole("dialog", { name: "Review: Tayyib Tyres" });
    const deny = reviewTyres.getByRole("button", { name: "Deny Tayyib Tyres" });
    expect(await deny.isDisabled()).toBe(true);
    await reviewTyres.getByLabel("Reason for denial").fill("Please add a phone number");
    await deny.click();
    await admin.getByText('Business "Tayyib Tyres" denied').first().waitFor();
    await expectAccessible(admin);

    const approvedMail = await e2e.server.mail.waitFor(
      (mail) => mail.to.includes("bilal@example.org") && mail.subject.includes("Sabr Sweets"),
    );
    expect(approvedMail.subject).toBe('Your business "Sabr Sweets" is now in the directory');
    const deniedMail = await e2e.server.mail.waitFor(
      (mail) => mail.to.includes("bilal@example.org") && mail.subject.includes("Tayyib Tyres"),
    );
    expect(deniedMail.text).toContain("Please add a phone number");

    // The owner sees the note, edits and resubmits.
    await visit(owner, `${e2e.server.url}/dashboard`);
    await mine.getByText("Please add a phone number").waitFor();
    await mine.getByRole("link", { name: "Edit & Resubmit Tayyib Tyres" }).click();
    await owner.waitForURL(/\/directory\/businesses\/\d+\/edit$/);
    await owner.getByRole("heading", { name: "Edit & Resubmit" }).waitFor();
    await expectAccessible(owner);
    await owner.getByLabel("Phone (optional)").fill("01923 555555");
    await owner.getByRole("button", { name: "Resubmit for review" }).click();
    await owner.waitForURL(`${e2e.server.url}/dashboard`);
    await owner.getByText("Business updated and submitted for review!").first().waitFor();
    expect(await mine.getByText("Please add a phone number").count()).toBe(0);
    const item = (name: string) => mine.getByRole("listitem").filter({ hasText: name });
    await item("Sabr Sweets").getByText("Approved", { exact: true }).waitFor();
    await item("Tayyib Tyres").getByText("Pending review").waitFor();

    // The approved business is public and the filters find it.
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/directory?category=Food+%26+Dining&letter=S`);
    await visitor.getByRole("article", { name: "Sabr Sweets" }).waitFor();
    await visit(visitor, `${e2e.server.url}/directory?q=tayyib`);
    await visitor.getByText("No businesses found").waitFor();

    for (const page of [owner, admin, visitor]) await page.context().close();
  });

  it("a job seeker registers with a CV while signed out and signs up; the admin approves; a visitor cannot see the contacts and an approved business owner opens the CV", async () => {
    const db = e2e.server.database.db;
    const hrAdmin = { email: "hr-admin@example.org", name: "Huda Admin" };
    await ensureAdmin(e2e.server, hrAdmin);

    const seeker = await newPage(e2e.browser, DESKTOP);
    await visit(seeker, `${e2e.server.url}/directory`);
    await seeker.getByRole("button", { name: "Register as Job Seeker" }).click();
    const dialog = seeker.getByRole("dialog", { name: "Register as Job Seeker" });
    await dialog.getByRole("button", { name: "Submit Profile" }).click();
    await dialog.getByText("Please fill in all required fields").waitFor();
    for (const [field, message] of [
      ["fullName", "Full name is required"],
      ["email", "Email is required"],
      ["gender", "Gender is required"],
      ["availability", "Please select at least one availability option"],
      ["skills", "Please select at least one skill"],
      ["cv", "CV upload is required"],
    ] as const)
      await dialog.locator(`#seeker-${field}-error`, { hasText: message }).waitFor();
    await expectAccessible(seeker);

    await dialog.getByLabel("Full name").fill("Amina Khan");
    await dialog.getByLabel("Email").fill("amina@example.org");
    await dialog.getByLabel("Phone number").fill("07700 900456");
    await dialog.getByLabel("Location/Area").fill("North Watford");
    await dialog.getByLabel("Female").check();
    await dialog.getByLabel("Experience level").selectOption("3-5 years");
    await dialog.getByLabel("Part-time").check();
    for (const skill of ["Teaching", "Arabic", "Childcare", "Administration", "Reception"])
      await dialog.getByLabel(skill, { exact: true }).check();
    await dialog.getByLabel("Other skills (optional)").fill("Tajweed");
    await dialog.getByLabel("Desired position (optional)").fill("Teaching Assistant");
    await dialog.getByLabel("CV", { exact: true }).setInputFiles("tests/fixtures/cv.pdf");
    await dialog.getByRole("button", { name: "Submit Profile" }).click();

    await seeker.waitForURL(/\/signup\?redirectTo=%2Fdashboard$/);
    await seeker
      .getByText(
        "Job seeker profile saved! Please create an account to complete your registration.",
      )
      .first()
      .waitFor();
    expect(await db.select().from(jobSeekers).where(eq(jobSeekers.fullName, "Amina Khan"))).toEqual(
      [],
    );
    const form = seeker.getByRole("main");
    await form.getByLabel("Full name").fill("Amina Khan");
    await form.getByLabel("Email").fill("amina@example.org");
    await form.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await form.getByLabel("Confirm password").fill("correct horse battery");
    await form.getByRole("button", { name: "Sign up" }).click();
    await seeker.waitForURL(`${e2e.server.url}/dashboard`);
    await seeker
      .getByText("Your job seeker profile has been submitted for review!")
      .first()
      .waitFor();
    const profiles = seeker.getByRole("region", { name: "My job seeker profiles" });
    await profiles.getByText("Pending review").waitFor();
    await profiles.getByText("+1 more").waitFor(); // 6 skills: 5 shown
    await expectAccessible(seeker);
    const [stored] = await db
      .select()
      .from(jobSeekers)
      .where(eq(jobSeekers.fullName, "Amina Khan"));
    expect(stored?.cvFile).toMatch(/^cvs\//);

    // The administrator approves the profile.
    const admin = await adminPage(e2e, hrAdmin);
    await visit(admin, `${e2e.server.url}/admin/directory?status=pending`);
    const card = admin.getByRole("article", { name: /Amina Khan/ });
    await card.getByText("Teaching Assistant", { exact: false }).waitFor();
    await expectAccessible(admin);
    await card.getByRole("button", { name: "Review Amina Khan" }).click();
    const review = admin.getByRole("dialog", { name: "Review: Amina Khan" });
    await review.getByText("amina@example.org").waitFor();
    await expectAccessible(admin);
    await review.getByRole("button", { name: "Approve Amina Khan" }).click();
    await admin.getByText('Job seeker profile "Amina Khan" approved').first().waitFor();
    const approved = await e2e.server.mail.waitFor(
      (mail) =>
        mail.to.includes("amina@example.org") && mail.subject.includes("now in the directory"),
    );
    expect(approved.subject).toBe('Your job seeker profile "Amina Khan" is now in the directory');

    // An anonymous visitor sees the profile without contacts, and cannot fetch the CV.
    const visitor = await newPage(e2e.browser, PHONE);
    await visit(visitor, `${e2e.server.url}/directory?category=Job+Seekers&letter=A`);
    const publicCard = visitor.getByRole("article", { name: "Amina Khan" });
    await publicCard.waitFor();
    expect(await visitor.content()).not.toContain("amina@example.org");
    expect(await visitor.content()).not.toContain("07700 900456");
    const cvUrl = `${e2e.server.url}/directory/job-seekers/${stored?.id}/cv`;
    const refused = await visitor.request.get(cvUrl);
    const missing = await visitor.request.get(`${e2e.server.url}/directory/job-seekers/999999/cv`);
    expect(refused.status()).toBe(404);
    expect(missing.status()).toBe(404);
    expect(await refused.text()).toBe(await missing.text());
    await publicCard.getByRole("button", { name: "View Profile" }).click();
    const publicProfile = visitor.getByRole("dialog", { name: "Amina Khan", exact: true });
    await publicProfile.getByText("Teaching Assistant").first().waitFor();
    expect(await publicProfile.getByRole("button", { name: "View CV" }).count()).toBe(0);
    await expectAccessible(visitor);

    // The owner of an approved business sees the contacts and opens the CV.
    const { password } = await createAccount(db, {
      name: "Bashir Employer",
      email: "bashir@example.org",
    });
    const [bashir] = await db.select().from(users).where(eq(users.email, "bashir@example.org"));
    await db.insert(businesses).values({
      name: "Bashir Books",
      primaryCategory: "Retail",
      address: "WD17 2AA, 1 High Street, Watford",
      postcode: "WD17 2AA",
      status: "approved",
      ownerId: bashir?.id,
    });
    const employer = await newPage(e2e.browser, DESKTOP);
    await logIn(employer, e2e.server.url, "bashir@example.org", password);
    await visit(employer, `${e2e.server.url}/directory?category=Job+Seekers&letter=A`);
    const employerCard = employer.getByRole("article", { name: "Amina Khan" });
    await employerCard.getByText("amina@example.org").waitFor();
    await employerCard.getByRole("button", { name: "View Profile" }).click();
    const profile = employer.getByRole("dialog", { name: "Amina Khan", exact: true });
    await profile.getByText("07700 900456").waitFor();
    await expectAccessible(employer);
    await profile.getByRole("button", { name: "View CV" }).click();
    const viewer = employer.getByRole("dialog", { name: /CV/ });
    await viewer.locator(`iframe[src="/directory/job-seekers/${stored?.id}/cv"]`).waitFor();
    // Our page may frame the PDF (and nobody else's may): one policy, no "frame-ancestors 'none'".
    const cvHeaders = (await employer.request.get(cvUrl)).headers();
    expect(cvHeaders["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(cvHeaders["content-disposition"]).toMatch(/^inline; filename="Amina_Khan_CV.pdf"/);
    // The PDF loaded (the frame is shown, its time limit stopped) and no fallback replaced it.
    await viewer.locator("iframe:not(.invisible)").waitFor();
    expect(await viewer.getByText("PDF Viewer Not Available").count()).toBe(0);
    await employer.screenshot({ path: "test-results/directory-cv-viewer.png" });
    await expectAccessible(employer);
    const [download] = await Promise.all([
      employer.waitForEvent("download"),
      viewer.getByRole("button", { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Amina_Khan_CV.pdf");

    for (const page of [seeker, admin, visitor, employer]) await page.context().close();
  });
});
