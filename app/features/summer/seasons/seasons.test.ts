import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  outbox,
  summerBookings,
  summerOpeningNotices,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { answer, getAs, postAs, routeArgs } from "#tests/support/actions";
import { rowsWhere } from "#tests/support/database";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { SATURDAYS } from "#tests/support/summer-2025";
import {
  oneChildStep,
  SUMMER_2025_NOW,
  setupSummerDatabase,
  throughToReview,
  Visitor,
  zaydDraft,
} from "#tests/support/summer-wizard";
import { MESSAGES } from "../messages";
import * as summerRoute from "../pages/routes/summer";
import { sendOpeningNotices } from "../registration/opening-notices.server";
import { RegistrationInvalid, submitRegistration } from "../registration/registration.server";
import * as thankYouRoute from "../registration/routes/thank-you";
import { STATUS } from "../rules";
import { seedDemoSummerSeason } from "../seed.server";
import { currentSeason, loadSeason, seasonAt } from "./seasons.server";

/** A value the test has just stored or loaded (it fails loudly when it is missing). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

const { db, emailsTo, kind } = setupSummerDatabase();
const at = (date: string, time = "12:00") => instantAt(date, time);

/** A season stored as the admin would store it: one Saturday programme, weekly sessions. */
async function createSeason({
  title,
  status = "open",
  opensAt = null,
  closesAt = null,
  dates,
  capacity = null,
}: {
  title: string;
  status?: "draft" | "open" | "closed";
  opensAt?: number | null;
  closesAt?: number | null;
  dates: string[];
  capacity?: number | null;
}) {
  const [season] = await db()
    .insert(summerSeasons)
    .values({
      title,
      status,
      registrationOpensAt: opensAt === null ? null : new Date(opensAt),
      registrationClosesAt: closesAt === null ? null : new Date(closesAt),
    })
    .returning();
  const [programme] = await db()
    .insert(summerProgrammes)
    .values({
      seasonId: must(season).id,
      key: "fantastic-5",
      name: "Saturdays – Fantastic 5 (10am–1pm)",
      short: "Fantastic 5",
      minAge: 4,
      maxAge: 16,
      ratePence: 2200,
    })
    .returning();
  await db()
    .insert(summerSessions)
    .values(dates.map((date) => ({ programmeId: must(programme).id, date, capacity })));
  return must(season).id;
}

const removeSeason = async (id: number) => {
  const registrations = await db()
    .select({ id: summerRegistrations.id })
    .from(summerRegistrations)
    .where(eq(summerRegistrations.seasonId, id));
  for (const registration of registrations)
    await db().delete(summerRegistrations).where(eq(summerRegistrations.id, registration.id));
  await db().delete(summerSeasons).where(eq(summerSeasons.id, id));
};

const oneChild = (dates: string[], email?: string) => zaydDraft({ dates, email });

describe("the season visitors see", () => {
  it("is the 2025 season during it, and shown as past after it", async () => {
    const during = await currentSeason(SUMMER_2025_NOW);
    expect(during).toMatchObject({ registration: "open", past: false, next: null });
    expect(during?.season.title).toBe("Wicked Wednesdays & Weekends 2025");
    const after = await currentSeason(at("2026-11-24"));
    expect(after).toMatchObject({ registration: "closed", past: true, next: null });
    expect(after?.season.id).toBe(1);
  });

  it("is the next season once published, and a draft with an opening date is announced", async () => {
    const draft = await createSeason({
      title: "Wicked Wednesdays & Weekends 2027",
      status: "draft",
      opensAt: at("2027-03-01", "09:00"),
      dates: ["2027-07-24", "2027-07-31"],
    });
    try {
      const between = await currentSeason(at("2026-11-24"));
      expect(between).toMatchObject({ past: true, next: { id: draft } });
      await db().update(summerSeasons).set({ status: "open" }).where(eq(summerSeasons.id, draft));
      const announced = await currentSeason(at("2026-11-24"));
      expect(announced).toMatchObject({ registration: "not-yet-open", past: false });
      expect(announced?.season.id).toBe(draft);
    } finally {
      await removeSeason(draft);
    }
  });
});

