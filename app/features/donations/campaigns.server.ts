import { and, asc, countDistinct, eq, gte, inArray, lte, sql, sum } from "drizzle-orm";
import { sharedRead } from "#app/lib/db/cache.server";
import { db } from "#app/lib/db/client.server";
import { donationCampaigns, donationFunds, donationPayments, donations } from "#app/lib/db/schema";

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
 * What each campaign has raised: payments to its fund on its UK days (inclusive) that are paid,
 * not failed or refunded; donors counted once per email address. One grouped query for all the
 * campaigns asked for (all of them without `ids`); a campaign with nothing raised is absent.
 */
export async function raisedByCampaign(
  ids?: readonly number[],
): Promise<Map<number, { raisedPence: number; donors: number }>> {
  const paidOn = sql`(${donationPayments.paidAt} at time zone 'Europe/London')::date`;
  const rows = await db()
    .select({
      id: donationCampaigns.id,
      raisedPence: sum(donationPayments.amountPence).mapWith(Number),
      donors: countDistinct(sql`lower(${donations.email})`),
    })
    .from(donationCampaigns)
    .innerJoin(donations, eq(donations.fundId, donationCampaigns.fundId))
    .innerJoin(donationPayments, eq(donationPayments.donationId, donations.id))
    .where(
      and(
        ids ? inArray(donationCampaigns.id, [...ids]) : undefined,
        eq(donationPayments.status, "paid"),
        gte(paidOn, donationCampaigns.startsOn),
        lte(paidOn, donationCampaigns.endsOn),
      ),
    )
    .groupBy(donationCampaigns.id);
  return new Map(rows.map(({ id, ...progress }) => [id, progress]));
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
    if (rows.length === 0) return [];
    const raised = await raisedByCampaign(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, raisedPence: 0, donors: 0, ...raised.get(row.id) }));
  });
}
