import { describe, expect, it } from "vitest";
import { timetableEntries } from "#app/lib/db/schema";
import { routeArgs } from "#tests/support/actions";
import { isA4Portrait, pdfPageCount, pdfText } from "#tests/support/pdf";
import { setupPrayerTests, WINTER } from "#tests/support/prayer-times";
import { savePrayerSettings } from "./prayer-times.server";
import { loader as timetablePage } from "./routes/timetable";
import { loader as timetablePdf } from "./routes/timetable-pdf";
import { DEFAULT_PRAYER_SETTINGS } from "./settings";

const { db, get } = setupPrayerTests();

describe("printable timetable", () => {
  it("downloads a 31-day month as a one-page A4 PDF", async () => {
    const response = (await timetablePdf(
      routeArgs(get("/timetable.pdf?month=2027-03", "")),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="prayer-timetable-2027-03.pdf"',
    );
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBe(1);
    expect(isA4Portrait(pdf)).toBe(true);
    // The document's title and author are stored uncompressed (the page's text is not).
    const text = Buffer.from(pdf).toString("latin1");
    expect(text).toContain("(Prayer timetable: March 2027)");
    expect(text).toContain("(Watford Islamic Centre)");
    // Helvetica is the reader's own: nothing is embedded, so the file stays small.
    expect(pdf.byteLength).toBeLessThan(20_000);
    const drawn = pdfText(pdf);
    for (const line of ["Watford Islamic Centre", "March 2027", "Wed 31", "Adhan times calculated"])
      expect(drawn).toContain(line);
    expect(drawn).toContain("on Fridays the Dhuhr iqamah is the Jumu'ah iqamah.");
  });

  it("names the further Jumu'ah sessions under the table, as the page does", async () => {
    await savePrayerSettings("jumuah", {
      ...DEFAULT_PRAYER_SETTINGS,
      jumuah: {
        firstLanguage: "English and Arabic",
        furtherSessions: [{ khutbah: "14:30", iqamah: "14:45", language: "Urdu" }],
      },
    });
    const response = (await timetablePdf(
      routeArgs(get("/timetable.pdf?month=2027-03", "")),
    )) as Response;
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(pdfPageCount(pdf)).toBe(1);
    // The note wraps onto a second line.
    expect(pdfText(pdf).replace(/\s+/g, " ")).toContain(
      "1st Jumu'ah's jama'at (English and Arabic). 2nd Jumu'ah: khutbah 14:30, jama'at 14:45 (Urdu).",
    );
  });

  it("answers a month it cannot show with the current month's, as the CSV does", async () => {
    const response = (await timetablePdf(
      routeArgs(get("/timetable.pdf?month=2027-13", "")),
    )) as Response;
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="prayer-timetable-2025-12.pdf"',
    );
  });

  it("states the calculation method, or the centre's timetable where its days come from it", async () => {
    const month = async () =>
      (await timetablePage(routeArgs(get("/timetable?month=2027-03", "")))).timesSource;
    expect(await month()).toBe("Adhan times calculated (Moonsighting Committee, Hanafi Asr)");
    await db().insert(timetableEntries).values({ key: "2027-03-01", times: WINTER, iqamah: {} });
    expect(await month()).toBe(
      "Adhan times from the centre's timetable; other days calculated (Moonsighting Committee, Hanafi Asr)",
    );
  });
});
