import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  eidBookings,
  eidDays,
  eidPrayers,
  islamicMonthStarts,
  outbox,
  rateLimits,
} from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { formRequest, formResult, reply, routeArgs, thrown } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { queuedEmails } from "#tests/support/outbox";
import * as eidPage from "./routes/eid";
import * as bookingPage from "./routes/eid-booking";

const { db, handle } = setupTestDatabase({
  emptied: [eidBookings, eidPrayers, eidDays, islamicMonthStarts, outbox, rateLimits],
});

/** Monday 1 March 2027, noon: 22 Ramadan 1448 by the calendar, Eid al-Fitr expected on 9 March. */
const NOW = instantAt("2027-03-01", "12:00");
const clock = { Cookie: `wic_test_now=${NOW}` };

async function fitrJamaat(capacity = 400) {
  await db().insert(eidDays).values({ eid: "fitr", hijriYear: 1448, showFrom: "2027-02-27" });
  const [hall, park] = await db()
    .insert(eidPrayers)
    .values([
      {
        eid: "fitr",
        hijriYear: 1448,
        time: "07:30",
        place: "Main hall",
        language: "English",
        booking: true,
        capacity,
      },
      { eid: "fitr", hijriYear: 1448, time: "09:00", place: "Car park", language: "Urdu" },
    ])
    .returning();
  return {
    hall: hall as typeof eidPrayers.$inferSelect,
    park: park as typeof eidPrayers.$inferSelect,
  };
}

const loadPage = async () =>
  eidPage.loader(routeArgs(new Request("http://localhost/eid", { headers: clock })));

const book = (fields: Record<string, string>, context = {}) =>
  eidPage.action(
    routeArgs(
      formRequest("/eid", fields, { headers: clock }),
      {},
      {
        ...routeArgs(new Request("http://localhost/")).context,
        ...context,
      },
    ),
  );

/** PostgreSQL: how many of this database's connections wait for a lock. */
async function waitingForLocks() {
  const result = await db().execute(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting;
}

const bookingFields = (prayerId: number, people = "2", email = "amina@example.org") => ({
  prayerId: String(prayerId),
  name: "Amina Khan",
  email,
  people,
});

describe("/eid", () => {
  it("says the times are announced nearer the day when there is no Eid to show", async () => {
    expect((await loadPage()).notice).toBeNull();
  });

  it("stores a booking first, queues its email and shows its own page, which cancels it", async () => {
    const { hall, park } = await fitrJamaat();
    const page = await loadPage();
    expect(page.notice).toMatchObject({
      name: "Eid al-Fitr",
      date: "2027-03-09",
      confirmed: false,
    });
    expect(page.bookable).toEqual([hall.id]);

    const answered = reply(await book(bookingFields(hall.id)));
    expect(answered.status).toBe(302);
    const [stored] = await db().select().from(eidBookings);
    expect(stored).toMatchObject({ prayerId: hall.id, name: "Amina Khan", people: 2 });
    expect(answered.headers.get("Location")).toBe(`/eid/booking/${stored?.token}`);

    const [email] = await queuedEmails(db(), "eid-booking");
    expect(email).toMatchObject({ toAddress: "amina@example.org" });
    for (const detail of [
      "Tuesday 9 March 2027 (expected: the moon sighting decides)",
      "07:30",
      "Main hall",
      "English",
      "2 places",
      `/eid/booking/${stored?.token}`,
    ])
      expect(email?.text).toContain(detail);
    expect((await loadPage()).notice?.jamaat[0]?.placesLeft).toBe(398);

    const token = stored?.token as string;
    const pageArgs = (request: Request) => routeArgs(request, { token });
    const shown = await bookingPage.loader(
      pageArgs(new Request(`http://localhost/eid/booking/${token}`, { headers: clock })),
    );
    expect(shown).toMatchObject({
      eidName: "Eid al-Fitr",
      time: "07:30",
      place: "Main hall",
      people: 2,
      cancelled: false,
      canCancel: true,
    });
    const cancelled = reply(
      await bookingPage.action(
        pageArgs(formRequest(`/eid/booking/${token}`, { intent: "cancel" }, { headers: clock })),
      ),
    );
    expect(cancelled.status).toBe(302);
    expect((await loadPage()).notice?.jamaat[0]?.placesLeft).toBe(400);

    // A jama'at without booking takes none; an unknown link is a 404.
    const refused = reply(await book(bookingFields(park.id)));
    expect(refused.status).toBe(400);
    const missing = reply(
      await thrown(() =>
        bookingPage.loader(
          routeArgs(new Request("http://localhost/eid/booking/nope"), { token: "nope" }),
        ),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("answers each field's problem beside it, keeping what was typed", async () => {
    const { hall } = await fitrJamaat();
    const answered = reply(
      await book({ prayerId: String(hall.id), name: "", email: "x", people: "11" }),
    );
    expect(answered.status).toBe(400);
    expect(formResult(answered as never).error).toMatchObject({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
      people: ["At most 10 people in one booking"],
    });
    expect(await db().select().from(eidBookings)).toEqual([]);
  });

  it("refuses more people than the places left, saying how many are left", async () => {
    const { hall } = await fitrJamaat(5);
    expect(reply(await book(bookingFields(hall.id, "3"))).status).toBe(302);
    const answered = reply(await book(bookingFields(hall.id, "3", "bilal@example.org")));
    expect(answered.status).toBe(409);
    const result = formResult(answered as never);
    expect(result.error?.people).toEqual(["Only 2 places are left at the 07:30 jama'at."]);
    expect(result.initialValue).toMatchObject({ name: "Amina Khan", email: "bilal@example.org" });
    expect(reply(await book(bookingFields(hall.id, "2", "bilal@example.org"))).status).toBe(302);
    const full = reply(await book(bookingFields(hall.id, "1", "carim@example.org")));
    expect(formResult(full as never).error?.prayerId).toEqual([
      "The 07:30 jama'at is full. Please choose another jama'at.",
    ]);
  });

  it("gives the last places to exactly as many as fit when many book at once", async () => {
    const { hall } = await fitrJamaat(5);
    const attempts = Array.from({ length: 8 }, (_, index) =>
      bookingFields(hall.id, "1", `person${index}@example.org`),
    );
    const run = () => Promise.all(attempts.map((fields) => book(fields).then(reply)));
    let racing = Promise.resolve([] as Awaited<ReturnType<typeof run>>);
    if (handle().kind === "postgres")
      // Bookings may be read but not written until all eight are waiting, so they truly overlap:
      // with the jama'at's row locked, one waits to insert and seven for the row; without the
      // lock, all eight would count no one booked and wait to insert, and all eight get in.
      await db().transaction(async (tx) => {
        await tx.execute(sql`lock table eid_bookings in share mode`);
        racing = run();
        await vi.waitFor(async () => expect(await waitingForLocks()).toBe(8), {
          timeout: 15_000,
          interval: 20,
        });
      });
    else racing = run();
    const answers = await racing;
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(5).fill(302),
      ...Array(3).fill(409),
    ]);
    const stored = await db().select().from(eidBookings);
    expect(stored).toHaveLength(5);
    expect(await queuedEmails(db(), "eid-booking")).toHaveLength(5);
  });
});
