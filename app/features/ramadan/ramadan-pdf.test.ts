import { beforeEach, describe, expect, it } from "vitest";
import { islamicMonthStarts, ramadanNights } from "#app/lib/db/schema";
import { routeArgs } from "#tests/support/actions";
import { isA4Portrait, pdfPageCount, pdfText } from "#tests/support/pdf";
import { setupPrayerTests } from "#tests/support/prayer-times";
import { notedNights } from "#tests/support/ramadan";
import { loader as ramadanPdf } from "./routes/ramadan-pdf";
import { seedDemoNights, seedDemoRamadanStart } from "./seed.server";

const { db, get } = setupPrayerTests();

beforeEach(async () => {
  for (const table of [islamicMonthStarts, ramadanNights]) await db().delete(table);
});

const download = async (query: string) =>
  (await ramadanPdf(routeArgs(get(`/ramadan.pdf${query}`, "")))) as Response;

describe("the printable Ramadan timetable", () => {
  it("downloads the demo Ramadan, with its notes, as a one-page A4 PDF", async () => {
    await seedDemoRamadanStart();
    await seedDemoNights();
    const response = await download("?year=1448");
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="ramadan-1448-timetable.pdf"',
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(pdfPageCount(pdf)).toBe(1);
    expect(isA4Portrait(pdf)).toBe(true);
    const text = pdfText(pdf);
    expect(text).toContain("Ramadan 1448");
    expect(text).toContain("Watford Islamic Centre");
    expect(text).toContain("Moonsighting Committee, Hanafi Asr");
    expect(text).toContain("27th night: Khatm al-Qur");
    console.info(`Ramadan 1448 PDF: ${pdf.byteLength} bytes`);
    expect(pdf.byteLength).toBeLessThan(20_000);
  });

  it("keeps 30 days with a long note every night on one page", async () => {
    // Ramadan 1445: 11 March to 9 April 2024, 30 days across the clock change.
    const note = "Iftar for the whole community in the main hall, all welcome. ".repeat(2).trim();
    await db()
      .insert(ramadanNights)
      .values(notedNights("2024-03-11", 30, note));
    const pdf = new Uint8Array(await (await download("?year=1445")).arrayBuffer());
    expect(pdfPageCount(pdf)).toBe(1);
    console.info(`Ramadan 1445 PDF, a note every night: ${pdf.byteLength} bytes`);
    const text = pdfText(pdf);
    expect(text).toContain("30 Ramadan");
    expect(text).toContain("Tue 9 Apr");
    // A note too long for its two lines ends in "…" rather than running into the next row.
    expect(text).toContain("…");
  });

  it("answers a year it cannot show with the Ramadan /ramadan shows", async () => {
    // The frozen clock is 1 December 2025: the next Ramadan is 1447.
    for (const query of ["", "?year=3000", "?year=soon"])
      expect((await download(query)).headers.get("Content-Disposition"), query).toBe(
        'attachment; filename="ramadan-1447-timetable.pdf"',
      );
  });
});
