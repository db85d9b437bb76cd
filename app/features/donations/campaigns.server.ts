import { and, asc, countDistinct, eq, gte, lt, lte, sql, sum } from "drizzle-orm";
import { sharedRead } from "~/lib/db/cache.server";
import { db } from "~/lib/db/client.server";
import { donationCampaigns, donationFunds, donationPayments, donations } from "~/lib/db/schema";
import { addDays, instantAt } from "~/lib/time/london";

export interface CampaignProgress {
  id: number;
  title: string;
  fundId: number;
  fundSlug: string;
  targetPence: number;
  startsOn: string;
  endsOn: string;
  raisedPence: number;
  donors: number;
}

/**
 * What a campaign has raised: payments to its fund between its dates (UK days, inclusive) that
 * are paid, not failed or refunded; donors counted once per email address.
 */
async function progressOf(campaign: {
  fundId: number;
  startsOn: string;
  endsOn: string;
}): Promise<{ raisedPence: number; donors: number }> {
  const [row] = await db()
    .select({
      raised: sum(donationPayments.amountPence),
      donors: countDistinct(sql`lower(${donations.email})`),
    })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(
      and(
        eq(donations.fundId, campaign.fundId),
        eq(donationPayments.status, "paid"),
        gte(donationPayments.paidAt, new Date(instantAt(campaign.startsOn, "00:00"))),
        lt(donationPayments.paidAt, new Date(instantAt(addDays(campaign.endsOn, 1), "00:00"))),
      ),
    );
  return { raisedPence: Number(row?.raised ?? 0), donors: Number(row?.donors ?? 0) };
}

/** The campaigns running on `today` (UK date), soonest ending first, with their progress. */
export function runningCampaigns(today: string): Promise<CampaignProgress[]> {
  return sharedRead(`donation-campaigns:${today}`, async () => {
    const rows = await db()
      .select({
        id: donationCampaigns.id,
        title: donationCampaigns.title,
        fundId: donationCampaigns.fundId,
        fundSlug: donationFunds.slug,
        targetPence: donationCampaigns.targetPence,
        startsOn: donationCampaigns.startsOn,
        endsOn: donationCampaigns.endsOn,
      })
      .from(donationCampaigns)
      .innerJoin(donationFunds, eq(donationFunds.id, donationCampaigns.fundId))
      .where(and(lte(donationCampaigns.startsOn, today), gte(donationCampaigns.endsOn, today)))
      .orderBy(asc(donationCampaigns.endsOn), asc(donationCampaigns.id));
    return Promise.all(rows.map(async (row) => ({ ...row, ...(await progressOf(row)) })));
  });
}
