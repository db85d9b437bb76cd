import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  iqamahRules,
  prayerTimes,
  settings,
  timetableEntries,
  weeklyEvents,
} from "~/lib/db/schema";
import { instantAt } from "~/lib/time/london";
import { answer, formRequest, routeArgs, thrown } from "../../../tests/support/actions";
import { createAccount } from "../../../tests/support/auth";
import { setupTestDatabase } from "../../../tests/support/database";
import { displayData } from "./display.server";
import { lastPrayerSync, prayerDays, syncPrayerTimes } from "./prayer-times.server";
import { action as prayerAdmin } from "./routes/admin-prayer-times";
import { action as eventsAdmin } from "./routes/admin-weekly-events";
import { loader as calendar } from "./routes/calendar-ics";
import { loader as timetableCsv } from "./routes/timetable-csv";

const database = setupTestDatabase();
const db = () => database.handle().db;

// A fixed day for every test: Monday 1 December 2025, 10:00 in Watford.
const NOW = instantAt("2025-12-01", "10:00");
let admin = "";
let member = "";

beforeAll(async () => {
  admin = (await createAccount(db(), { name: "Admin", email: "admin@example.org", role: "admin" }))
    .cookie;
  member = (await createAccount(db(), { name: "Member", email: "member@example.org" })).cookie;
});

beforeEach(async () => {
  for (const table of [
    prayerTimes,
    iqamahRules,
    timetableEntries,
    settings,
    weeklyEvents,
    auditLog,
  ])
    await db().delete(table);
});

/** Requests carry the frozen test clock (honoured because the tests run with WIC_TEST_ROUTES=1). */
function post(path: string, fields: Record<string, string>, cookie = admin) {
  return formRequest(path, fields, { headers: { Cookie: `${cookie}; wic_test_now=${NOW}` } });
}

/** The admin action's answer; its data is one of several shapes, so tests read it loosely. */
const adminAnswer = (result: unknown) => answer<Record<string, unknown>>(result as Response);

const refusal = async (run: () => Promise<unknown>) =>
  answer((await thrown(run)) as Response).status;

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

