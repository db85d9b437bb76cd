import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prayerTimes, weeklyEvents } from "#app/lib/db/schema";
import { answer, routeArgs } from "#tests/support/actions";
import { rowsWhere } from "#tests/support/database";
import { NOW, setupPrayerTests } from "#tests/support/prayer-times";
import { displayData } from "./display.server";
import { lastPrayerSync, prayerDays, syncPrayerTimes } from "./prayer-times.server";
import { action as eventsAdmin } from "./routes/admin-weekly-events";
import { loader as calendar } from "./routes/calendar-ics";
import { loader as prayerTimesPage } from "./routes/prayer-times";
import { loader as timetableCsv } from "./routes/timetable-csv";

const { db, post, get } = setupPrayerTests();

describe("prayer-times sync", () => {
  it("fills today and the next 60 days with calculated times and the default iqamah", async () => {
    const result = await syncPrayerTimes(NOW);
    expect(result).toMatchObject({ from: "2025-12-01", days: 61, calculated: 61 });
    const rows = await db().select().from(prayerTimes);
    expect(rows).toHaveLength(61);
    const first = rows.find((row) => row.date === "2025-12-01");
    expect(first).toMatchObject({
      source: "calculated",
      // December's Fajr adhan is after the 06:00 default, so the iqamah moves to the adhan.
      fajr: "06:06",
      fajrIqamah: "06:06",
      dhuhrIqamah: "13:15",
      asrIqamah: "16:00",
      maghribIqamah: "17:00",
      ishaIqamah: "19:00",
      jummahDoors: "12:30",
      jummahKhutbah: "13:00",
      jummahIqamah: "13:30",
      hijriDate: "10 Jumada II 1447 AH",
    });
    expect(
      rows
        .map((row) => row.date)
        .sort()
        .at(-1),
    ).toBe("2026-01-30");
    expect((await lastPrayerSync())?.getTime()).toBe(NOW);
  });

  it("keeps iqamah and Jumu'ah values already set when it runs again", async () => {
    await syncPrayerTimes(NOW);
    await db()
      .update(prayerTimes)
      .set({ fajrIqamah: "06:40", jummahIqamah: "13:45", fajr: "00:00" })
      .where(eq(prayerTimes.date, "2025-12-05"));
    await syncPrayerTimes(NOW + 3_600_000);
    const [row] = await db().select().from(prayerTimes).where(eq(prayerTimes.date, "2025-12-05"));
    expect(row).toMatchObject({ fajrIqamah: "06:40", jummahIqamah: "13:45" });
    expect(row?.fajr).not.toBe("00:00");
    expect(row?.lastUpdated.getTime()).toBe(NOW + 3_600_000);
  });

  it("never runs out: dates beyond the stored rows are planned on the fly", async () => {
    const days = await prayerDays("2030-06-01", 3);
    expect(days.map((day) => day.date)).toEqual(["2030-06-01", "2030-06-02", "2030-06-03"]);
    // Winter defaults move to the adhan in summer rather than before it.
    expect(days[0]?.iqamah.isha).toBe(days[0]?.times.isha);
  });
});

describe("/admin/weekly-events", () => {
  const event = {
    intent: "create",
    title: "Tafsir circle",
    dayOfWeek: "1",
    startTime: "19:30",
    endTime: "20:30",
    location: "Main hall",
    description: "",
    active: "on",
  };

  it("creates an event the wall screens then show, and keeps the input on an error", async () => {
    const invalid = answer(
      await eventsAdmin(routeArgs(post("/admin/weekly-events", { ...event, endTime: "19:00" }))),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      result: {
        error: { endTime: ["The end time must be after the start time"] },
        initialValue: { title: "Tafsir circle" },
      },
    });
    expect(answer(await eventsAdmin(routeArgs(post("/admin/weekly-events", event)))).status).toBe(
      302,
    );
    const screen = await displayData(NOW);
    expect(screen.events[0]).toMatchObject({
      title: "Tafsir circle",
      date: "2025-12-01",
      startTime: "19:30",
    });
  });

  it("reorders, edits and deletes", async () => {
    await eventsAdmin(routeArgs(post("/admin/weekly-events", event)));
    await eventsAdmin(
      routeArgs(post("/admin/weekly-events", { ...event, title: "Youth club", dayOfWeek: "5" })),
    );
    const [first, second] = await db().select().from(weeklyEvents).orderBy(weeklyEvents.position);
    await eventsAdmin(
      routeArgs(post("/admin/weekly-events", { intent: "up", id: String(second?.id) })),
    );
    const reordered = await db().select().from(weeklyEvents).orderBy(weeklyEvents.position);
    expect(reordered.map((row) => row.title)).toEqual(["Youth club", "Tafsir circle"]);
    await eventsAdmin(
      routeArgs(
        post("/admin/weekly-events", {
          ...event,
          intent: "update",
          id: String(first?.id),
          title: "Tafsir",
          active: "",
        }),
      ),
    );
    const [edited] = await rowsWhere(db(), weeklyEvents, eq(weeklyEvents.id, first?.id as number));
    expect(edited).toMatchObject({ title: "Tafsir", active: false });
    await eventsAdmin(
      routeArgs(post("/admin/weekly-events", { intent: "delete", id: String(first?.id) })),
    );
    expect((await db().select().from(weeklyEvents)).map((row) => row.title)).toEqual([
      "Youth club",
    ]);
  });
});