describe("dates that cannot be chosen", () => {
  it("refuses a past date posted directly, with the message next to the field", async () => {
    // Sunday 27 July 2025: the first Saturday (26 July) has passed.
    const visitor = new Visitor(at("2025-07-27", "09:00"));
    const result = await visitor.post(
      oneChildStep({
        name: "Yusuf",
        age: "8",
        programme: "fantastic-5",
        dates: [SATURDAYS[0], SATURDAYS[1]],
      }),
    );
    expect(result.status).toBe(400);
    expect(result.data?.errors["child.0.fantastic-5.dates"]).toBe(MESSAGES.datePast("Sat 26 Jul"));
    // The page no longer offers it.
    const page = await visitor.draft();
    expect(page.season?.programmes[0]?.unavailable[SATURDAYS[0]]).toBe("past");
  });

  it("refuses an old draft's past date at submit, on step 1", async () => {
    const season = await loadSeason(1);
    const late = await seasonAt(must(season), at("2025-08-10"));
    await expect(submitRegistration(oneChild([SATURDAYS[0]]), late)).rejects.toMatchObject({
      step: 1,
    });
    await expect(submitRegistration(oneChild([SATURDAYS[0]]), late)).rejects.toBeInstanceOf(
      RegistrationInvalid,
    );
  });

  it("refuses every post after the season, saying registration closed", async () => {
    const stored = async () =>
      (await db().select().from(summerRegistrations).where(eq(summerRegistrations.seasonId, 1)))
        .length;
    const before = await stored();
    const visitor = new Visitor(at("2026-11-24"));
    const page = await visitor.draft();
    expect(page.notice).toBe(
      "Registration for Wicked Wednesdays & Weekends 2025 closed on 31 August 2025. This summer's programme has finished.",
    );
    const result = await visitor.post({ step: "5", intent: "submit" });
    expect(result.status).toBe(400);
    expect(result.data?.formError).toBe(page.notice);
    expect(await stored()).toBe(before);
  });
});

