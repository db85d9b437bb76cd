import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prayerDays } from "#app/features/prayer-times/index.server";
import { iftarNights, iftarSignups, outbox, rateLimits } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { formRequest, reply, routeArgs, testContext, thrown } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import * as ramadanPage from "../routes/ramadan";
import * as bookingRoute from "./routes/booking";
import * as iftarRoute from "./routes/iftar";

const { db } = setupTestDatabase({ emptied: [iftarSignups, iftarNights, outbox, rateLimits] });

/** Wednesday 10 February 2027, noon: the third day of the demo Ramadan. */
const NOW = instantAt("2027-02-10", "12:00");
const SATURDAY = "2027-02-13";

const clock = (instant: number) => ({ Cookie: `wic_test_now=${instant}` });
const get = (path: string, params: Record<string, string>, instant = NOW) =>
  routeArgs(new Request(`http://localhost${path}`, { headers: clock(instant) }), params);
const signUp = (fields: Record<string, string>, date = SATURDAY, instant = NOW) =>
  iftarRoute.action(
    routeArgs(
      formRequest(`/ramadan/iftars/${date}`, fields, { headers: clock(instant) }),
      { date },
      // Each sign-up from its own address, as visitors at home are.
      { ...testContext, clientIp: `203.0.113.${fields.n}` },
    ),
  );

const person = (n: number, people = 1) => ({
  name: `Guest ${n}`,
  email: `guest${n}@example.org`,
  people: String(people),
  n: String(n),
});

async function night(values: Partial<typeof iftarNights.$inferInsert> = {}) {
  await db()
    .insert(iftarNights)
    .values({ date: SATURDAY, capacity: 120, note: "Families' iftar", ...values });
}

const stored = () => db().select().from(iftarSignups).where(eq(iftarSignups.date, SATURDAY));