describe("calendar and CSV downloads", () => {
  it("serves 60 days of iqamah times as iCalendar, Jumu'ah on Fridays", async () => {
    const response = (await calendar(routeArgs(get("/prayer-times.ics", "")))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(61 * 5);
    expect(text).toContain("UID:2025-12-05-jummah@localhost");
    expect(text).toContain("DTSTART:20251205T133000Z");
    expect(text).toContain("SUMMARY:Fajr iqamah");
  });

  it("serves the prayers and times a query chooses, for calendars to subscribe to", async () => {
    const feed = async (query: string) => {
      const response = (await calendar(
        routeArgs(get(`/prayer-times.ics${query}`, "")),
      )) as Response;
      return {
        disposition: response.headers.get("Content-Disposition"),
        text: await response.text(),
      };
    };
    const summaries = (text: string) => new Set(text.match(/^SUMMARY:.*$/gm));

    const jamaat = await feed("?prayers=fajr,isha,jumuah,tahajjud&times=jamaat");
    // Today and the next 60 days, and the 9 Fridays among them.
    expect(jamaat.text.match(/BEGIN:VEVENT/g)).toHaveLength(61 * 2 + 9);
    expect(summaries(jamaat.text)).toEqual(
      new Set(["SUMMARY:Fajr iqamah", "SUMMARY:Isha iqamah", "SUMMARY:Jumu'ah iqamah"]),
    );
    expect(jamaat.text).toContain("X-WR-CALNAME:WIC Fajr\\, Isha and Jumu'ah jama'at\r\n");
    expect(jamaat.text).toContain(
      "\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\nX-PUBLISHED-TTL:P1D\r\n",
    );
    expect(jamaat.disposition).toBe('attachment; filename="iqamah-times.ics"');

    const beginnings = await feed("?prayers=fajr,sunrise,jumuah&times=beginnings");
    expect(beginnings.text.match(/BEGIN:VEVENT/g)).toHaveLength(61 * 2 + 9);
    expect(summaries(beginnings.text)).toEqual(
      new Set(["SUMMARY:Fajr begins", "SUMMARY:Sunrise", "SUMMARY:Jumu'ah khutbah"]),
    );
    expect(beginnings.text).toContain(
      "UID:2025-12-01-fajr-begins@localhost\r\nDTSTAMP:20251201T100000Z\r\nDTSTART:20251201T060600Z\r\n",
    );
    expect(beginnings.text).toContain(
      "UID:2025-12-05-jummah-khutbah@localhost\r\nDTSTAMP:20251201T100000Z\r\nDTSTART:20251205T130000Z\r\n",
    );
    expect(beginnings.text).toContain(
      "X-WR-CALNAME:WIC Fajr\\, Sunrise and Jumu'ah beginning times\r\n",
    );
    expect(beginnings.disposition).toBe('attachment; filename="prayer-beginning-times.ics"');
  });

  it("/prayer-times makes the subscribe and download links for the choice its form sends", async () => {
    const page = (query: string) =>
      prayerTimesPage(routeArgs(get(`/prayer-times${query}`, "")) as never);
    const chosen = (await page("?prayers=fajr&prayers=sunrise&times=beginnings")).calendar;
    expect(chosen.download).toBe("/prayer-times.ics?prayers=fajr,sunrise&times=beginnings");
    expect(chosen.subscribe).toMatch(
      /^webcal:\/\/[^/]+\/prayer-times\.ics\?prayers=fajr,sunrise&times=beginnings$/,
    );
    expect(chosen.name).toBe("WIC Fajr and Sunrise beginning times");
    expect(chosen.prayers.filter((prayer) => prayer.checked).map((prayer) => prayer.value)).toEqual(
      ["fajr", "sunrise"],
    );
    const plain = (await page("")).calendar;
    expect(plain.download).toBe("/prayer-times.ics");
    expect(plain.times).toBe("jamaat");
  });

  it("downloads a month as CSV in the import's own columns", async () => {
    const response = (await timetableCsv(
      routeArgs(get("/timetable.csv?month=2026-02", "")),
    )) as Response;
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="prayer-timetable-2026-02.csv"',
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(29);
    expect(lines[0]).toMatch(/^Date,Hijri,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha,/);
    expect(lines[1]).toMatch(/^2026-02-01,/);
  });
});
