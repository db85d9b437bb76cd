import { describe, expect, it } from "vitest";
import { eidBookings, eidDays, eidPrayers, islamicMonthStarts } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { committedSchema, expectOpenDataHeaders } from "#tests/support/openapi";
import { loader } from "./routes/api-eid";

const { db } = setupTestDatabase({
  emptied: [eidBookings, eidPrayers, eidDays, islamicMonthStarts],
});

/** Monday 10 May 2027, 10:00: Eid al-Adha 1448 is expected on Sunday 16 May. */
const BEFORE_EID = instantAt("2027-05-10", "10:00");

const ask = async (at = BEFORE_EID, headers: Record<string, string> = {}, method = "GET") =>
  (await loader(
    routeArgs(
      new Request("http://localhost/api/v1/eid", {
        method,
        headers: { Cookie: `wic_test_now=${at}`, ...headers },
      }),
    ),
  )) as Response;

async function answerAt(at = BEFORE_EID) {
  const response = await ask(at);
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(committedSchema("Eid").parse(answer)).toEqual(answer);
  return answer;
}

/** Eid al-Adha 1448, shown from 1 May: three jama'at, two of them booked, one with a limit. */
async function adhaWithJamaat() {
  await db().insert(eidDays).values({ eid: "adha", hijriYear: 1448, showFrom: "2027-05-01" });
  const jamaat = await db()
    .insert(eidPrayers)
    .values([
      { eid: "adha", hijriYear: 1448, time: "09:15", place: "Cassiobury Park", booking: true },
      { eid: "adha", hijriYear: 1448, time: "06:45", place: "Main hall", language: "English" },
      {
        eid: "adha",
        hijriYear: 1448,
        time: "08:00",
        place: "Car park",
        language: "Urdu",
        booking: true,
        capacity: 120,
      },
    ])
    .returning();
  return jamaat.find((one) => one.capacity)?.id as number;
}

describe("GET /api/v1/eid", () => {
  it("says there is no Eid until one is shown", async () => {
    expect(await answerAt()).toEqual({
      centre: "Watford Islamic Centre",
      timezone: "Europe/London",
      eid: null,
    });
  });

  it("gives the Eid the site shows with its jama'at in time order and the places left", async () => {
    const car = await adhaWithJamaat();
    await db()
      .insert(eidBookings)
      .values({ prayerId: car, name: "Amina", email: "amina@example.org", people: 4, token: "t1" });
    expect((await answerAt()).eid).toEqual({
      eid: "adha",
      name: "Eid al-Adha",
      hijriYear: 1448,
      date: "2027-05-16",
      confirmed: false,
      moon: null,
      jamaat: [
        {
          time: "06:45",
          place: "Main hall",
          language: "English",
          booking: false,
          placesLeft: null,
        },
        { time: "08:00", place: "Car park", language: "Urdu", booking: true, placesLeft: 116 },
        { time: "09:15", place: "Cassiobury Park", language: "", booking: true, placesLeft: null },
      ],
    });
    // The announced Dhu al-Hijjah moves it, and says so.
    await db()
      .insert(islamicMonthStarts)
      .values({ hijriYear: 1448, month: 12, startsOn: "2027-05-08" });
    expect((await answerAt()).eid).toMatchObject({ date: "2027-05-17", confirmed: true });
    // After its day, none.
    expect((await answerAt(instantAt("2027-05-18", "08:00"))).eid).toBeNull();
  });

  it("is public JSON kept five minutes, tagged, and a new tag when a place is taken", async () => {
    const car = await adhaWithJamaat();
    const response = await ask();
    const etag = expectOpenDataHeaders(response, 300);
    expect((await ask(BEFORE_EID, { "If-None-Match": etag })).status).toBe(304);
    await db()
      .insert(eidBookings)
      .values({ prayerId: car, name: "Bilal", email: "bilal@example.org", people: 2, token: "t2" });
    const changed = await ask(BEFORE_EID, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    // Kept no later than midnight, when the Eid shown may change.
    expect((await ask(instantAt("2027-05-10", "23:58"))).headers.get("Cache-Control")).toBe(
      "public, max-age=120",
    );
    const preflight = await ask(BEFORE_EID, { Origin: "https://example.org" }, "OPTIONS");
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
  });
});
