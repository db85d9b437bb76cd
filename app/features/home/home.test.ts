import { describe, expect, it } from "vitest";
import { seedDonationFunds } from "#app/features/donations/index.server";
import { prayerDays } from "#app/features/prayer-times/index.server";
import { countdownText } from "#app/features/ramadan";
import {
  donationCampaigns,
  donationFunds,
  donationPayments,
  donations,
  eidDays,
  eidPrayers,
} from "#app/lib/db/schema";
import { instantAt, localDate } from "#app/lib/time/london";
import { routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { loader } from "./routes/home";

const { db } = setupTestDatabase();
const home = (instant?: number) =>
  loader(
    routeArgs(
      new Request("http://localhost/", {
        headers: instant ? { Cookie: `wic_test_now=${instant}` } : {},
      }),
    ),
  );

describe("home page campaigns", () => {
  it("shows none when no campaign runs, and a running one with what it has raised", async () => {
    expect((await home()).campaigns).toEqual([]);

    await seedDonationFunds();
    const [fund] = await db().select().from(donationFunds).limit(1);
    if (!fund) throw new Error("no fund");
    const today = localDate(Date.now());
    await db().insert(donationCampaigns).values({
      fundId: fund.id,
      title: "Ramadan appeal",
      targetPence: 100_000,
      startsOn: today,
      endsOn: today,
    });
    const [donation] = await db()
      .insert(donations)
      .values({
        fundId: fund.id,
        fundName: fund.name,
        frequency: "one-off",
        amountPence: 2500,
        firstName: "Amina",
        lastName: "Khan",
        email: "amina@example.org",
        status: "paid",
        manageToken: "token-of-the-home-page-test",
      })
      .returning();
    await db()
      .insert(donationPayments)
      .values({
        donationId: donation?.id ?? "",
        amountPence: 2500,
        status: "paid",
        paidAt: new Date(),
      });
    expect((await home()).campaigns).toMatchObject([
      { title: "Ramadan appeal", fundSlug: fund.slug, raisedPence: 2500, donors: 1 },
    ]);
  });
});

describe("home page in Ramadan and at Eid", () => {
  it("counts down to iftar, then to the end of suhoor, and shows the Eid's prayers", async () => {
    // Saturday 20 February 2027: by the calendar, 13 Ramadan 1448.
    const [today, tomorrow] = await prayerDays("2027-02-20", 2);
    if (!today || !tomorrow) throw new Error("no prayer days");
    const afternoon = instantAt("2027-02-20", "16:00");
    const { ramadan, eid } = await home(afternoon);
    expect(eid).toBeNull();
    if (ramadan?.kind !== "during") throw new Error("not Ramadan");
    expect(ramadan).toMatchObject({ day: 13, iftar: today.times.maghrib, tomorrow: false });
    expect(countdownText(ramadan.countdown, ramadan.now)).toMatch(/^Iftar in \d h( \d+ min)?$/);

    const evening = await home(instantAt("2027-02-20", today.times.maghrib));
    expect(evening.ramadan).toMatchObject({ day: 14, date: "2027-02-21", tomorrow: true });
    if (evening.ramadan?.kind !== "during") throw new Error("not Ramadan");
    expect(countdownText(evening.ramadan.countdown, evening.ramadan.now)).toMatch(
      /^Suhoor ends in \d+ h/,
    );

    await db().insert(eidDays).values({ eid: "fitr", hijriYear: 1448, showFrom: "2027-02-20" });
    await db()
      .insert(eidPrayers)
      .values({ eid: "fitr", hijriYear: 1448, time: "08:00", place: "Main hall" });
    expect((await home(afternoon)).eid).toMatchObject({
      name: "Eid al-Fitr",
      date: "2027-03-09",
      jamaat: [{ time: "08:00", place: "Main hall" }],
    });
  });
});