describe("places", () => {
  it("a full session is refused; a cancelled or refunded registration frees its place", async () => {
    const id = await createSeason({
      title: "Capacity season",
      dates: ["2026-07-25", "2026-08-01"],
      capacity: 1,
    });
    try {
      const now = new Date(at("2026-06-01"));
      const season = async () => seasonAt(must(await loadSeason(id)), now.getTime());
      const first = await submitRegistration(
        oneChild(["2026-07-25"], "a@example.org"),
        await season(),
        now,
      );
      const full = await season();
      expect(full.programmes[0]?.unavailable).toEqual({ "2026-07-25": "full" });
      await expect(
        submitRegistration(oneChild(["2026-07-25"], "b@example.org"), full, now),
      ).rejects.toMatchObject({ step: 1 });
      // The snapshot said free, but the place went meanwhile: refused inside the transaction.
      const stale = must(await loadSeason(id));
      const refused = await submitRegistration(
        oneChild(["2026-07-25"], "c@example.org"),
        stale,
        now,
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RegistrationInvalid);
      expect((refused as RegistrationInvalid).fieldErrors).toEqual({
        "child.0.fantastic-5.dates": [MESSAGES.dateFull("Sat 25 Jul")],
      });
      for (const status of [STATUS.cancelled, STATUS.refunded]) {
        await db()
          .update(summerRegistrations)
          .set({ status })
          .where(eq(summerRegistrations.id, first.id));
        expect((await season()).programmes[0]?.unavailable).toEqual({});
      }
      const again = await submitRegistration(
        oneChild(["2026-07-25"], "d@example.org"),
        await season(),
        now,
      );
      expect(
        await db().select().from(summerBookings).where(eq(summerBookings.registrationId, again.id)),
      ).toHaveLength(1);
    } finally {
      await removeSeason(id);
    }
  });

  it("two parents racing for the last place: exactly one gets it", async (context) => {
    if (kind() === "pglite")
      context.skip(
        "PGlite has a single connection: transactions run one after the other, so nothing races (run with DATABASE_URL for PostgreSQL)",
      );
    const id = await createSeason({ title: "Race season", dates: ["2026-07-25"], capacity: 1 });
    try {
      const now = new Date(at("2026-06-01"));
      const season = await seasonAt(must(await loadSeason(id)), now.getTime());
      const results = await Promise.allSettled(
        ["racer1@example.org", "racer2@example.org", "racer3@example.org"].map((email) =>
          submitRegistration(oneChild(["2026-07-25"], email), season, now),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const losers = results.filter((result) => result.status === "rejected");
      expect(losers).toHaveLength(2);
      for (const loser of losers)
        expect((loser as PromiseRejectedResult).reason).toBeInstanceOf(RegistrationInvalid);
      const bookings = await db()
        .select()
        .from(summerBookings)
        .innerJoin(summerSessions, eq(summerSessions.id, summerBookings.sessionId))
        .innerJoin(summerProgrammes, eq(summerProgrammes.id, summerSessions.programmeId))
        .where(eq(summerProgrammes.seasonId, id));
      expect(bookings).toHaveLength(1);
      expect(
        await db().select().from(summerRegistrations).where(eq(summerRegistrations.seasonId, id)),
      ).toHaveLength(1);
    } finally {
      await removeSeason(id);
    }
  });
});

describe("a parent registers and pays on a 2026 season", () => {
  const fake = setupStripeFake();

  it("books the 2026 dates at the 2026 rate and is marked paid", async () => {
    const id = await createSeason({
      title: "Wicked Wednesdays & Weekends 2026",
      opensAt: at("2026-03-01", "09:00"),
      closesAt: at("2026-08-29", "23:59"),
      dates: ["2026-07-25", "2026-08-01", "2026-08-08"],
      capacity: 30,
    });
    try {
      const visitor = new Visitor(at("2026-06-01"));
      expect((await visitor.draft()).season?.id).toBe(id);
      const first = await visitor.post(
        oneChildStep({
          name: "Maryam",
          age: "9",
          programme: "fantastic-5",
          dates: ["2026-07-25", "2026-08-01"],
        }),
      );
      expect(first.status).toBe(302);
      for (const fields of [
        {
          step: "2",
          parentName: "Hafsa Ali",
          parentPhone: "07700 900111",
          parentEmail: "hafsa2026@example.org",
        },
        { step: "3", couponCode: "" },
        { step: "4", termsAccepted: "on" },
      ] as Record<string, string>[])
        expect((await visitor.post({ intent: "next", ...fields })).status).toBe(302);
      const submitted = await visitor.post({ step: "5", intent: "submit" });
      expect(submitted.status).toBe(302);
      const sessionId = (submitted.headers.get("location") ?? "").split("/").pop() ?? "";
      const session = fake.sessions.get(sessionId);
      expect(session?.amount_total).toBe(4400);
      const [registration] = await rowsWhere(
        db(),
        summerRegistrations,
        eq(summerRegistrations.seasonId, id),
      );
      expect(registration).toMatchObject({ totalPence: 4400, status: STATUS.pending });
      expect(registration?.childrenDetails).toBe(
        "Child 1: Maryam, age 9 – Saturdays – Fantastic 5 (10am–1pm): Sat 25 July, Sat 1 August",
      );
      // Paid on Stripe's page; the return page settles it.
      Object.assign(session ?? {}, {
        status: "complete",
        payment_status: "paid",
        payment_intent: "pi_2026",
      });
      const thanks = await thankYouRoute.loader(
        routeArgs(new Request(`http://localhost/thank-you?session_id=${sessionId}`)),
      );
      expect(thanks.summary).toMatchObject({ state: "success", amountPence: 4400 });
      const [paid] = await rowsWhere(
        db(),
        summerRegistrations,
        eq(summerRegistrations.id, must(registration).id),
      );
      expect(paid?.status).toBe(STATUS.paid);
    } finally {
      await removeSeason(id);
    }
  });

  it("the 2025 spec registration still goes through with the 2025 clock", async () => {
    const visitor = new Visitor();
    await throughToReview(visitor);
    expect((await visitor.post({ step: "5", intent: "submit" })).status).toBe(302);
  });
});

describe("tell me when it opens", () => {
  it("stores the address once and emails it exactly once on the opening day", async () => {
    const opensAt = at("2027-03-01", "09:00");
    const id = await createSeason({
      title: "Wicked Wednesdays & Weekends 2027",
      opensAt,
      dates: ["2027-07-24", "2027-07-31"],
    });
    try {
      const before = `wic_test_now=${at("2026-12-01")}`;
      const signUp = (email: string) =>
        summerRoute.action(postAs(before, "/summer", { intent: "notify", email }));
      const page = await summerRoute.loader(getAs(before, "/summer"));
      expect(page.notice).toBe(
        "Registration for Wicked Wednesdays & Weekends 2027 opens on Monday 1 March 2027 at 9am.",
      );
      expect(page.signUpSeasonId).toBe(id);

      const invalid = answer(await signUp("not-an-email"));
      expect(invalid.status).toBe(400);
      for (const email of ["Amina@Example.org", "amina@example.org", "bilal@example.org"]) {
        const thanked = answer(await signUp(email));
        expect(thanked.status).toBe(302);
        expect(thanked.headers.get("location")).toBe("/summer");
      }
      const notices = await rowsWhere(
        db(),
        summerOpeningNotices,
        eq(summerOpeningNotices.seasonId, id),
      );
      expect(notices.map((notice) => notice.email).sort()).toEqual([
        "amina@example.org",
        "bilal@example.org",
      ]);

      expect(await sendOpeningNotices(new Date(opensAt - 60_000))).toBe(0);
      expect(await sendOpeningNotices(new Date(opensAt + 60_000))).toBe(2);
      expect(await sendOpeningNotices(new Date(opensAt + 3_600_000))).toBe(0);
      await Promise.all([
        sendOpeningNotices(new Date(opensAt + 7_200_000)),
        sendOpeningNotices(new Date(opensAt + 7_200_000)),
      ]);
      const emails = await emailsTo("summer-opening-notice");
      expect(emails.map((email) => email.toAddress).sort()).toEqual([
        "amina@example.org",
        "bilal@example.org",
      ]);
      expect(emails[0]?.subject).toContain(
        "Registration for Wicked Wednesdays & Weekends 2027 is open",
      );
      expect(emails[0]?.text).toContain("/summer/register");
    } finally {
      await db().delete(outbox).where(eq(outbox.template, "summer-opening-notice"));
      await removeSeason(id);
    }
  });
});

describe("the demo season of a fresh site", () => {
  it("is added once, dated from today with 2025's weekdays, and can be booked", async () => {
    const now = at("2026-11-24");
    await seedDemoSummerSeason(now);
    await seedDemoSummerSeason(now);
    const demos = await db().select().from(summerSeasons).where(eq(summerSeasons.demo, true));
    expect(demos).toHaveLength(1);
    const id = must(demos[0]).id;
    try {
      const current = must(await currentSeason(now));
      expect(current).toMatchObject({ registration: "open", past: false });
      expect(current.season).toMatchObject({
        id,
        title: "Wicked Wednesdays & Weekends 2026",
        demo: true,
      });
      const [fantastic, quran] = current.season.programmes;
      // Three weeks or more from today, weekly, on the same weekdays as 2025.
      expect(fantastic?.dates).toEqual([
        "2026-12-19",
        "2026-12-26",
        "2027-01-02",
        "2027-01-09",
        "2027-01-16",
        "2027-01-23",
      ]);
      expect(quran?.groups.map((group) => group.weekday)).toEqual(["Sundays", "Wednesdays"]);
      expect(quran?.wednesdayDates[0]).toBe("2026-12-16");
      expect(fantastic?.unavailable).toEqual({});
      const places = await db()
        .select()
        .from(summerSessions)
        .innerJoin(summerProgrammes, eq(summerProgrammes.id, summerSessions.programmeId))
        .where(eq(summerProgrammes.seasonId, id));
      expect(places).toHaveLength(18);
      expect(places.every((row) => row.summer_sessions.capacity === 30)).toBe(true);
    } finally {
      await removeSeason(id);
    }
  });
});
