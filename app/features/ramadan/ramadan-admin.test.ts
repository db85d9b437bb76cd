import { beforeEach, describe, expect, it } from "vitest";
import { prayerDays } from "#app/features/prayer-times/index.server";
import { auditLog, islamicMonthStarts, prayerTimes, ramadanNights } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { formRequest, routeArgs } from "#tests/support/actions";
import { looseAnswer, setupPrayerTests } from "#tests/support/prayer-times";
import { ramadanHomeData } from "./ramadan.server";
import * as adminPage from "./routes/admin-ramadan";
import * as ramadanPage from "./routes/ramadan";

const { db, cookies } = setupPrayerTests();

beforeEach(async () => {
  for (const table of [islamicMonthStarts, ramadanNights]) await db().delete(table);
});

/** Saturday 20 February 2027, 16:00: by the calendar, 13 Ramadan 1448. */
const IN_RAMADAN = instantAt("2027-02-20", "16:00");

const headers = (instant: number, cookie = "") => ({
  Cookie: [cookie, `wic_test_now=${instant}`].filter(Boolean).join("; "),
});
const get = (path: string, instant = IN_RAMADAN, cookie = cookies.admin) =>
  new Request(`http://localhost${path}`, { headers: headers(instant, cookie) });
const post = (fields: Record<string, string>, instant = IN_RAMADAN) =>
  formRequest("/admin/ramadan", fields, { headers: headers(instant, cookies.admin) });

const loadAdmin = async (instant = IN_RAMADAN) =>
  adminPage.loader(routeArgs(get("/admin/ramadan", instant)));
const loadRamadan = async (instant = IN_RAMADAN) =>
  ramadanPage.loader(routeArgs(get("/ramadan", instant, "")));
const submit = async (fields: Record<string, string>, instant = IN_RAMADAN) =>
  looseAnswer(await adminPage.action(routeArgs(post(fields, instant))));

/** The months form as the loaded page sends it, with Ramadan's first day `startsOn`. */
async function monthsForm(startsOn: string, version?: string) {
  const { months } = await loadAdmin();
  const fields: Record<string, string> = { intent: "months", version: version ?? months.version };
  months.values.months.forEach((month, index) => {
    fields[`months[${index}].hijriYear`] = month.hijriYear;
    fields[`months[${index}].month`] = month.month;
    fields[`months[${index}].startsOn`] = month.month === "9" ? startsOn : month.startsOn;
  });
  return fields;
}