describe("/admin/prayer-times", () => {
  it("refuses an iqamah before its adhan with a clear message and saves nothing", async () => {
    const result = adminAnswer(
      await prayerAdmin(
        routeArgs(
          post("/admin/prayer-times", {
            intent: "add-rule",
            prayer: "fajr",
            mode: "fixed",
            time: "05:00",
          }),
        ),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: {
        time: expect.stringMatching(
          /^Fajr iqamah 05:00 would be before the adhan \(\d\d:\d\d\) on Monday 1 December 2025\./,
        ),
      },
      values: { time: "05:00" },
    });
    expect(await db().select().from(iqamahRules)).toEqual([]);
  });

  it("saves a minutes-after-adhan rule and applies it to the next 60 days", async () => {
    const result = adminAnswer(
      await prayerAdmin(
        routeArgs(
          post("/admin/prayer-times", {
            intent: "add-rule",
            prayer: "maghrib",
            mode: "offset",
            minutes: "7",
          }),
        ),
      ),
    );
    expect(result.status).toBe(302);
    const rows = await db().select().from(prayerTimes);
    expect(rows).toHaveLength(61);
    for (const row of rows) {
      const [hour, minute] = row.maghrib.split(":").map(Number) as [number, number];
      const expected = `${String(hour + Math.floor((minute + 7) / 60)).padStart(2, "0")}:${String((minute + 7) % 60).padStart(2, "0")}`;
      expect(row.maghribIqamah).toBe(expected);
    }
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({
      action: "prayer-times.iqamah-rule",
      actorEmail: "admin@example.org",
    });
  });

  it("previews a timetable CSV, reports every bad row and saves nothing until it is valid", async () => {
    const bad =
      "Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n2025-12-01,5:43,7:45,11:54,14:08,16:00,17:37\n2025-12-02,5:44,nope,11:54,14:08,15:59,17:36\n";
    const preview = adminAnswer(
      await prayerAdmin(
        routeArgs(post("/admin/prayer-times", { intent: "import-timetable", csv: bad })),
      ),
    );
    expect(preview.status).toBe(400);
    expect(preview.data).toMatchObject({
      preview: {
        problems: [
          { line: 3, column: "Sunrise", message: '"nope" is not a time (use H:MM or HH:MM).' },
        ],
      },
    });
    expect(await db().select().from(timetableEntries)).toEqual([]);

    const good =
      "Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha,Isha Iqamah\n2025-12-01,5:43,7:45,11:54,14:08,16:00,17:37,19:15\n2025-12-02,5:44,7:46,11:54,14:08,15:59,17:36,\n";
    const imported = adminAnswer(
      await prayerAdmin(
        routeArgs(post("/admin/prayer-times", { intent: "import-timetable", csv: good })),
      ),
    );
    expect(imported.status).toBe(302);
    expect(await db().select().from(timetableEntries)).toHaveLength(2);
    const [today] = await prayerDays("2025-12-01", 1);
    expect(today).toMatchObject({
      source: "timetable",
      times: { fajr: "05:43", isha: "17:37" },
      iqamah: { isha: "19:15" },
    });
    const [later] = await prayerDays("2025-12-03", 1);
    expect(later?.source).toBe("calculated");
  });

  it("reads an uploaded CSV file", async () => {
    const form = new FormData();
    form.set("intent", "preview-timetable");
    form.set(
      "timetable",
      new File(
        ["Month,Day,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n12,1,5:43,7:45,11:54,14:08,16:00,17:37\n"],
        "t.csv",
        { type: "text/csv" },
      ),
    );
    const request = new Request("http://localhost/admin/prayer-times", {
      method: "POST",
      body: form,
      headers: { Cookie: admin },
    });
    const result = adminAnswer(await prayerAdmin(routeArgs(request)));
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ preview: { problems: [], entries: [{ key: "12-01" }] } });
    expect(await db().select().from(timetableEntries)).toEqual([]);
  });

  it.each([
    ["a signed-in member", () => member],
    ["an anonymous visitor", () => ""],
  ])("refuses every change from %s with 403 and changes nothing", async (_who, cookie) => {
    const attempts: Record<string, string>[] = [
      { intent: "sync" },
      { intent: "add-rule", prayer: "fajr", mode: "fixed", time: "07:00" },
      { intent: "add-jummah", doors: "12:00", khutbah: "12:30", iqamah: "13:00" },
      {
        intent: "calculation",
        method: "MuslimWorldLeague",
        madhab: "shafi",
        highLatitudeRule: "recommended",
        hijriAdjustment: "1",
      },
      {
        intent: "import-timetable",
        csv: "Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n2025-12-01,5:43,7:45,11:54,14:08,16:00,17:37\n",
      },
    ];
    for (const fields of attempts)
      expect(
        await refusal(() => prayerAdmin(routeArgs(post("/admin/prayer-times", fields, cookie())))),
      ).toBe(403);
    expect(
      await refusal(() =>
        eventsAdmin(
          routeArgs(
            post(
              "/admin/weekly-events",
              {
                intent: "create",
                title: "X",
                dayOfWeek: "1",
                startTime: "10:00",
                endTime: "11:00",
              },
              cookie(),
            ),
          ),
        ),
      ),
    ).toBe(403);
    for (const table of [prayerTimes, iqamahRules, timetableEntries, settings, weeklyEvents])
      expect(await db().select().from(table)).toEqual([]);
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
      errors: { endTime: "The end time must be after the start time" },
      values: { title: "Tafsir circle" },
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
    const [edited] = await db()
      .select()
      .from(weeklyEvents)
      .where(eq(weeklyEvents.id, first?.id as number));
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
  const get = (path: string) =>
    new Request(`http://localhost${path}`, { headers: { Cookie: `wic_test_now=${NOW}` } });

  it("serves 60 days of iqamah times as iCalendar, Jumu'ah on Fridays", async () => {
    const response = (await calendar(routeArgs(get("/prayer-times.ics")))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(61 * 5);
    expect(text).toContain("UID:2025-12-05-jummah@localhost");
    expect(text).toContain("DTSTART:20251205T133000Z");
    expect(text).toContain("SUMMARY:Fajr iqamah");
  });

  it("downloads a month as CSV in the import's own columns", async () => {
    const response = (await timetableCsv(
      routeArgs(get("/timetable.csv?month=2026-02")),
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
