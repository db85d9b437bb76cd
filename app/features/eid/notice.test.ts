import { describe, expect, it } from "vitest";
import { eidBookings, eidDays, eidPrayers, islamicMonthStarts } from "#app/lib/db/schema";
import { setupTestDatabase } from "#tests/support/database";
import { eidNoticeOn } from "./eid.server";

const { db } = setupTestDatabase({
  emptied: [eidBookings, eidPrayers, eidDays, islamicMonthStarts],
});

// By the calendar, 1 Shawwal 1448 is Tuesday 9 March 2027; 10 Dhu al-Hijjah 1448 is 16 May 2027.
async function fitrWithJamaat(showFrom = "2027-02-27") {
  await db().insert(eidDays).values({ eid: "fitr", hijriYear: 1448, showFrom });
  const [early, late] = await db()
    .insert(eidPrayers)
    .values([
      {
        eid: "fitr",
        hijriYear: 1448,
        time: "09:00",
        place: "Car park",
        booking: true,
        capacity: 300,
      },
      { eid: "fitr", hijriYear: 1448, time: "07:30", place: "Main hall", language: "English" },
    ])
    .returning();
  return { early, late };
}

describe("eidNoticeOn", () => {
  it("shows the Eid from its 'show from' date to the end of its day, jama'at in time order", async () => {
    const { early } = await fitrWithJamaat();
    expect(await eidNoticeOn("2027-02-26")).toBeNull();
    await db()
      .insert(eidBookings)
      .values({
        prayerId: early?.id as number,
        name: "Amina",
        email: "amina@example.org",
        people: 4,
        token: "t1",
      });
    const notice = await eidNoticeOn("2027-02-27");
    expect(notice).toMatchObject({
      eid: "fitr",
      name: "Eid al-Fitr",
      hijriYear: 1448,
      date: "2027-03-09",
      confirmed: false,
      moon: null,
    });
    expect(notice?.jamaat.map((one) => [one.time, one.place, one.placesLeft])).toEqual([
      ["07:30", "Main hall", null],
      ["09:00", "Car park", 296],
    ]);
    expect((await eidNoticeOn("2027-03-09"))?.eid).toBe("fitr");
    expect(await eidNoticeOn("2027-03-10")).toBeNull();
  });

  it("shows no Eid without jama'at, and follows an announced Shawwal", async () => {
    await db().insert(eidDays).values({ eid: "fitr", hijriYear: 1448, showFrom: "2027-02-27" });
    expect(await eidNoticeOn("2027-03-01")).toBeNull();
    await db().delete(eidDays);
    await fitrWithJamaat();
    await db()
      .insert(islamicMonthStarts)
      .values({ hijriYear: 1448, month: 10, startsOn: "2027-03-10" });
    expect(await eidNoticeOn("2027-03-10")).toMatchObject({ date: "2027-03-10", confirmed: true });
  });
});
