import { beforeAll, beforeEach } from "vitest";
import { DEFAULT_IQAMAH, DEFAULT_JUMMAH, type PrayerDay } from "#app/features/prayer-times/prayers";
import {
  auditLog,
  iqamahRules,
  prayerTimes,
  settings,
  timetableEntries,
  weeklyEvents,
} from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { answer, formRequest, thrown } from "./actions";
import { createAccount } from "./auth";
import { setupTestDatabase } from "./database";

/** A fixed day for every test: Monday 1 December 2025, 10:00 in Watford. */
export const NOW = instantAt("2025-12-01", "10:00");

/** A December day's adhan times in Watford. */
export const WINTER = {
  fajr: "05:54",
  sunrise: "07:33",
  dhuhr: "11:53",
  asr: "14:14",
  maghrib: "16:05",
  isha: "17:34",
};

/** The adhan times the browser tests put in the timetable for each day their screens show. */
export const SCREEN_TEST_TIMES = {
  fajr: "05:50",
  sunrise: "07:40",
  dhuhr: "11:55",
  asr: "14:10",
  maghrib: "16:00",
  isha: "17:30",
};

/** A day of times for the rules' unit tests: winter adhan, the default iqamah, Maghrib at 16:10. */
export function prayerDay(date: string, overrides: Partial<PrayerDay> = {}): PrayerDay {
  return {
    date,
    hijriDate: "",
    source: "calculated",
    times: WINTER,
    iqamah: { ...DEFAULT_IQAMAH, maghrib: "16:10" },
    jummah: DEFAULT_JUMMAH,
    ...overrides,
  };
}

/** A valid wall-screen settings form, as the browser sends it. */
export const SCREEN_FORM = {
  fajr: "10",
  dhuhr: "10",
  asr: "10",
  maghrib: "10",
  isha: "10",
  jummah: "30",
  adhkarMinutes: "5",
  minutesAfterIsha: "60",
  minutesBeforeFajr: "60",
};

/** The tables the prayer-times tests write, emptied before each test. */
export const PRAYER_TABLES = [prayerTimes, iqamahRules, timetableEntries, settings, weeklyEvents];

/**
 * A test file's database with an administrator and a member, every prayer-times table emptied
 * before each test, and requests that carry the frozen clock (honoured because the tests run
 * with WIC_TEST_ROUTES=1).
 */
export function setupPrayerTests() {
  const { db } = setupTestDatabase();
  const cookies = { admin: "", member: "", anonymous: "" };
  beforeAll(async () => {
    cookies.admin = (
      await createAccount(db(), { name: "Admin", email: "admin@example.org", role: "admin" })
    ).cookie;
    cookies.member = (
      await createAccount(db(), { name: "Member", email: "member@example.org" })
    ).cookie;
  });
  beforeEach(async () => {
    for (const table of [...PRAYER_TABLES, auditLog]) await db().delete(table);
  });
  const headers = (cookie: string) => ({
    Cookie: [cookie, `wic_test_now=${NOW}`].filter(Boolean).join("; "),
  });
  return {
    db,
    cookies,
    post: (path: string, fields: Record<string, string>, cookie = cookies.admin) =>
      formRequest(path, fields, { headers: headers(cookie) }),
    get: (path: string, cookie = cookies.admin) =>
      new Request(`http://localhost${path}`, { headers: headers(cookie) }),
  };
}

/** A route's answer; its data has several shapes, so tests read it loosely. */
export const looseAnswer = (result: unknown) => answer<Record<string, unknown>>(result as Response);

/** What a refused request threw: its status (and where a redirect goes). */
export async function refusal(run: () => Promise<unknown>) {
  const { status, headers } = answer((await thrown(run)) as Response);
  return { status, location: headers.get("Location") };
}
