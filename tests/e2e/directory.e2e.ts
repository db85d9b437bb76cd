import { beforeAll, describe, expect, it } from "vitest";
import { seedDirectory } from "~/features/directory/seed.server";
import { DESKTOP, expectAccessible, newPage, PHONE, visit } from "../support/browser";
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
    expect(await page.getByTestId("result-count").innerText()).toBe("47 results");
    // Pending listings are not public.
    expect(await page.getByText("Watford Halal Pizza").count()).toBe(0);

    await page.getByLabel("Search by name, description, category or postcode").fill("bakery");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\/directory\?q=bakery$/);
    const card = page.getByRole("article", { name: "Al-Noor Bakery" });
    await card.waitFor();
    expect(await page.getByTestId("result-count").innerText()).toBe("1 result");
    expect(
      await card.getByRole("link", { name: /WD24 5ER, 12 St Albans Road/ }).getAttribute("href"),
    ).toBe(
      "https://www.google.com/maps/search/?api=1&query=WD24%205ER%2C%2012%20St%20Albans%20Road%2C%20Watford",
    );
    expect(await card.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toBe(
      "https://facebook.com/alnoorbakery",
    );
    await expectAccessible(page);

    // Copy address: the spec's toast.
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
    expect(await page.getByTestId("result-count").innerText()).toBe("1 result");

    await page.goBack();
    await page.waitForURL(/q=bakery&sub=Butchers/);
    await page.getByText("No businesses found").waitFor();
    await page.getByRole("link", { name: "Clear All" }).click();
    await page.waitForURL(`${e2e.server.url}/directory`);
    expect(await page.getByTestId("result-count").innerText()).toBe("47 results");
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
    await card.getByText("View Profile").click();
    await card.getByText("North Watford").first().waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it("shows the empty state", async () => {
    const page = await newPage(e2e.browser, DESKTOP);
    await visit(page, `${e2e.server.url}/directory?q=nothing-like-this`);
    await page.getByRole("heading", { name: "No businesses found" }).waitFor();
    expect(await page.getByTestId("result-count").innerText()).toBe("0 results");
    await page.context().close();
  });
});
