import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  summerBookings,
  summerChildren,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
} from "#app/lib/db/schema";
import { weekday } from "#app/lib/time/calendar";
import { instantAt } from "#app/lib/time/london";
import { versionOf } from "#app/lib/versions";
import { formResult, getAs, outcomeOf, postAs, reply, thrown } from "#tests/support/actions";
import { setupAccounts } from "#tests/support/auth";
import { rowById, rowsWhere, setupTestDatabase } from "#tests/support/database";
import { toastOf } from "#tests/support/directory";
import * as registrationsRoute from "../admin/routes/admin-summer";
import * as exportRoute from "../admin/routes/admin-summer-export";
import { PROGRAMME_CARDS } from "../pages/content";
import * as programmesRoute from "../pages/routes/programmes";
import { programmeFields } from "./programmes-admin.server";
import * as seasonRoute from "./routes/admin-summer-season";
import * as seasonsRoute from "./routes/admin-summer-seasons";

const { db } = setupTestDatabase();
const { cookies } = setupAccounts(db, {
  admin: { name: "Admin", email: "seasons.admin@example.org", role: "admin" },
  member: { name: "Member", email: "seasons.member@example.org" },
});

type Who = "admin" | "member";
const get = (path: string, who: Who, params: Record<string, string> = {}) =>
  getAs(cookies[who], path, params);
const post = (
  path: string,
  fields: Record<string, string | string[]>,
  who: Who = "admin",
  params: Record<string, string> = {},
) => postAs(cookies[who], path, fields, params);

/** Copies a season through the list page's action; the new season's id. */
async function copy(id: number): Promise<number> {
  const result = reply(
    await seasonsRoute.action(post("/admin/summer/seasons", { intent: "copy", id: String(id) })),
  );
  expect(result.status).toBe(302);
  const location = result.headers.get("Location") ?? "";
  const match = /\/admin\/summer\/seasons\/(\d+)$/.exec(location);
  expect(match).not.toBeNull();
  return Number(match?.[1]);
}

const seasonPath = (id: number) => `/admin/summer/seasons/${id}`;
const onSeason = (id: number, fields: Record<string, string | string[]>, who: Who = "admin") =>
  seasonRoute.action(post(seasonPath(id), fields, who, { id: String(id) }));

async function sessionsOf(seasonId: number) {
  return db()
    .select({
      key: summerProgrammes.key,
      date: summerSessions.date,
      capacity: summerSessions.capacity,
      id: summerSessions.id,
      programmeId: summerProgrammes.id,
    })
    .from(summerSessions)
    .innerJoin(summerProgrammes, eq(summerSessions.programmeId, summerProgrammes.id))
    .where(eq(summerProgrammes.seasonId, seasonId))
    .orderBy(asc(summerSessions.date));
}

/** The programme form as the editor sends it, with `changes` on top. */
async function programmeForm(programmeId: number, changes: Record<string, string | string[]> = {}) {
  const programme = await rowById(db(), summerProgrammes, programmeId);
  const sessions = await db()
    .select()
    .from(summerSessions)
    .where(eq(summerSessions.programmeId, programmeId))
    .orderBy(asc(summerSessions.date));
  if (!programme) throw new Error("no programme");
  const { cardPoints = "", weeklyTopics = "" } = programmeFields(programme);
  const fields: Record<string, string | string[]> = {
    intent: "programme",
    programmeId: String(programmeId),
    name: programme.name,
    short: programme.short,
    description: programme.description,
    cardPoints,
    weeklyTopics,
    minAge: String(programme.minAge),
    maxAge: String(programme.maxAge),
    rate: (programme.ratePence / 100).toFixed(2),
    startTime: programme.startTime,
    endTime: programme.endTime,
    extrasFee: (programme.extrasFeePence / 100).toFixed(2),
    ...(programme.offered ? { offered: "on" } : {}),
  };
  sessions.forEach((session, index) => {
    fields[`sessions[${index}].id`] = String(session.id);
    fields[`sessions[${index}].date`] = session.date;
    if (session.capacity !== null) fields[`sessions[${index}].capacity`] = String(session.capacity);
  });
  return { ...fields, ...changes };
}

