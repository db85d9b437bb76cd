import { describe, expect, it } from "vitest";
import { seedDemoEdition } from "#app/features/quran-competition/editions.server";
import { seasonDates } from "#app/features/summer/seasons/season";
import { currentSeason } from "#app/features/summer/seasons/seasons.server";
import { FEATURES } from "#app/features.server";
import type { StaffRole } from "#app/lib/auth/roles";
import { backupRuns } from "#app/lib/db/schema";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { addDays, instantAt, localDate } from "#app/lib/time/london";
import { setupTestDatabase } from "#tests/support/database";
import { todayItems } from "./today.server";

const { db } = setupTestDatabase({ emptied: [backupRuns] });

const HOUR = 3_600_000;
const itemsFor = (roles: StaffRole[], now: number) => todayItems(FEATURES, { roles, now });
const texts = async (roles: StaffRole[], now: number) =>
  (await itemsFor(roles, now)).map((item) => item.text);

describe("the Today page's items", () => {
  it("says when the last backup failed, is old or is fine, to administrators only", async () => {
    const now = Date.parse("2026-11-29T09:00:00Z");
    const backup = async (hoursAgo: number, ok: boolean) =>
      db()
        .insert(backupRuns)
        .values({ trigger: "daily", startedAt: new Date(now - hoursAgo * HOUR), ok });
    const backupItem = async () =>
      (await itemsFor(["administrator"], now)).find((item) => item.href === "/admin/backups");

    expect(await backupItem()).toEqual({
      text: "No backup has been made yet",
      href: "/admin/backups",
      kind: "problem",
    });
    await backup(30, true);
    expect(await backupItem()).toMatchObject({
      text: "The last backup is old: it was made 30 hours ago",
      kind: "problem",
    });
    await backup(7, false);
    expect(await backupItem()).toMatchObject({ text: "The last backup failed (7 hours ago)" });
    await backup(6, true);
    expect(await backupItem()).toMatchObject({ text: "Last backup 6 hours ago", kind: "fine" });
    expect((await texts(["editor"], now)).some((text) => text.includes("backup"))).toBe(false);
  });

  it("says when the competition's registration closes and its day comes, to its staff", async () => {
    const seeded = Date.parse("2026-11-29T09:00:00Z");
    await seedDemoEdition(seeded);
    const eventDate = addDays(localDate(seeded), 35);
    const closes = addDays(eventDate, -7);
    const title = `Winter Qur'an Competition ${eventDate.slice(0, 4)} (demo)`;
    const day = (date: string) => formatCalendarDate(date, "weekdayWritten");

    const closingWeek = instantAt(addDays(closes, -3), "10:00");
    expect(await texts(["summer"], closingWeek)).toContain(
      `${title}: registration closes ${day(closes)}`,
    );
    expect(await texts(["editor"], closingWeek)).not.toContain(
      `${title}: registration closes ${day(closes)}`,
    );
    const eventWeek = instantAt(addDays(eventDate, -2), "10:00");
    const during = await texts(["summer"], eventWeek);
    expect(during).toContain(`${title} is on ${day(eventDate)}`);
    expect(during.some((text) => text.includes("registration closes"))).toBe(false);
    // Three weeks ahead, nothing is due.
    const early = await texts(["summer"], instantAt(addDays(closes, -21), "10:00"));
    expect(early.some((text) => text.startsWith(title))).toBe(false);
  });

  it("says when registration for the season visitors see closes this week", async () => {
    const shown = await currentSeason(Date.parse("2025-06-01T09:00:00Z"));
    if (!shown) throw new Error("the migration's season is missing");
    const last = seasonDates(shown.season).at(-1) ?? "";
    const closes = shown.season.closesAt ? localDate(Date.parse(shown.season.closesAt)) : last;
    const item = `${shown.season.title}: registration closes ${formatCalendarDate(closes, "weekdayWritten")}`;
    expect(await texts(["summer"], instantAt(addDays(closes, -2), "10:00"))).toContain(item);
    expect(await texts(["summer"], instantAt(addDays(closes, -10), "10:00"))).not.toContain(item);
  });
});