describe("signing up for a community iftar", () => {
  it("stores the sign-up first, queues the confirmation and shows the booking", async () => {
    await night();
    const answer = reply(await signUp(person(1, 2)));
    expect(answer.status).toBe(302);
    const [signup] = await stored();
    expect(signup).toMatchObject({ name: "Guest 1", email: "guest1@example.org", people: 2 });
    expect(answer.headers.get("Location")).toBe(`/ramadan/iftars/booking/${signup?.token}`);

    const [email] = await db().select().from(outbox);
    const [day] = await prayerDays(SATURDAY, 1);
    expect(email).toMatchObject({
      template: "iftar-signup-confirmation",
      toAddress: "guest1@example.org",
    });
    expect(email?.subject).toContain("community iftar on Sat 13 February");
    for (const detail of [
      "Saturday 13 February 2027",
      `Iftar (Maghrib): ${day?.times.maghrib}`,
      "Families' iftar",
      "Places: 2 people",
      `/ramadan/iftars/booking/${signup?.token}`,
    ])
      expect(email?.text).toContain(detail);

    const page = await bookingRoute.loader(
      get(`/ramadan/iftars/booking/${signup?.token}`, { token: signup?.token ?? "" }),
    );
    expect(page).toMatchObject({ date: SATURDAY, people: 2, cancelledAt: null, past: false });
    const listed = await iftarRoute.loader(get(`/ramadan/iftars/${SATURDAY}`, { date: SATURDAY }));
    expect(listed).toMatchObject({ state: "open", left: 118, iftar: day?.times.maghrib });
  });

  it("refuses more people than the places left, next to the field, storing nothing", async () => {
    await night({ capacity: 5 });
    expect(reply(await signUp(person(1, 3))).status).toBe(302);
    const full = reply(await signUp(person(2, 4)));
    expect(full.status).toBe(409);
    expect(full.data).toMatchObject({
      result: {
        error: { people: ["Only 2 places are left for this iftar."] },
        initialValue: { name: "Guest 2", email: "guest2@example.org", people: "4" },
      },
    });
    expect(await stored()).toHaveLength(1);
    expect(await db().select().from(outbox)).toHaveLength(1);
  });

  it("gives exactly the places there are to eight people racing for five", async () => {
    await night({ capacity: 5 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => signUp(person(index + 1))),
    );
    const statuses = answers.map((answer) => reply(answer).status).sort();
    expect(statuses).toEqual([302, 302, 302, 302, 302, 409, 409, 409]);
    expect(await stored()).toHaveLength(5);
    expect(await db().select().from(outbox)).toHaveLength(5);
  });

  it("checks the form, and keeps what was typed", async () => {
    await night();
    const answer = reply(await signUp({ name: "", email: "nope", people: "12", n: "1" }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      result: {
        error: {
          name: ["Please enter your name"],
          email: ["Please enter a valid email address"],
          people: [expect.stringMatching(/^At most 10 people/)],
        },
        initialValue: { email: "nope", people: "12" },
      },
    });
    expect(await stored()).toEqual([]);
  });

  it("answers 404 for a date with no iftar, and takes no sign-up on a closed or past night", async () => {
    for (const date of ["2027-02-14", "2027-02-31", "not-a-date"]) {
      const missing = reply(
        await thrown(() => iftarRoute.loader(get(`/ramadan/iftars/${date}`, { date }))),
      );
      expect(missing.status).toBe(404);
    }
    await night({ open: false });
    expect(
      await iftarRoute.loader(get(`/ramadan/iftars/${SATURDAY}`, { date: SATURDAY })),
    ).toMatchObject({ state: "closed" });
    const closed = reply(await signUp(person(1)));
    expect(closed.status).toBe(409);
    expect(closed.data).toMatchObject({
      result: { error: { "": ["Sign-ups for this iftar are closed."] } },
    });

    await db().update(iftarNights).set({ open: true });
    const sunday = instantAt("2027-02-14", "12:00");
    expect(
      await iftarRoute.loader(get(`/ramadan/iftars/${SATURDAY}`, { date: SATURDAY }, sunday)),
    ).toMatchObject({ state: "past" });
    expect(reply(await signUp(person(2), SATURDAY, sunday)).status).toBe(409);
    expect(await stored()).toEqual([]);
  });

  it("frees the places when the booking is cancelled from its link", async () => {
    await night({ capacity: 2 });
    expect(reply(await signUp(person(1, 2))).status).toBe(302);
    expect(reply(await signUp(person(2, 1))).status).toBe(409);
    const [signup] = await stored();
    const token = signup?.token ?? "";
    const path = `/ramadan/iftars/booking/${token}`;
    const cancel = () =>
      bookingRoute.action(routeArgs(formRequest(path, {}, { headers: clock(NOW) }), { token }));
    const cancelled = reply(await cancel());
    expect(cancelled.status).toBe(302);
    expect(cancelled.headers.get("Location")).toBe(path);
    expect((await stored())[0]?.cancelledAt).toBeInstanceOf(Date);
    expect(await bookingRoute.loader(get(path, { token }))).toMatchObject({
      cancelledAt: expect.any(String),
    });
    // Cancelling again changes nothing; the places are free for the next person.
    expect(reply(await cancel()).status).toBe(302);
    expect(reply(await signUp(person(2, 2))).status).toBe(302);

    const unknown = "x".repeat(32);
    expect(
      reply(
        await thrown(() =>
          bookingRoute.loader(get(`/ramadan/iftars/booking/${unknown}`, { token: unknown })),
        ),
      ).status,
    ).toBe(404);
  });

  it("lists the nights to come on /ramadan with their places, hiding those gone by", async () => {
    await db()
      .insert(iftarNights)
      .values([
        { date: "2027-02-06", capacity: 50, note: "Before Ramadan" },
        { date: SATURDAY, capacity: 3, note: "Opening iftar" },
        { date: "2027-02-20", capacity: 120, note: "", open: false },
        { date: "2027-02-27", capacity: 120, note: "Neighbours' iftar" },
      ]);
    expect(reply(await signUp(person(1, 3))).status).toBe(302);
    const page = await ramadanPage.loader(get("/ramadan", {}));
    expect(page.iftars.map(({ date, state, left, note }) => ({ date, state, left, note }))).toEqual(
      [
        { date: SATURDAY, state: "full", left: 0, note: "Opening iftar" },
        { date: "2027-02-20", state: "closed", left: 0, note: "" },
        { date: "2027-02-27", state: "open", left: 120, note: "Neighbours' iftar" },
      ],
    );
    expect(page.iftars[0]?.iftar).toMatch(/^17:\d\d$/);
  });
});
