import { describe, expect, it, vi } from "vitest";
import { auditLog, iqamahRules, prayerTimes, settings, timetableEntries } from "#app/lib/db/schema";
import { BUTTONS } from "#app/lib/forms";
import { routeArgs } from "#tests/support/actions";
import {
  looseAnswer,
  NOW,
  PRAYER_TABLES,
  refusal,
  SCREEN_FORM,
  setupPrayerTests,
} from "#tests/support/prayer-times";
import { displayData } from "./display.server";
import { getPrayerSettings, prayerDays } from "./prayer-times.server";
import * as prayerAdminLayout from "./routes/admin-prayer-times";
import * as calculationPage from "./routes/admin-prayer-times-calculation";
import * as iqamahPage from "./routes/admin-prayer-times-iqamah";
import * as jumuahPage from "./routes/admin-prayer-times-jumuah";
import * as overviewPage from "./routes/admin-prayer-times-overview";
import * as screensPage from "./routes/admin-prayer-times-screens";
import * as timetablePage from "./routes/admin-prayer-times-timetable";
import { action as eventsAdmin } from "./routes/admin-weekly-events";
import * as prayerTimesPage from "./routes/prayer-times";

const { db, cookies, post, get } = setupPrayerTests();

// biome-ignore lint/suspicious/noExplicitAny: each route module types its own arguments
type RouteFunction = (args: any) => Promise<unknown>;

/** Every page of the prayer-times admin: the frame, the overview and each section. */
const PAGES: [string, { loader: RouteFunction; action?: RouteFunction }][] = [
  ["/admin/prayer-times", prayerAdminLayout],
  ["/admin/prayer-times", overviewPage],
  ["/admin/prayer-times/iqamah", iqamahPage],
  ["/admin/prayer-times/jumuah", jumuahPage],
  ["/admin/prayer-times/timetable", timetablePage],
  ["/admin/prayer-times/calculation", calculationPage],
  ["/admin/prayer-times/screens", screensPage],
];

/** The administrator posts these fields to a section; its answer, read loosely. */
const submit = async (
  page: { action: RouteFunction },
  path: string,
  fields: Record<string, string>,
) => looseAnswer(await page.action(routeArgs(post(`/admin/prayer-times${path}`, fields))));

/** The administrator adds an iqamah rule. */
const addIqamahRule = (fields: Record<string, string>) =>
  submit(iqamahPage, "/iqamah", { intent: "add-rule", ...fields });

const CALCULATION_FORM = {
  method: "MuslimWorldLeague",
  madhab: "shafi",
  highLatitudeRule: "recommended",
  hijriAdjustment: "1",
};

/** "HH:MM" a number of minutes after an "HH:MM" (within the day). */
function minutesAfter(time: string, minutes: number): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const total = hour * 60 + minute + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The administrator previews a chosen timetable file (none: the form sent without one). */
async function previewUpload(file?: File) {
  const form = new FormData();
  form.set("intent", "preview-timetable");
  if (file) form.set("timetable", file);
  const request = new Request("http://localhost/admin/prayer-times/timetable", {
    method: "POST",
    body: form,
    headers: { Cookie: cookies.admin },
  });
  return looseAnswer(await timetablePage.action(routeArgs(request)));
}

