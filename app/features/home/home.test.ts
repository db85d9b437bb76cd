import { describe, expect, it } from "vitest";
import { seedDonationFunds } from "#app/features/donations/index.server";
import { donationCampaigns, donationFunds, donationPayments, donations } from "#app/lib/db/schema";
import { localDate } from "#app/lib/time/london";
import { routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { loader } from "./routes/home";

const { db } = setupTestDatabase();
const home = () => loader(routeArgs(new Request("http://localhost/")));

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