describe("/admin/ramadan and /ramadan", () => {
  it("shows the calendar's Ramadan until the centre announces its first day", async () => {
    const { months } = await loadAdmin();
    expect(months.rows.map((row) => [row.name, row.expected])).toEqual([
      ["Ramadan 1448", "2027-02-08"],
      ["Shawwal 1448", "2027-03-09"],
      ["Dhu al-Hijjah 1448", "2027-05-07"],
    ]);
    const page = await loadRamadan();
    expect(page).toMatchObject({ year: 1448, startsOn: "2027-02-08", startAnnounced: false });
    expect(page.rows).toHaveLength(29);
    expect(page.rows.find((row) => row.date === "2027-02-20")).toMatchObject({
      day: 13,
      hijriDate: "13 Ramadan 1448 AH",
    });
  });

  it("moves every page's days when a first day a day later is recorded", async () => {
    const saved = await submit(await monthsForm("2027-02-09"));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/ramadan");
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: "ramadan.month-starts" });

    const page = await loadRamadan();
    expect(page).toMatchObject({ startsOn: "2027-02-09", startAnnounced: true });
    expect(page.rows.find((row) => row.date === "2027-02-20")).toMatchObject({
      day: 12,
      hijriDate: "12 Ramadan 1448 AH",
    });

    // Days planned on the fly and the stored days (re-synced by the save) alike.
    const [eve] = await prayerDays("2027-02-08", 1);
    expect(eve?.hijriDate).toBe("30 Shaʻban 1448 AH");
    const stored = await db().select().from(prayerTimes);
    expect(stored.find((day) => day.date === "2027-02-20")?.hijriDate).toBe("12 Ramadan 1448 AH");

    const [today] = await prayerDays("2027-02-20", 1);
    const home = await ramadanHomeData(get("/", IN_RAMADAN, ""));
    expect(home).toMatchObject({
      kind: "during",
      year: 1448,
      day: 12,
      suhoorEnds: expect.stringMatching(/^0[4-6]:\d\d$/),
      iftar: today?.times.maghrib,
    });

    // Cleared, the calendar is back.
    const cleared = await submit(await monthsForm(""));
    expect(cleared.status).toBe(302);
    expect((await loadRamadan()).startsOn).toBe("2027-02-08");
  });

  it("refuses a first day far from the calendar's, and a save from an out-of-date form", async () => {
    const far = await submit(await monthsForm("2027-02-14"));
    expect(far.status).toBe(400);
    expect(far.data?.result).toMatchObject({
      error: {
        "months[0].startsOn": [
          "Ramadan 1448 must begin within 2 days of the calendar's first day, Mon 8 Feb 2027.",
        ],
      },
    });
    expect(await db().select().from(islamicMonthStarts)).toEqual([]);

    const opened = await monthsForm("2027-02-07");
    expect((await submit(await monthsForm("2027-02-09"))).status).toBe(302);
    const stale = await submit(opened);
    expect(stale.status).toBe(409);
    expect(stale.data?.formId).toBe("months");
    expect((await loadRamadan()).startsOn).toBe("2027-02-09");
  });

  it("saves a night's note, which keeps its night when the first day moves", async () => {
    const { nights } = await loadAdmin();
    expect(nights.rows[0]).toMatchObject({ night: 1, date: "2027-02-07", name: "1st night" });
    const fields: Record<string, string> = { intent: "nights", version: nights.version };
    nights.values.nights.forEach((night, index) => {
      fields[`nights[${index}].date`] = night.date;
      fields[`nights[${index}].tarawih`] = index === 26 ? "21:00" : "";
      fields[`nights[${index}].note`] = index === 26 ? "Khatm al-Qur'an" : "";
    });
    expect((await submit(fields)).status).toBe(302);
    const night27 = (page: Awaited<ReturnType<typeof loadRamadan>>) =>
      page.rows.find((row) => row.night?.number === 27);
    expect(night27(await loadRamadan())).toMatchObject({
      date: "2027-03-05",
      tarawih: "21:00",
      night: { note: "Khatm al-Qur'an" },
    });
    // The same form again: someone saved the nights since it was opened.
    expect((await submit(fields)).status).toBe(409);

    expect((await submit(await monthsForm("2027-02-09"))).status).toBe(302);
    expect(night27(await loadRamadan())).toMatchObject({
      date: "2027-03-06",
      tarawih: "21:00",
      night: { note: "Khatm al-Qur'an" },
    });
  });

  it("saves the Ramadan times, refusing a stale form", async () => {
    const { times } = await loadAdmin();
    expect(times.values).toEqual({
      imsakMinutes: "10",
      tarawihMode: "after-isha",
      tarawihMinutes: "15",
      tarawihTime: "20:30",
    });
    const fields = { intent: "times", version: times.version, ...times.values };
    const bad = await submit({ ...fields, imsakMinutes: "90" });
    expect(bad.status).toBe(400);
    expect(bad.data?.result).toMatchObject({
      error: { imsakMinutes: ["At most 60 minutes before the Fajr adhan"] },
    });
    expect((await submit({ ...fields, tarawihMode: "fixed", tarawihTime: "20:45" })).status).toBe(
      302,
    );
    const page = await loadRamadan();
    expect(page.rows[0]?.tarawih).toBe("20:45");
    expect(page.firstNight?.tarawih).toBe("20:45");
    expect((await submit({ ...fields, imsakMinutes: "20" })).status).toBe(409);
  });

  it("tells the home page when Ramadan begins in the month before it, and nothing earlier", async () => {
    const before = await ramadanHomeData(get("/", instantAt("2027-01-20", "09:00"), ""));
    expect(before).toEqual({
      kind: "before",
      year: 1448,
      startsOn: "2027-02-08",
      announced: false,
    });
    expect(await ramadanHomeData(get("/", instantAt("2026-12-01", "09:00"), ""))).toBeNull();
  });
});