describe("/admin/summer/seasons", () => {
  it("is for administrators only", async () => {
    const list = await thrown(() => seasonsRoute.loader(get("/admin/summer/seasons", "member")));
    expect((list as Response).status).toBe(302);
    expect((list as Response).headers.get("Location")).toBe("/");
    const copied = await thrown(() =>
      seasonsRoute.action(post("/admin/summer/seasons", { intent: "copy", id: "1" }, "member")),
    );
    expect(reply(copied).status).toBe(403);
    const opened = await thrown(() => onSeason(1, { intent: "status:closed" }, "member"));
    expect(reply(opened).status).toBe(403);
    const season = await rowById(db(), summerSeasons, 1);
    expect(season?.status).toBe("open");
  });

  it("copies 2025 to 2026 and opens it: 18 sessions on the same weekdays, audit written", async () => {
    const id = await copy(1);
    const season = await rowById(db(), summerSeasons, id);
    expect(season).toMatchObject({
      title: "Wicked Wednesdays & Weekends 2026",
      status: "draft",
      demo: false,
      fullWeekDays: 6,
      fullWeekPercent: 10,
      siblingPercent: 5,
      registrationOpensAt: null,
    });
    expect(season?.registrationClosesAt?.toISOString()).toBe("2026-08-30T22:59:59.000Z");

    const sessions = await sessionsOf(id);
    expect(sessions).toHaveLength(18);
    const old = await sessionsOf(1);
    // Every 2025 date has its 2026 date on the same weekday, 52 weeks on.
    for (const before of old) {
      const moved = sessions.find(
        (s) =>
          s.key === before.key &&
          s.date ===
            new Date(Date.parse(`${before.date}T12:00:00Z`) + 364 * 86_400_000)
              .toISOString()
              .slice(0, 10),
      );
      expect(moved, `${before.key} ${before.date}`).toBeDefined();
      expect(weekday(moved?.date ?? "")).toBe(weekday(before.date));
    }
    const saturdays = sessions.filter((s) => s.key === "fantastic-5").map((s) => s.date);
    expect(saturdays[0]).toBe("2026-07-25");
    expect(saturdays.every((date) => weekday(date) === 6)).toBe(true);
    const quran = sessions.filter((s) => s.key === "quran").map((s) => weekday(s.date));
    expect(quran.filter((day) => day === 0)).toHaveLength(6);
    expect(quran.filter((day) => day === 3)).toHaveLength(6);
    const programmes = await rowsWhere(db(), summerProgrammes, eq(summerProgrammes.seasonId, id));
    expect(programmes.map((p) => [p.key, p.ratePence, p.offered]).sort()).toEqual([
      ["fantastic-5", 2000, true],
      ["full-day-camp", 3500, false],
      ["quran", 2000, true],
    ]);

    const opened = reply(await onSeason(id, { intent: "status:open" }));
    expect(opened.status).toBe(302);
    const after = await rowById(db(), summerSeasons, id);
    expect(after?.status).toBe("open");
    // Opened, it is the season visitors see (every season is past today: the latest one), and
    // the pages say so.
    const list = reply(await seasonsRoute.loader(get("/admin/summer/seasons", "admin")))
      .data as Awaited<ReturnType<typeof seasonsRoute.loader>>;
    expect(list.shownId).toBe(id);
    const first = reply(await seasonRoute.loader(get(seasonPath(1), "admin", { id: "1" })))
      .data as Awaited<ReturnType<typeof seasonRoute.loader>>;
    expect(first.shown).toEqual({ id, title: "Wicked Wednesdays & Weekends 2026" });
    // The 2025 season is untouched.
    expect((await sessionsOf(1)).map((s) => s.date)).toEqual(old.map((s) => s.date));

    const audit = await rowsWhere(db(), auditLog, eq(auditLog.target, `summer_season:${id}`));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "summer.season.copied",
      "summer.season.opened",
    ]);
    expect(audit.find((entry) => entry.action === "summer.season.copied")?.details).toMatchObject({
      from: 1,
      sessions: 18,
    });
    expect(audit.every((entry) => entry.actorEmail === "seasons.admin@example.org")).toBe(true);
  });

  it("lists seasons with their registrations and a demo badge, newest first", async () => {
    const [demo] = await db()
      .insert(summerSeasons)
      .values({ title: "Demo summer", status: "open", demo: true })
      .returning();
    const { seasons } = reply(await seasonsRoute.loader(get("/admin/summer/seasons", "admin")))
      .data as Awaited<ReturnType<typeof seasonsRoute.loader>>;
    const spec = seasons.find((s) => s.id === 1);
    expect(spec).toMatchObject({ firstDate: "2025-07-23", lastDate: "2025-08-31", demo: false });
    expect(seasons.find((s) => s.id === demo?.id)?.demo).toBe(true);
    const titles = seasons.map((s) => s.title);
    expect(titles.indexOf("Wicked Wednesdays & Weekends 2026")).toBeLessThan(
      titles.indexOf("Wicked Wednesdays & Weekends 2025"),
    );
    await db()
      .delete(summerSeasons)
      .where(eq(summerSeasons.id, demo?.id ?? 0));
  });

  /** The season form as an admin saves it, with the given fields changed. */
  const seasonForm = (changed: Record<string, string>) => ({
    intent: "season",
    title: "Summer 2026",
    status: "draft",
    registrationOpensAt: "2026-06-01T09:00",
    registrationClosesAt: "2026-08-30T23:59:59",
    fullWeekDays: "5",
    fullWeekPercent: "15",
    siblingPercent: "10",
    ...changed,
  });

  it("edits the season: errors next to the fields with everything kept, then saved and audited", async () => {
    const id = await copy(1);
    const bad = reply(
      await onSeason(
        id,
        seasonForm({
          title: "",
          registrationClosesAt: "2026-05-01T09:00",
          fullWeekDays: "six",
          fullWeekPercent: "10",
          siblingPercent: "5",
        }),
      ),
    );
    expect(bad.status).toBe(400);
    const result = (
      bad.data as {
        result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
      }
    ).result;
    expect(result.error.title?.[0]).toBe("Please enter the title");
    expect(result.error.registrationClosesAt?.[0]).toBe("Registration must close after it opens");
    expect(result.error.fullWeekDays?.[0]).toMatch(/whole number/);
    expect(result.initialValue.registrationOpensAt).toBe("2026-06-01T09:00");

    const saved = reply(await onSeason(id, seasonForm({})));
    expect(saved.data).toBeUndefined();
    expect(saved.status).toBe(302);
    const season = await rowById(db(), summerSeasons, id);
    expect(season).toMatchObject({
      title: "Summer 2026",
      fullWeekDays: 5,
      fullWeekPercent: 15,
      siblingPercent: 10,
    });
    // 09:00 in June is British Summer Time: 08:00 UTC.
    expect(season?.registrationOpensAt?.toISOString()).toBe("2026-06-01T08:00:00.000Z");
    expect(season?.registrationClosesAt?.toISOString()).toBe("2026-08-30T22:59:59.000Z");
    const [entry] = await rowsWhere(
      db(),
      auditLog,
      and(eq(auditLog.target, `summer_season:${id}`), eq(auditLog.action, "summer.season.updated")),
    );
    expect(entry?.details).toMatchObject({ title: "Summer 2026", fullWeekPercent: 15 });

    const editor = reply(await seasonRoute.loader(get(seasonPath(id), "admin", { id: String(id) })))
      .data as Awaited<ReturnType<typeof seasonRoute.loader>>;
    expect(editor.values.registrationOpensAt).toBe("2026-06-01T09:00");
    expect(editor.values.registrationClosesAt).toBe("2026-08-30T23:59:59");
  });

  it("saves what visitors read, and warns (never refuses) of past dates, an early close and a price pop-up the prices contradict", async () => {
    const id = await copy(1);
    // A copy keeps no printed price pop-up: its pop-up is written from its prices.
    expect((await rowById(db(), summerSeasons, id))?.texts).toBeNull();
    const loaded = reply(await seasonRoute.loader(get(seasonPath(id), "admin", { id: String(id) })))
      .data as Awaited<ReturnType<typeof seasonRoute.loader>>;
    expect(loaded.values).toMatchObject({ galleryHeading: "Gallery from Summer 24", prices: "" });
    expect(loaded.values.faq).toMatch(/^What is \{title\}\?\nOur summer holiday programme/);

    const saved = reply(
      await seasonRoute.action(
        postAs(
          `${cookies.admin}; wic_test_now=${instantAt("2026-08-10", "12:00")}`,
          seasonPath(id),
          seasonForm({
            version: loaded.version,
            registrationClosesAt: "2026-08-01T12:00",
            galleryHeading: "Gallery from Summer 25",
            terms: "Fees\r\nFees are {rates}.",
            prices: "Fantastic 5 (Ages 4–16)\r\n£18 per day",
          }),
          { id: String(id) },
        ),
      ),
    );
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toEqual({
      type: "info",
      message:
        "Season saved. Please check: 9 session dates are in the past (Wed 22 Jul 2026, Sat 25 Jul 2026, Sun 26 Jul 2026, Wed 29 Jul 2026, Sat 1 Aug 2026, Sun 2 Aug 2026, Wed 5 Aug 2026, Sat 8 Aug 2026, Sun 9 Aug 2026): they cannot be booked. Registration closes on Sat 1 Aug 2026, before the last session on Sun 30 Aug 2026. Empty “Registration closes” to let it follow the dates. The price pop-up names £18, which no rate, full week or fee of this season costs (£5, £20, £35, £85, £100, £148.75, £175). Empty it to write it from the prices.",
    });
    expect((await rowById(db(), summerSeasons, id))?.texts).toEqual({
      // The FAQ field was not sent (emptied): it reads as the built-in text.
      galleryHeading: "Gallery from Summer 25",
      terms: "Fees\nFees are {rates}.",
      prices: "Fantastic 5 (Ages 4–16)\n£18 per day",
    });
  });

  it("moves a registration close that follows the dates with them; keeps one set by hand (0368)", async () => {
    const id = await copy(1);
    const closes = async () => (await rowById(db(), summerSeasons, id))?.registrationClosesAt;
    // The copy closes at the end of its last session day (Sun 30 Aug 2026): it follows the dates.
    expect((await closes())?.toISOString()).toBe("2026-08-30T22:59:59.000Z");
    const june = `${cookies.admin}; wic_test_now=${instantAt("2026-06-01", "12:00")}`;
    const onSeasonInJune = (fields: Record<string, string | string[]>) =>
      seasonRoute.action(postAs(june, seasonPath(id), fields, { id: String(id) }));
    const saturdays = (await sessionsOf(id)).find((s) => s.key === "fantastic-5");
    const programmeId = saturdays?.programmeId ?? 0;
    const versionBefore = (await rowById(db(), summerSeasons, id))?.updatedAt;

    // A date after the last one: the close moves to the end of its day, and the toast says so.
    const later = reply(
      await onSeasonInJune(await programmeForm(programmeId, { newDate: "2026-09-05" })),
    );
    expect(later.status).toBe(302);
    expect(await toastOf(later)).toEqual({
      type: "success",
      message:
        "Programme saved: Saturdays – Fantastic 5 (10am–1pm). Registration now closes on Sat 5 Sept 2026, 23:59, with the last session.",
    });
    expect((await closes())?.toISOString()).toBe("2026-09-05T22:59:00.000Z");
    // A change of the season: a season form opened before it is refused, not obeyed.
    expect((await rowById(db(), summerSeasons, id))?.updatedAt).not.toEqual(versionBefore);
    const [moved] = await rowsWhere(
      db(),
      auditLog,
      and(
        eq(auditLog.target, `summer_programme:${programmeId}`),
        eq(auditLog.action, "summer.programme.updated"),
      ),
    );
    expect(moved?.details).toMatchObject({ registrationClosesAt: "2026-09-05T22:59:00.000Z" });

    // Removing it again: back to the end of Sun 30 Aug. A save that keeps the dates moves nothing.
    const form = await programmeForm(programmeId);
    const index = Object.entries(form).find(([, value]) => value === "2026-09-05")?.[0];
    const removed = reply(
      await onSeasonInJune({ ...form, [index?.replace(".date", ".remove") ?? ""]: "on" }),
    );
    expect(await toastOf(removed)).toMatchObject({
      message: expect.stringMatching(
        /now closes on Sun 30 Aug 2026, 23:59, with the last session\.$/,
      ),
    });
    expect((await closes())?.toISOString()).toBe("2026-08-30T22:59:00.000Z");
    const same = reply(await onSeasonInJune(await programmeForm(programmeId, { rate: "21.00" })));
    expect(await toastOf(same)).toEqual({
      type: "success",
      message: "Programme saved: Saturdays – Fantastic 5 (10am–1pm).",
    });

    // Removing the programme that holds the last date (the Qur'an Intensive's Sun 30 Aug).
    const quran = (await sessionsOf(id)).find((s) => s.key === "quran");
    const deleted = reply(
      await onSeasonInJune({
        intent: "delete-programme",
        programmeId: String(quran?.programmeId),
      }),
    );
    expect(await toastOf(deleted)).toEqual({
      type: "success",
      message:
        "Programme removed. Registration now closes on Sat 29 Aug 2026, 23:59, with the last session.",
    });
    expect((await closes())?.toISOString()).toBe("2026-08-29T22:59:00.000Z");

    // Set by hand (another time than the end of the last day): a change of dates keeps it.
    expect(
      reply(await onSeasonInJune(seasonForm({ registrationClosesAt: "2026-08-29T18:00" }))).status,
    ).toBe(302);
    const kept = reply(
      await onSeasonInJune(await programmeForm(programmeId, { newDate: "2026-09-12" })),
    );
    expect(await toastOf(kept)).toEqual({
      type: "info",
      message:
        "Programme saved: Saturdays – Fantastic 5 (10am–1pm). Please check: Registration closes on Sat 29 Aug 2026, before the last session on Sat 12 Sept 2026. Empty “Registration closes” to let it follow the dates.",
    });
    expect((await closes())?.toISOString()).toBe("2026-08-29T17:00:00.000Z");

    // Emptied, it follows by itself and nothing is stored.
    expect(reply(await onSeasonInJune(seasonForm({ registrationClosesAt: "" }))).status).toBe(302);
    await onSeasonInJune(await programmeForm(programmeId, { newDate: "2026-09-19" }));
    expect(await closes()).toBeNull();
  });

  it("shows a season whose dates have passed as Finished, never Open (0368)", async () => {
    const at = (date: string) => `${cookies.admin}; wic_test_now=${instantAt(date, "12:00")}`;
    const listAt = async (date: string) =>
      (
        reply(await seasonsRoute.loader(getAs(at(date), "/admin/summer/seasons"))).data as Awaited<
          ReturnType<typeof seasonsRoute.loader>
        >
      ).seasons;
    const spec = (seasons: Awaited<ReturnType<typeof listAt>>) => seasons.find((s) => s.id === 1);
    // The 2025 season is stored open: Open while its dates are to come, Finished after.
    expect(spec(await listAt("2025-08-31"))).toMatchObject({ status: "open", shownStatus: "open" });
    expect(spec(await listAt("2026-11-29"))).toMatchObject({
      status: "open",
      shownStatus: "finished",
    });
    const pageAt = async (date: string) =>
      reply(await seasonRoute.loader(getAs(at(date), seasonPath(1), { id: "1" }))).data as Awaited<
        ReturnType<typeof seasonRoute.loader>
      >;
    expect((await pageAt("2025-07-01")).shownStatus).toBe("open");
    expect((await pageAt("2025-09-01")).shownStatus).toBe("finished");
    expect((await rowById(db(), summerSeasons, 1))?.status).toBe("open");
  });

  it("archives a season with bookings to come, saying how many it keeps (a warning, not a refusal)", async () => {
    const id = await copy(1);
    const saturdays = (await sessionsOf(id)).filter((s) => s.key === "fantastic-5");
    const sessionOn = (date: string) => saturdays.find((s) => s.date === date)?.id ?? 0;
    /** A registration of the season booked on `date`, with `status`. */
    const booked = async (email: string, date: string, status = "Paid") => {
      const [registration] = await db()
        .insert(summerRegistrations)
        .values({ ...registrationRow(id, email), status })
        .returning();
      await db()
        .insert(summerBookings)
        .values({
          registrationId: registration?.id ?? "",
          sessionId: sessionOn(date),
          childPosition: 0,
        });
    };
    await booked("ahead@example.org", "2026-08-08", "Pending Payment");
    await booked("today@example.org", "2026-08-01");
    await booked("past@example.org", "2026-07-25");
    await booked("cancelled@example.org", "2026-08-08", "Cancelled");
    // A registration stored before bookings existed, naming a date to come in its child's choices.
    await insertWithChild(
      { ...registrationRow(id, "legacy.ahead@example.org"), status: "Paid" },
      { name: "Legacy child", date: "2026-08-15" },
    );
    const august = `${cookies.admin}; wic_test_now=${instantAt("2026-08-01", "12:00")}`;
    const loaded = reply(
      await seasonRoute.loader(getAs(august, seasonPath(id), { id: String(id) })),
    ).data as Awaited<ReturnType<typeof seasonRoute.loader>>;
    expect(loaded.stillToCome).toBe(3);

    const archived = reply(
      await seasonRoute.action(
        postAs(august, seasonPath(id), { intent: "status:archived" }, { id: String(id) }),
      ),
    );
    expect(archived.status).toBe(302);
    expect(await toastOf(archived)).toEqual({
      type: "info",
      message:
        "Season archived. 3 registrations have sessions still to come: archiving hides the season from visitors but keeps the bookings.",
    });
    expect((await rowById(db(), summerSeasons, id))?.status).toBe("archived");
    expect(
      await rowsWhere(db(), summerRegistrations, eq(summerRegistrations.seasonId, id)),
    ).toHaveLength(5);

    // Once those sessions have passed, there is nothing to warn of.
    const september = `${cookies.admin}; wic_test_now=${instantAt("2026-09-01", "12:00")}`;
    const later = reply(
      await seasonRoute.loader(getAs(september, seasonPath(id), { id: String(id) })),
    ).data as Awaited<ReturnType<typeof seasonRoute.loader>>;
    expect(later.stillToCome).toBe(0);
  });

  it("edits a programme's rate and a session's capacity, adds and removes dates", async () => {
    const id = await copy(1);
    const sessions = await sessionsOf(id);
    const saturdays = sessions.filter((s) => s.key === "fantastic-5");
    const programmeId = saturdays[0]?.programmeId ?? 0;
    const form = await programmeForm(programmeId, {
      rate: "22.50",
      "sessions[0].capacity": "12",
      "sessions[5].remove": "on",
      newDate: "2026-09-05",
      newCapacity: "8",
    });
    const result = reply(await onSeason(id, form));
    expect(result.status).toBe(302);
    const programme = await rowById(db(), summerProgrammes, programmeId);
    expect(programme?.ratePence).toBe(2250);
    const after = (await sessionsOf(id)).filter((s) => s.key === "fantastic-5");
    expect(after.map((s) => [s.date, s.capacity])).toEqual([
      ["2026-07-25", 12],
      ["2026-08-01", null],
      ["2026-08-08", null],
      ["2026-08-15", null],
      ["2026-08-22", null],
      ["2026-09-05", 8],
    ]);
    const [entry] = await rowsWhere(
      db(),
      auditLog,
      and(
        eq(auditLog.target, `summer_programme:${programmeId}`),
        eq(auditLog.action, "summer.programme.updated"),
      ),
    );
    expect(entry?.details).toMatchObject({
      ratePence: 2250,
      removedDates: ["2026-08-29"],
      addedDate: "2026-09-05",
    });

    const bad = reply(
      await onSeason(
        id,
        await programmeForm(programmeId, {
          rate: "twenty",
          endTime: "09:00",
          "sessions[1].date": "2026-07-25",
        }),
      ),
    );
    expect(bad.status).toBe(400);
    const errors = (bad.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.rate?.[0]).toBe("Please enter the rate per day in pounds, e.g. 20.00");
    expect(errors.endTime?.[0]).toBe("The session must finish after it starts");
    expect(errors["sessions[1].date"]?.[0]).toBe("This date is already in the list");
  });

  it("refuses a programme saved from an older version, naming the dates a colleague changed", async () => {
    const id = await copy(1);
    const programmeId =
      (await sessionsOf(id)).find((session) => session.key === "fantastic-5")?.programmeId ?? 0;
    const opened = await rowById(db(), summerProgrammes, programmeId);
    const version = versionOf(opened?.updatedAt ?? new Date(0));
    const mine = await programmeForm(programmeId, { version, rate: "21.00" });
    // A colleague, on the same version, changes only the first date's places, and saves first.
    const theirs = await programmeForm(programmeId, { version, "sessions[0].capacity": "9" });
    expect(reply(await onSeason(id, theirs)).status).toBe(302);

    const refused = reply(await onSeason(id, mine));
    expect(refused.status).toBe(409);
    const { result } = refused.data as { result: { error: Record<string, string[]> } };
    expect(result.error[""]?.[0]).toContain(
      "Their version differs from yours in: Rate per day, Session dates.",
    );
  });

  it("refuses to remove or move a date that has bookings, with a message beside it (never a 500)", async () => {
    const id = await copy(1);
    const [first] = (await sessionsOf(id)).filter((s) => s.key === "fantastic-5");
    if (!first) throw new Error("no session");
    const [registration] = await db()
      .insert(summerRegistrations)
      .values(registrationRow(id, "booked@example.org"))
      .returning();
    await db()
      .insert(summerBookings)
      .values({ registrationId: registration?.id ?? "", sessionId: first.id, childPosition: 0 });

    const removal = reply(
      await onSeason(
        id,
        await programmeForm(first.programmeId, { "sessions[0].remove": "on", rate: "30.00" }),
      ),
    );
    expect(removal.status).toBe(409);
    const errors = (removal.data as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors["sessions[0].date"]?.[0]).toBe(
      "This date has 1 booking and cannot be removed. Lower its capacity instead.",
    );
    const moved = reply(
      await onSeason(
        id,
        await programmeForm(first.programmeId, { "sessions[0].date": "2026-07-18" }),
      ),
    );
    expect(moved.status).toBe(409);
    // Nothing of the refused saves was kept.
    const programme = await rowById(db(), summerProgrammes, first.programmeId);
    expect(programme?.ratePence).toBe(2000);
    expect((await sessionsOf(id)).find((s) => s.id === first.id)?.date).toBe("2026-07-25");

    const deleted = reply(
      await onSeason(id, { intent: "delete-programme", programmeId: String(first.programmeId) }),
    );
    expect(deleted.status).toBe(409);
    expect(outcomeOf(deleted.data)).toEqual({
      ok: false,
      message: "This programme has bookings and cannot be removed. Untick “Offered” instead.",
    });
  });

  it("counts the places of registrations stored before bookings existed (the 2025 records)", async () => {
    const registration = await insertWithChild(
      { ...registrationRow(1, "legacy@example.org"), status: "Paid" },
      { name: "Legacy child", date: "2025-07-26" },
    );
    const [first] = (await sessionsOf(1)).filter((s) => s.key === "fantastic-5");
    if (!first) throw new Error("no session");
    const refused = reply(
      await onSeason(1, await programmeForm(first.programmeId, { "sessions[0].remove": "on" })),
    );
    expect(refused.status).toBe(409);
    expect(
      (refused.data as { result: { error: Record<string, string[]> } }).result.error[
        "sessions[0].date"
      ]?.[0],
    ).toBe("This date has 1 booking and cannot be removed. Lower its capacity instead.");
    expect((await sessionsOf(1)).some((s) => s.id === first.id)).toBe(true);
    const deleted = reply(
      await onSeason(1, { intent: "delete-programme", programmeId: String(first.programmeId) }),
    );
    expect(deleted.status).toBe(409);
    const editor = reply(await seasonRoute.loader(get(seasonPath(1), "admin", { id: "1" })))
      .data as Awaited<ReturnType<typeof seasonRoute.loader>>;
    const saturdays = editor.programmes.find((p) => p.key === "fantastic-5");
    expect(saturdays?.sessions[0]?.booked).toBe(1);
    await db()
      .delete(summerRegistrations)
      .where(eq(summerRegistrations.id, registration?.id ?? ""));
  });

  it("adds a programme to a new empty season, and will not open a season with nothing to book", async () => {
    const created = reply(
      await seasonsRoute.action(
        post("/admin/summer/seasons", { intent: "create", title: "Summer 2030" }),
      ),
    );
    expect(created.status).toBe(302);
    const id = Number(/(\d+)$/.exec(created.headers.get("Location") ?? "")?.[1]);
    const refused = reply(await onSeason(id, { intent: "status:open" }));
    expect(refused.status).toBe(409);
    expect(outcomeOf(refused.data)).toEqual({
      ok: false,
      message: "A season needs at least one offered programme with a session date before it opens.",
    });
    const added = reply(
      await onSeason(id, {
        intent: "programme",
        programmeId: "new",
        name: "Saturday Club (10am–1pm)",
        short: "Saturday Club",
        minAge: "5",
        maxAge: "11",
        rate: "25",
        startTime: "10:00",
        endTime: "13:00",
        extrasFee: "5.00",
        offered: "on",
        newDate: "2030-07-27",
        newCapacity: "15",
      }),
    );
    expect(added.status).toBe(302);
    const [programme] = await rowsWhere(db(), summerProgrammes, eq(summerProgrammes.seasonId, id));
    expect(programme).toMatchObject({
      key: "saturday-club",
      ratePence: 2500,
      minAge: 5,
      maxAge: 11,
    });
    expect(reply(await onSeason(id, { intent: "status:open" })).status).toBe(302);
    expect(reply(await onSeason(id, { intent: "status:archived" })).status).toBe(302);
    const actions = await rowsWhere(db(), auditLog, eq(auditLog.target, `summer_season:${id}`));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "summer.season.archived",
      "summer.season.created",
      "summer.season.opened",
    ]);
    const missing = await thrown(() =>
      seasonRoute.loader(get(seasonPath(999_999), "admin", { id: "999999" })),
    );
    expect(reply(missing).status).toBe(404);
  });
});

