import { describe, expect, it } from "vitest";
import { eidBookings, eidDays, eidPrayers, islamicMonthStarts } from "#app/lib/db/schema";
import { setupTestDatabase } from "#tests/support/database";
import { eidNoticeOn } from "./eid.server";
import { personalData } from "./personal-data.server";
import { countEidBookingsToDelete, deleteEidBookings } from "./retention.server";
import { demoEid, seedDemoEid } from "./seed.server";

const { db } = setupTestDatabase({
  emptied: [eidBookings, eidPrayers, eidDays, islamicMonthStarts],
});

async function bookedFitr() {
  const [prayer] = await db()
    .insert(eidPrayers)
    .values({
      eid: "fitr",
      hijriYear: 1448,
      time: "07:30",
      place: "Main hall",
      booking: true,
      capacity: 10,
    })
    .returning();
  await db()
    .insert(eidBookings)
    .values([
      {
        prayerId: prayer?.id as number,
        name: "Amina",
        email: "Amina@Example.org",
        people: 2,
        token: "secret-a",
      },
      {
        prayerId: prayer?.id as number,
        name: "Bilal",
        email: "bilal@example.org",
        people: 1,
        token: "secret-b",
      },
    ]);
  return prayer?.id as number;
}

describe("Eid bookings' personal data", () => {
  it("gives the person's bookings by their confirmed email, without the link's token", async () => {
    await bookedFitr();
    const subject = (confirmedEmail: string | null) => ({
      userId: "u",
      email: "amina@example.org",
      confirmedEmail,
      request: new Request("http://localhost/"),
    });
    const { records } = await personalData(subject("amina@example.org"));
    expect(records.eidBookings).toMatchObject([
      { eid: "fitr", hijriYear: 1448, time: "07:30", place: "Main hall", name: "Amina", people: 2 },
    ]);
    expect(JSON.stringify(records)).not.toContain("secret");
    expect((await personalData(subject(null))).records.eidBookings).toEqual([]);
  });

  it("deletes the bookings of an Eid more than the period ago, keeping its jama'at", async () => {
    await bookedFitr();
    // Eid al-Fitr 1448 is on 9 March 2027.
    expect(await countEidBookingsToDelete("2027-03-09")).toBe(0);
    expect(await countEidBookingsToDelete("2027-03-10")).toBe(2);
    expect(await deleteEidBookings("2027-03-10")).toBe(2);
    expect(await db().select().from(eidBookings)).toEqual([]);
    expect(await db().select().from(eidPrayers)).toHaveLength(1);
  });
});

describe("the demo Eid", () => {
  it("adds Eid al-Fitr 1448 with two jama'at, shown from 20 Ramadan, and removes what nobody booked", async () => {
    await seedDemoEid();
    await seedDemoEid();
    const notice = await eidNoticeOn("2027-02-27");
    expect(
      notice?.jamaat.map((one) => [one.time, one.place, one.language, one.placesLeft]),
    ).toEqual([
      ["07:30", "Main hall", "English", 400],
      ["09:00", "Car park", "English and Urdu", 300],
    ]);
    expect(await eidNoticeOn("2027-02-26")).toBeNull();

    const found = await demoEid.find(db());
    expect(found.map((row) => row.title)).toEqual([
      "Eid al-Fitr 1448: 07:30 jama'at, Main hall",
      "Eid al-Fitr 1448: 09:00 jama'at, Car park",
    ]);
    // A booked jama'at is the centre's now.
    const booked = found[1]?.id as number;
    await db()
      .insert(eidBookings)
      .values({ prayerId: booked, name: "Amina", email: "a@example.org", people: 1, token: "t" });
    const left = await demoEid.find(db());
    expect(left).toHaveLength(1);
    await demoEid.remove(
      db(),
      left.map((row) => row.id),
    );
    expect((await db().select().from(eidPrayers)).map((row) => row.id)).toEqual([booked]);
    expect(await db().select().from(eidDays)).toHaveLength(1);

    await db().delete(eidBookings);
    await demoEid.remove(db(), [booked]);
    expect(await db().select().from(eidDays)).toEqual([]);
  });
});
