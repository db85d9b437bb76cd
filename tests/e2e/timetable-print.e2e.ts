import { describe, expect, it } from "vitest";
import { ramadanNights } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { freezeServerClock, newPage, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";
import { isA4Portrait, pdfPageCount } from "../support/pdf";
import { notedNights } from "../support/ramadan";

const e2e = setupBrowserTests();

/** A sheet of A4 at 96 dpi. */
const A4_VIEWPORT = { width: 794, height: 1123 };

describe("printable timetable", () => {
  it("prints March 2027 (31 days, the clocks go forward) on one A4 page without the site's chrome", async () => {
    const page = await newPage(e2e.browser, { viewport: A4_VIEWPORT });
    await visit(page, `${e2e.server.url}/timetable?month=2027-03`);
    await page.getByRole("heading", { name: "Prayer timetable: March 2027" }).waitFor();
    expect(await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      "/timetable.pdf?month=2027-03",
    );

    await page.emulateMedia({ media: "print" });
    const printed = await page.locator("main").innerText();
    expect(printed).toContain("Watford Islamic Centre");
    expect(printed).toContain("Moonsighting Committee, Hanafi Asr");
    expect(printed).toContain("Wed 31");
    for (const chrome of ["header", "footer", "nav"])
      expect(await page.locator(chrome).first().isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: "Download PDF" }).isVisible()).toBe(false);
    expect(await page.getByRole("link", { name: /Next month/ }).isVisible()).toBe(false);

    expect(pdfPageCount(await page.pdf({ format: "A4" }))).toBe(1);
    // With the browser's own paper size, the page's stylesheet chooses A4 itself.
    const asStyled = await page.pdf({ preferCSSPageSize: true });
    expect(pdfPageCount(asStyled)).toBe(1);
    expect(isA4Portrait(asStyled)).toBe(true);
    await page.context().close();
  });

  it("downloads March 2027 as a one-page PDF", async () => {
    const page = await newPage(e2e.browser);
    const response = await page.request.get(`${e2e.server.url}/timetable.pdf?month=2027-03`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(
      'attachment; filename="prayer-timetable-2027-03.pdf"',
    );
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBe(1);
    expect(isA4Portrait(pdf)).toBe(true);
    await page.context().close();
  });

  it("prints Ramadan 1445 (30 days, the clocks go forward, a long note every night) on one A4 page, and downloads it", async () => {
    // Ramadan 1445: Monday 11 March to Tuesday 9 April 2024.
    const note =
      "Community iftar in the main hall after Maghrib; bring a dish to share if you can.";
    await e2e.server.database.db
      .insert(ramadanNights)
      .values(notedNights("2024-03-11", 30, note))
      .onConflictDoNothing();
    const page = await newPage(e2e.browser, { viewport: A4_VIEWPORT });
    await freezeServerClock(page, e2e.server.url, instantAt("2024-03-20", "12:00"));
    await visit(page, `${e2e.server.url}/ramadan`);
    await page.getByRole("heading", { name: "Ramadan 1445", level: 1 }).waitFor();
    const download = page.getByRole("link", { name: "Download PDF" });
    expect(await download.getAttribute("href")).toBe("/ramadan.pdf?year=1445");

    await page.emulateMedia({ media: "print" });
    const printed = await page.locator("main").innerText();
    expect(printed).toContain("Watford Islamic Centre");
    expect(printed).toContain("Moonsighting Committee, Hanafi Asr");
    expect(printed).toContain("Tue 9 Apr");
    expect(printed).not.toContain("Today is day");
    for (const chrome of ["header", "footer", "nav"])
      expect(await page.locator(chrome).first().isVisible()).toBe(false);
    expect(await download.isVisible()).toBe(false);
    expect(pdfPageCount(await page.pdf({ format: "A4" }))).toBe(1);
    const asStyled = await page.pdf({ preferCSSPageSize: true });
    expect(pdfPageCount(asStyled)).toBe(1);
    expect(isA4Portrait(asStyled)).toBe(true);

    const response = await page.request.get(`${e2e.server.url}/ramadan.pdf?year=1445`);
    expect(response.headers()["content-disposition"]).toBe(
      'attachment; filename="ramadan-1445-timetable.pdf"',
    );
    const pdf = await response.body();
    expect(pdfPageCount(pdf)).toBe(1);
    expect(isA4Portrait(pdf)).toBe(true);
    await page.context().close();
  });
});