describe("a programme card's points and weekly topics", () => {
  const POINTS = "Archery in the park\r\n\r\n  Coding club  \r\nFirst aid";
  const TOPICS = "Little ones 4-7\r\nColours\r\nShapes\r\n\r\n\r\nBig ones 8-11\r\nRobots";
  /** The 2025 season's Fantastic 5: what /summer/programmes shows on 1 July 2025. */
  const fantastic5 = async () =>
    (await sessionsOf(1)).find((s) => s.key === "fantastic-5")?.programmeId ?? 0;
  const publicCards = async () =>
    (
      await programmesRoute.loader(
        getAs(`wic_test_now=${instantAt("2025-07-01", "10:00")}`, "/summer/programmes"),
      )
    ).cards;
  const editorValues = async () =>
    (
      reply(await seasonRoute.loader(get(seasonPath(1), "admin", { id: "1" }))).data as Awaited<
        ReturnType<typeof seasonRoute.loader>
      >
    ).programmes.find((p) => p.key === "fantastic-5")?.values;

  it("shows the built-in card's lists in the form, saves the typed ones, and /summer/programmes shows them", async () => {
    const programmeId = await fantastic5();
    const builtIn = PROGRAMME_CARDS[0];
    if (!builtIn) throw new Error("no built-in card");
    const values = await editorValues();
    expect(values?.cardPoints).toBe(builtIn.bullets.join("\n"));
    expect(values?.weeklyTopics).toMatch(/^Teen Boys 12-16\nIdentity and purpose/);
    expect(values?.weeklyTopics?.split("\n\n")).toHaveLength(3);

    const saved = reply(
      await onSeason(
        1,
        await programmeForm(programmeId, { cardPoints: POINTS, weeklyTopics: TOPICS }),
      ),
    );
    expect(saved.status).toBe(302);
    const stored = await rowById(db(), summerProgrammes, programmeId);
    expect(stored?.details).toEqual({
      subtitle: "",
      intro: "",
      timetable: "",
      bullets: ["Archery in the park", "Coding club", "First aid"],
      topics: [
        { group: "Little ones 4-7", weeks: ["Colours", "Shapes"] },
        { group: "Big ones 8-11", weeks: ["Robots"] },
      ],
    });
    const [card] = await publicCards();
    expect(card).toMatchObject({
      id: "fantastic-5",
      // The rest of the card is still the built-in one's.
      intro: builtIn.intro,
      bullets: ["Archery in the park", "Coding club", "First aid"],
      topics: [
        { group: "Little ones 4-7", weeks: ["Colours", "Shapes"] },
        { group: "Big ones 8-11", weeks: ["Robots"] },
      ],
    });
    expect((await editorValues())?.cardPoints).toBe("Archery in the park\nCoding club\nFirst aid");

    // Emptied, the card reads as the built-in one again.
    const emptied = reply(
      await onSeason(1, await programmeForm(programmeId, { cardPoints: "", weeklyTopics: "" })),
    );
    expect(emptied.status).toBe(302);
    const [again] = await publicCards();
    expect(again?.bullets).toEqual(builtIn.bullets);
    expect(again?.topics).toEqual(builtIn.topics);
  });

  it("refuses too many or too long lines (400), next to the field, keeping what was typed", async () => {
    const programmeId = await fantastic5();
    const before = await rowById(db(), summerProgrammes, programmeId);
    const nine = Array.from({ length: 9 }, (_, n) => `Point ${n + 1}`).join("\n");
    const longTopic = `Kids 4-11\nColours\n${"x".repeat(121)}`;
    const refused = reply(
      await onSeason(
        1,
        await programmeForm(programmeId, { cardPoints: nine, weeklyTopics: longTopic }),
      ),
    );
    expect(refused.status).toBe(400);
    const { result } = refused.data as {
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(result.error.cardPoints?.[0]).toBe(
      "A card shows at most 8 points, one per line: this list has 9.",
    );
    expect(result.error.weeklyTopics?.[0]).toBe(
      "Each topic must be 120 characters or fewer: week 2 of “Kids 4-11” has 121 characters.",
    );
    expect(result.initialValue).toMatchObject({ cardPoints: nine, weeklyTopics: longTopic });

    const longPoint = reply(
      await onSeason(1, await programmeForm(programmeId, { cardPoints: "y".repeat(121) })),
    );
    expect(longPoint.status).toBe(400);
    expect(formResult(longPoint).error?.cardPoints?.[0]).toBe(
      "Each point must be 120 characters or fewer: point 1 has 121 characters.",
    );
    expect((await rowById(db(), summerProgrammes, programmeId))?.details).toEqual(before?.details);
  });

  it("names the card's lists when a colleague changed them since the form was opened", async () => {
    const programmeId = await fantastic5();
    const opened = await rowById(db(), summerProgrammes, programmeId);
    const version = versionOf(opened?.updatedAt ?? new Date(0));
    const theirs = await programmeForm(programmeId, { version, weeklyTopics: TOPICS });
    // Mine differs in spacing only in the points, which is no difference.
    const mine = await programmeForm(programmeId, {
      version,
      cardPoints: `\n${(await programmeForm(programmeId)).cardPoints}\n\n`,
      rate: "21.00",
    });
    expect(reply(await onSeason(1, theirs)).status).toBe(302);
    const refused = reply(await onSeason(1, mine));
    expect(refused.status).toBe(409);
    expect(formResult(refused).error?.[""]?.[0]).toContain(
      "Their version differs from yours in: Weekly topics, Rate per day.",
    );
    // Put back as the other tests found it.
    expect(
      reply(await onSeason(1, await programmeForm(programmeId, { weeklyTopics: "" }))).status,
    ).toBe(302);
  });
});

function registrationRow(seasonId: number, email: string) {
  return {
    seasonId,
    parentName: "Parent",
    parentEmail: email,
    parentPhone: "07700 900000",
    paymentMethod: "Upfront",
    numberOfChildren: 1,
    childrenDetails: "",
    earlyStart: false,
    lateFinish: false,
    subtotalPence: 2000,
    fullWeekDiscountPence: 0,
    siblingDiscountPence: 0,
    couponDiscountPence: 0,
    totalPence: 2000,
    termsAccepted: true,
    registrationDate: "24/11/2026",
    pricing: {},
  };
}

/**
 * Stores the registration with one child of 8 in Fantastic 5 on `child.date`, the day kept in the
 * child's row (as registrations stored before bookings existed keep it); the stored registration.
 */
async function insertWithChild(
  registration: typeof summerRegistrations.$inferInsert,
  child: { name: string; date: string },
) {
  const [stored] = await db().insert(summerRegistrations).values(registration).returning();
  await db()
    .insert(summerChildren)
    .values({
      registrationId: stored?.id ?? "",
      position: 0,
      name: child.name,
      age: 8,
      programmes: [
        {
          programme: "fantastic-5",
          dates: [child.date],
          wednesdayDates: [],
          earlyStart: false,
          lateFinish: false,
        },
      ],
    });
  return stored;
}

describe("registrations per season", () => {
  it("lists, registers and exports the current season by default, another when chosen", async () => {
    await db()
      .update(summerSeasons)
      .set({ status: "archived" })
      .where(like(summerSeasons.title, "%2026%"));
    const id = await copy(1);
    await onSeason(id, { intent: "status:open" });
    const [mine] = (await sessionsOf(id)).filter((s) => s.key === "fantastic-5");
    for (const [season, email, date] of [
      [1, "twenty-five@example.org", "2025-07-26"],
      [id, "twenty-six@example.org", mine?.date ?? ""],
    ] as const) {
      await insertWithChild(registrationRow(season, email), { name: `Child of ${email}`, date });
    }
    type List = Awaited<ReturnType<typeof registrationsRoute.loader>>;
    const current = reply(await registrationsRoute.loader(get("/admin/summer", "admin")))
      .data as List;
    expect(current.filters.season).toBe(id);
    expect(current.rows.map((row) => row.parentEmail)).toEqual(["twenty-six@example.org"]);
    expect(current.options.dates).toContain("2026-07-25");
    expect(current.options.dates).not.toContain("2025-07-26");
    expect(current.exportHref).toBe(`/admin/summer/export.csv?season=${id}`);

    const register = reply(
      await registrationsRoute.loader(get(`/admin/summer?season=${id}&date=2026-07-25`, "admin")),
    ).data as List;
    expect(register.register?.map((entry) => [entry.child, entry.programme])).toEqual([
      ["Child of twenty-six@example.org", "Fantastic 5"],
    ]);

    const old = reply(
      await registrationsRoute.loader(get("/admin/summer?season=1&date=2026-07-25", "admin")),
    ).data as List;
    expect(old.filters).toMatchObject({ season: 1, date: "" });
    expect(old.rows.map((row) => row.parentEmail)).toContain("twenty-five@example.org");
    expect(old.rows.map((row) => row.parentEmail)).not.toContain("twenty-six@example.org");

    const csv = (await exportRoute.loader(
      get("/admin/summer/export.csv?season=1", "admin"),
    )) as Response;
    const text = await csv.text();
    expect(text).toContain("twenty-five@example.org");
    expect(text).not.toContain("twenty-six@example.org");
    const csvCurrent = await (
      (await exportRoute.loader(get("/admin/summer/export.csv", "admin"))) as Response
    ).text();
    expect(csvCurrent).toContain("twenty-six@example.org");
    expect(csvCurrent).not.toContain("twenty-five@example.org");
  });
});
