import { describe, expect, it } from "vitest";
import { auditLog } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { routeArgs } from "#tests/support/actions";
import { looseAnswer, setupPrayerTests } from "#tests/support/prayer-times";
import { JUMUAH_SESSIONS_FORM_ID } from "./admin-schema";
import { displayData } from "./display.server";
import { homePrayerData } from "./home.server";
import { getPrayerSettings } from "./prayer-times.server";
import * as jumuahPage from "./routes/admin-prayer-times-jumuah";
import { loader as calendar } from "./routes/calendar-ics";
import * as prayerTimesPage from "./routes/prayer-times";

const { db, post, get } = setupPrayerTests();

/** Friday 5 December 2025, 10:00: the default Jumu'ah is khutbah 13:00, jama'at 13:30. */
const FRIDAY = instantAt("2025-12-05", "10:00");

/** The sessions form as the browser sends it: the first session's language and four rows. */
function sessionsForm(rows: Record<string, string>[], firstLanguage = "English and Arabic") {
  const fields: Record<string, string> = { intent: JUMUAH_SESSIONS_FORM_ID, firstLanguage };
  for (const index of [0, 1, 2, 3])
    for (const cell of ["khutbah", "iqamah", "language"])
      fields[`furtherSessions[${index}].${cell}`] = rows[index]?.[cell] ?? "";
  return fields;
}

const saveSessions = async (fields: Record<string, string>) =>
  looseAnswer(
    await jumuahPage.action(routeArgs(post("/admin/prayer-times/jumuah", fields)) as never),
  );

/** A public request answered as if on Friday morning (the test-only clock cookie). */
const onFriday = (path: string) =>
  new Request(`http://localhost${path}`, { headers: { Cookie: `wic_test_now=${FRIDAY}` } });

describe("Jumu'ah sessions", () => {
  it("saves further sessions in order and shows every session on Friday's pages", async () => {
    const urdu = { khutbah: "15:00", iqamah: "15:20", language: "Urdu" };
    const english = { khutbah: "14:15", iqamah: "14:45", language: "English" };
    const saved = await saveSessions(sessionsForm([urdu, {}, english]));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/prayer-times/jumuah");
    expect((await getPrayerSettings()).jumuah).toEqual({
      firstLanguage: "English and Arabic",
      furtherSessions: [english, urdu],
    });
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: "prayer-times.jumuah-sessions" });

    const { sessions } = await jumuahPage.loader(
      routeArgs(get("/admin/prayer-times/jumuah")) as never,
    );
    expect(sessions.values.furtherSessions).toEqual([
      english,
      urdu,
      { khutbah: "", iqamah: "", language: "" },
      { khutbah: "", iqamah: "", language: "" },
    ]);

    const page = await prayerTimesPage.loader(routeArgs(onFriday("/prayer-times")) as never);
    expect(page.days[0]?.jummah).toMatchObject({ khutbah: "13:00", iqamah: "13:30" });
    expect(page.jumuah.furtherSessions).toEqual([english, urdu]);
    const home = await homePrayerData(onFriday("/"));
    expect(home.jumuah).toEqual(page.jumuah);

    expect((await displayData(FRIDAY)).jumuah).toEqual({
      first: "1st Jumu'ah (English and Arabic)",
      further:
        "2nd Jumu'ah: khutbah 14:15, jama'at 14:45 (English) · 3rd Jumu'ah: khutbah 15:00, jama'at 15:20 (Urdu)",
    });

    const ics = await (
      (await calendar(routeArgs(onFriday("/prayer-times.ics")))) as Response
    ).text();
    expect(ics).toContain("UID:2025-12-05-jummah@localhost");
    expect(ics).toContain("UID:2025-12-05-jummah-2@localhost\r\nDTSTAMP:");
    expect(ics).toContain("DTSTART:20251205T144500Z");
    expect(ics).toContain("SUMMARY:2nd Jumu'ah iqamah (English)");
    expect(ics).toContain("SUMMARY:3rd Jumu'ah iqamah (Urdu)");
  });

  it("refuses a session that starts before the 1st Jumu'ah's jama'at, keeping what was typed", async () => {
    // Named as its row is labelled: the form's second row is the 3rd Jumu'ah's.
    const early = { khutbah: "13:15", iqamah: "13:45", language: "English" };
    const refused = await saveSessions(sessionsForm([{}, early]));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      formId: JUMUAH_SESSIONS_FORM_ID,
      result: {
        error: {
          "furtherSessions[1].khutbah": [
            "The 3rd Jumu'ah's khutbah must be after the 1st Jumu'ah's jama'at (13:30 on Friday 5 December 2025).",
          ],
        },
        initialValue: { furtherSessions: [undefined, early, undefined, undefined] },
      },
    });
    expect((await getPrayerSettings()).jumuah.furtherSessions).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