describe("/admin/prayer-times", () => {
  it("refuses an iqamah before its adhan with a clear message and saves nothing", async () => {
    const result = await addIqamahRule({ prayer: "fajr", mode: "fixed", time: "05:00" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      result: {
        error: {
          time: [
            expect.stringMatching(
              /^Fajr iqamah 05:00 would be before the adhan \(\d\d:\d\d\) on Monday 1 December 2025\./,
            ),
          ],
        },
        initialValue: { time: "05:00" },
      },
    });
    expect(await db().select().from(iqamahRules)).toEqual([]);
  });

  it("saves a minutes-after-adhan rule and applies it to the next 60 days", async () => {
    const result = await addIqamahRule({ prayer: "maghrib", mode: "offset", minutes: "7" });
    expect(result.status).toBe(302);
    const rows = await db().select().from(prayerTimes);
    expect(rows).toHaveLength(61);
    for (const row of rows) expect(row.maghribIqamah).toBe(minutesAfter(row.maghrib, 7));
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({
      action: "prayer-times.iqamah-rule",
      actorEmail: "admin@example.org",
    });
  });

  it("shows a staff change on the next page load, though the prayer pages share their reads", async () => {
    const publicPage = async () =>
      (await prayerTimesPage.loader(routeArgs(get("/prayer-times", "")))) as {
        days: { iqamah: { maghrib: string }; times: { maghrib: string } }[];
      };
    const [before] = (await publicPage()).days;
    const screen = await displayData(NOW);
    expect(screen.screen.prayerMinutes.maghrib).not.toBe(12);
    // The pages read once while nothing changes…
    expect(await prayerDays("2025-12-01", 2)).toBe(await prayerDays("2025-12-01", 2));

    // …and a change through the admin shows at once.
    await addIqamahRule({ prayer: "maghrib", mode: "offset", minutes: "9" });
    const [after] = (await publicPage()).days;
    expect(after?.iqamah.maghrib).not.toBe(before?.iqamah.maghrib);
    expect(after?.iqamah.maghrib).toBe(minutesAfter(after?.times.maghrib ?? "", 9));
    await submit(screensPage, "/screens", { ...SCREEN_FORM, maghrib: "12" });
    expect((await displayData(NOW)).screen.prayerMinutes.maghrib).toBe(12);

    // So does one written straight into the tables (a script, a restore).
    await db().update(prayerTimes).set({ maghribIqamah: "18:45" });
    expect((await publicPage()).days[0]?.iqamah.maghrib).toBe("18:45");
  });

  it("previews a timetable CSV, reports every bad row and saves nothing until it is valid", async () => {
    const bad =
      "Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n2025-12-01,5:43,7:45,11:54,14:08,16:00,17:37\n2025-12-02,5:44,nope,11:54,14:08,15:59,17:36\n";
    const importTimetable = (csv: string) =>
      submit(timetablePage, "/timetable", { intent: "import-timetable", csv });
    const preview = await importTimetable(bad);
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
    const imported = await importTimetable(good);
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
    const result = await previewUpload(
      new File(
        ["Month,Day,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n12,1,5:43,7:45,11:54,14:08,16:00,17:37\n"],
        "t.csv",
        { type: "text/csv" },
      ),
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      result: { status: "success" },
      preview: { problems: [], entries: [{ key: "12-01" }] },
    });
    expect(await db().select().from(timetableEntries)).toEqual([]);
  });

  it.each([
    ["a signed-in member", () => cookies.member],
    ["an anonymous visitor", () => ""],
  ])("refuses every change from %s with 403 and changes nothing", async (_who, cookie) => {
    const attempts: [string, RouteFunction, Record<string, string>][] = [
      ["", prayerAdminLayout.action, { intent: "sync" }],
      [
        "/iqamah",
        iqamahPage.action,
        { intent: "add-rule", prayer: "fajr", mode: "fixed", time: "07:00" },
      ],
      ["/iqamah", iqamahPage.action, { intent: "delete-rule", id: "1" }],
      [
        "/jumuah",
        jumuahPage.action,
        { intent: "add-jummah", doors: "12:00", khutbah: "12:30", iqamah: "13:00" },
      ],
      ["/calculation", calculationPage.action, CALCULATION_FORM],
      ["/screens", screensPage.action, SCREEN_FORM],
      [
        "/timetable",
        timetablePage.action,
        {
          intent: "import-timetable",
          csv: "Date,Fajr,Sunrise,Zuhr,Asr,Maghrib,Isha\n2025-12-01,5:43,7:45,11:54,14:08,16:00,17:37\n",
        },
      ],
    ];
    for (const [path, action, fields] of attempts)
      expect(
        await refusal(() =>
          action(routeArgs(post(`/admin/prayer-times${path}`, fields, cookie()))),
        ),
      ).toMatchObject({ status: 403 });
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
    ).toMatchObject({ status: 403 });
    for (const table of PRAYER_TABLES) expect(await db().select().from(table)).toEqual([]);
  });
});

