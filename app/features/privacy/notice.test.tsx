import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { backupDirectory } from "#app/features/backups/index.server";
import { archiveName } from "#app/features/backups/rules";
import { loader } from "#app/features/content/routes/policy-privacy";
import { seedContentPages } from "#app/features/content/seed.server";
import { SHAWWAL } from "#app/features/ramadan/hijri-months";
import { currentCentreCalendar } from "#app/features/ramadan/index.server";
import { FEATURES } from "#app/features.server";
import {
  directoryDrafts,
  eidBookings,
  eidPrayers,
  iftarNights,
  iftarSignups,
  iftarVolunteers,
  newsletterSubscribers,
  notices,
  outbox,
  rateLimits,
  sessions,
  submissions,
  users,
} from "#app/lib/db/schema";
import {
  RETENTION_RULE_IDS,
  type RetentionRuleId,
  retentionWords,
} from "#app/lib/privacy/retention";
import { privacyNoticeHtml } from "#tests/support/content";
import { setupTestDatabase } from "#tests/support/database";
import { insertBusiness, insertSeeker } from "#tests/support/directory";
import { visibleText } from "#tests/support/render";
import { storeTestImage } from "#tests/support/uploads";
import { previewRetention, runRetention } from "./retention.server";

/**
 * The privacy notice against what the site does: its retention periods are written by the site
 * (none typed), and for each rule the daily job keeps a record until the period the notice states
 * is over and applies the rule just after, with the clock moved there.
 */

const { db } = setupTestDatabase();
beforeAll(() => seedContentPages());

type Period = { days: number } | { months: number };