describe("/admin/prayer-times sections", () => {
  it.each([
    ["a signed-in member", () => cookies.member],
    ["an anonymous visitor", () => ""],
  ])("refuses every section to %s: a page goes home, a change is 403", async (_who, cookie) => {
    for (const [path, page] of PAGES) {
      expect(await refusal(() => page.loader(routeArgs(get(path, cookie()))))).toEqual({
        status: 302,
        location: "/",
      });
      if (page.action)
        expect(
          await refusal(() => (page.action as RouteFunction)(routeArgs(post(path, {}, cookie())))),
        ).toMatchObject({ status: 403 });
    }
  });

  it("opens every section for an administrator; Sync now fills the next 60 days", async () => {
    for (const [path, page] of PAGES)
      expect(looseAnswer(await page.loader(routeArgs(get(path)))).status).toBe(200);
    const synced = await submit(prayerAdminLayout, "", { intent: "sync" });
    expect(synced).toMatchObject({ status: 302 });
    expect(synced.headers.get("Location")).toBe("/admin/prayer-times");
    expect(await db().select().from(prayerTimes)).toHaveLength(61);
    const frame = await prayerAdminLayout.loader(routeArgs(get("/admin/prayer-times")));
    expect(frame.lastSync).not.toBeNull();
    const overview = await overviewPage.loader(routeArgs(get("/admin/prayer-times")));
    expect(overview.days[0]).toMatchObject({ date: "2025-12-01", source: "calculated" });
  });

  it("saves Jumu'ah times, removes a setting and says so when it is already gone", async () => {
    const saved = await submit(jumuahPage, "/jumuah", {
      intent: "add-jummah",
      doors: "12:15",
      khutbah: "12:45",
      iqamah: "13:15",
      validFrom: "",
      validTo: "",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/prayer-times/jumuah");
    const { rules } = await jumuahPage.loader(routeArgs(get("/admin/prayer-times/jumuah")));
    expect(rules).toMatchObject([{ doors: "12:15", time: "13:15", validFrom: null }]);
    const remove = { intent: "delete-rule", id: String(rules[0]?.id) };
    expect((await submit(jumuahPage, "/jumuah", remove)).status).toBe(302);
    expect(await db().select().from(iqamahRules)).toEqual([]);
    const gone = await submit(iqamahPage, "/iqamah", remove);
    expect(gone).toMatchObject({
      status: 400,
      data: { formId: BUTTONS, result: { error: { "": ["That setting no longer exists."] } } },
    });
  });

  it("shows each message next to its field with the input kept, and saves valid settings", async () => {
    const screens = (fields: Record<string, string>) => submit(screensPage, "/screens", fields);
    expect((await screens({ ...SCREEN_FORM, fajr: "", isha: "61" })).data).toMatchObject({
      result: {
        error: {
          fajr: ["Fajr prayer length is required"],
          isha: ["Isha prayer length: at most 60 minutes"],
        },
        initialValue: { isha: "61", dhuhr: "10" },
      },
    });
    const many = Array.from({ length: 11 }, (_, index) => `Notice ${index}`).join("\n");
    expect((await screens({ ...SCREEN_FORM, announcements: many })).data).toMatchObject({
      result: { error: { announcements: ["At most 10 announcements"] } },
    });
    expect((await screens({ ...SCREEN_FORM, announcements: "x".repeat(201) })).data).toMatchObject({
      result: { error: { announcements: ["Keep each announcement under 200 characters"] } },
    });
    const saved = await screens({
      ...SCREEN_FORM,
      standbyEnabled: "on",
      announcements: "Eid prayer at 08:00\r\n\r\nParking on the road",
    });
    expect(saved.status).toBe(302);
    expect(await getPrayerSettings()).toMatchObject({
      prayerMinutes: { jummah: 30 },
      standby: { enabled: true, minutesAfterIsha: 60 },
      announcements: ["Eid prayer at 08:00", "Parking on the road"],
    });

    const calculation = await submit(calculationPage, "/calculation", CALCULATION_FORM);
    expect(calculation.status).toBe(302);
    expect(await getPrayerSettings()).toMatchObject({ madhab: "shafi", hijriAdjustment: 1 });
    expect((await db().select().from(auditLog)).map((row) => row.action).sort()).toEqual([
      "prayer-times.calculation",
      "prayer-times.screen",
    ]);
  });

  it("asks for a CSV file, refuses one that is too large or not text", async () => {
    const upload = async (file?: File) => {
      const result = await previewUpload(file);
      return [result.status, (result.data?.result as { error?: object } | undefined)?.error];
    };
    expect(await upload()).toEqual([400, { timetable: ["Choose a CSV file to upload."] }]);
    expect(await upload(new File(["a\u0000b"], "t.csv"))).toEqual([
      400,
      { timetable: ["That file is not a CSV text file."] },
    ]);
    expect(await upload(new File(["x".repeat(1_000_001)], "t.csv"))).toEqual([
      400,
      { timetable: ["The file is larger than 1 MB."] },
    ]);
    expect(await db().select().from(settings)).toEqual([]);
    expect(await db().select().from(timetableEntries)).toEqual([]);
  });
});

describe("two people saving the prayer settings", () => {
  /** What a section's form shows when opened: its values and its version. */
  const open = async (page: typeof calculationPage | typeof screensPage, path: string) =>
    page.loader(routeArgs(get(`/admin/prayer-times${path}`)));

  it("refuses a screen save over a newer one, naming the fields that differ, and changes nothing", async () => {
    const { version } = await open(screensPage, "/screens");
    const theirs = { ...SCREEN_FORM, standbyEnabled: "on", announcements: "Eid prayer at 08:00" };
    expect((await submit(screensPage, "/screens", { ...theirs, version })).status).toBe(302);
    const saved = await getPrayerSettings();

    // The same announcement as theirs, typed with blank lines, is no difference.
    const mine = { ...SCREEN_FORM, maghrib: "12", announcements: "Eid prayer at 08:00\r\n\r\n" };
    const refused = await submit(screensPage, "/screens", { ...mine, version });
    expect(refused).toMatchObject({
      status: 409,
      data: {
        version: (await open(screensPage, "/screens")).version,
        result: {
          error: {
            "": [
              "Someone else saved this section after you opened it. Their version differs from yours in: Maghrib (min), Dim the screen at night. Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.",
            ],
          },
          initialValue: { maghrib: "12" },
        },
      },
    });
    expect(await getPrayerSettings()).toEqual(saved);
    expect((await db().select().from(auditLog)).map((row) => row.action)).toEqual([
      "prayer-times.screen",
    ]);
  });

  it("does not refuse one section's form because the other section was saved", async () => {
    const calculation = await open(calculationPage, "/calculation");
    const screens = await open(screensPage, "/screens");
    const saveScreens = { ...SCREEN_FORM, version: screens.version };
    expect((await submit(screensPage, "/screens", saveScreens)).status).toBe(302);
    const saveCalculation = { ...CALCULATION_FORM, version: calculation.version };
    expect((await submit(calculationPage, "/calculation", saveCalculation)).status).toBe(302);
    expect((await open(screensPage, "/screens")).version).not.toBe(screens.version);
    expect((await open(calculationPage, "/calculation")).version).not.toBe(calculation.version);
  });

  it("gives every save a new version, also two saves in the same millisecond", async () => {
    const clock = vi.spyOn(Date, "now").mockReturnValue(NOW);
    try {
      const versions = [(await open(screensPage, "/screens")).version];
      for (const maghrib of ["11", "12"]) {
        const version = versions.at(-1) ?? "";
        expect(
          (await submit(screensPage, "/screens", { ...SCREEN_FORM, maghrib, version })).status,
        ).toBe(302);
        versions.push((await open(screensPage, "/screens")).version);
      }
      expect(new Set(versions).size).toBe(3);
      const [row] = await db().select().from(settings);
      expect(String(row?.updatedAt.getTime())).toBe(versions[2]);
    } finally {
      clock.mockRestore();
    }
  });
});