/** The period the notice's schedule states for a rule ("12 months after …"). */
function statedPeriod(html: string, id: RetentionRuleId): Period {
  const row = new RegExp(`<tr data-rule="${id}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "";
  const keptFor = /<td[^>]*>([\s\S]*?)<\/td>/.exec(row)?.[1] ?? "";
  const [, count, unit] = /^(\d+) (day|month)s? after /.exec(visibleText(keptFor)) ?? [];
  if (!count) throw new Error(`the notice states no period for ${id}: "${visibleText(row)}"`);
  return unit === "day" ? { days: Number(count) } : { months: Number(count) };
}

const HOUR = 60 * 60 * 1000;
/** The frozen clock; periods in days cross October's clock change, so margins are two hours. */
const NOW = new Date("2026-11-20T10:00:00Z");

/** The instant a period before NOW, counted as a calendar would (a month back is a month back). */
function periodBefore(now: Date, period: Period): Date {
  const back = new Date(now);
  if ("days" in period) back.setUTCDate(back.getUTCDate() - period.days);
  else back.setUTCMonth(back.getUTCMonth() - period.months);
  return back;
}

/** A record of the rule's kind whose period started at `start`. */
const RECORD_STARTING: Partial<Record<RetentionRuleId, (start: Date) => Promise<unknown>>> = {
  directoryDrafts: (start) =>
    db().insert(directoryDrafts).values({
      browserKey: "notice",
      kind: "business",
      payload: {},
      createdAt: start,
    }),
  jobSeekers: (start) =>
    insertSeeker(db(), {
      updatedAt: start,
      // Warned in time, as the job does 30 days before.
      expiryWarnedAt: new Date(start.getTime() + HOUR),
    }),
  declinedListings: (start) => insertBusiness(db(), { status: "denied", updatedAt: start }),
  counselling: (start) =>
    db().insert(submissions).values({
      kind: "advice-and-counselling",
      payload: {},
      createdAt: start,
    }),
  formSubmissions: (start) =>
    db().insert(submissions).values({ kind: "contact", payload: {}, createdAt: start }),
  emailBodies: (start) =>
    db().insert(outbox).values({
      template: "contact-confirmation",
      toAddress: "someone@example.org",
      subject: "Received",
      html: "<p>Hi</p>",
      text: "Hi",
      status: "sent",
      sentAt: start,
      createdAt: start,
    }),
  sessions: async (start) => {
    await db()
      .insert(users)
      .values({ id: "notice-user", name: "Notice", email: "notice@example.org" })
      .onConflictDoNothing();
    await db()
      .insert(sessions)
      .values({
        id: `notice-${start.getTime()}`,
        token: `token-${start.getTime()}`,
        userId: "notice-user",
        expiresAt: start,
        ipAddress: "203.0.113.9",
        userAgent: "Firefox",
      });
  },
  rateLimits: (start) =>
    db()
      .insert(rateLimits)
      .values({
        key: `form:contact:203.0.113.${start.getTime() % 200}`,
        windowStart: start,
        count: 3,
      }),
  janazahNotices: (end) =>
    db()
      .insert(notices)
      .values({
        kind: "janazah",
        topic: "janazah",
        title: "Janazah after Dhuhr",
        startsAt: new Date(end.getTime() - 6 * HOUR),
        endsAt: end,
        janazah: {
          deceasedName: "",
          familyConsent: false,
          prayer: "After Dhuhr",
          place: "Main hall",
          burial: "",
        },
      }),
  newsletterUnconfirmed: (start) =>
    db()
      .insert(newsletterSubscribers)
      .values({
        email: "notice@example.org",
        topics: ["events"],
        token: "notice-token-0123456789abcdef",
        createdAt: start,
      }),
  unusedImages: (start) => storeTestImage("#123456", { storedAt: start }),
  backupArchives: async (start) => {
    // With a newer archive beside it: the newest is kept however old (the rule's outcome).
    mkdirSync(backupDirectory(), { recursive: true });
    for (const [instant, kind] of [
      [start.getTime(), "daily"],
      [NOW.getTime(), "manual"],
    ] as const)
      writeFileSync(path.join(backupDirectory(), archiveName(instant, kind)), "");
  },
};

/**
 * Summer, competition and donation records need whole seasons, editions and claims to exist; Eid
 * bookings and iftar sign-ups are kept by the day of the Eid or the iftar, which the hours this
 * test moves do not change (their features' tests move the day).
 */
const COVERED_IN_RETENTION_TEST: RetentionRuleId[] = [
  "summerRegistrations",
  "competitionRegistrations",
  "donations",
  "eidBookings",
  "iftarSignups",
];

describe("the privacy notice and the retention job", () => {
  it("has every period written by the site: each 'How long we keep it' is a rule's words", async () => {
    const { page } = await loader();
    expect(page.html).not.toContain("{{retention:");
    const words = Object.values(retentionWords()).map((sentence) => visibleText(sentence));
    const promises = [
      ...page.html.matchAll(/<li>\s*<strong>How long we keep it:<\/strong>([\s\S]*?)<\/li>/g),
    ];
    expect(promises.length).toBeGreaterThanOrEqual(10);
    for (const [, promise = ""] of promises)
      expect(
        words.some((sentence) => visibleText(promise).includes(sentence)),
        visibleText(promise),
      ).toBe(true);
  });

  it("keeps each record until the period the notice states is over, then applies the rule", async () => {
    const html = await privacyNoticeHtml();
    for (const id of RETENTION_RULE_IDS) {
      const period = statedPeriod(html, id);
      const record = RECORD_STARTING[id];
      if (!record) {
        expect(COVERED_IN_RETENTION_TEST).toContain(id);
        continue;
      }
      const start = periodBefore(NOW, period);
      await record(new Date(start.getTime() + 2 * HOUR));
      expect((await previewRetention(FEATURES, NOW)).counts[id], `${id}: within the period`).toBe(
        0,
      );
      const later = new Date(NOW.getTime() + 4 * HOUR);
      expect((await previewRetention(FEATURES, later)).counts[id], `${id}: just after it`).toBe(1);
      expect((await runRetention(FEATURES, later)).counts[id], `${id}: applied`).toBe(1);
      expect((await previewRetention(FEATURES, later)).counts[id], `${id}: once`).toBe(0);
    }
  });

  it("keeps Eid bookings and iftar sign-ups for the stated period after their day, then deletes them", async () => {
    const html = await privacyNoticeHtml();
    const { calendar } = await currentCentreCalendar(db());
    const eidDay = calendar.monthStart(1447, SHAWWAL);
    const iftarDay = "2026-03-14"; // before the Eid (1 Shawwal 1447)
    const [jamaat] = await db()
      .insert(eidPrayers)
      .values({ eid: "fitr", hijriYear: 1447, time: "07:30", place: "Main hall", booking: true })
      .returning();
    await db()
      .insert(eidBookings)
      .values({
        prayerId: jamaat?.id ?? 0,
        name: "A",
        email: "a@example.org",
        people: 2,
        token: "n1",
      });
    await db().insert(iftarNights).values({ date: iftarDay, capacity: 50 });
    await db()
      .insert(iftarSignups)
      .values({ date: iftarDay, name: "B", email: "b@example.org", people: 1, token: "n2" });
    await db().insert(iftarVolunteers).values({ date: iftarDay, name: "C", task: "Serving" });
    for (const [id, day, rows] of [
      // The earlier day first: a run applies every rule.
      ["iftarSignups", iftarDay, 2],
      ["eidBookings", eidDay, 1],
    ] as const) {
      // Noon on the last day of the period, and on the day after it.
      const last = new Date(`${day}T12:00:00Z`);
      const period = statedPeriod(html, id);
      if ("days" in period) last.setUTCDate(last.getUTCDate() + period.days);
      else last.setUTCMonth(last.getUTCMonth() + period.months);
      const dayAfter = new Date(last.getTime() + 24 * HOUR);
      expect((await previewRetention(FEATURES, last)).counts[id], `${id}: last day`).toBe(0);
      expect((await runRetention(FEATURES, dayAfter)).counts[id], `${id}: applied`).toBe(rows);
      expect((await previewRetention(FEATURES, dayAfter)).counts[id], `${id}: once`).toBe(0);
    }
  });
});
