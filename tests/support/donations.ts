import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#app/lib/db/client.server";
import { donationCampaigns, donationFunds } from "#app/lib/db/schema";
import { localDate } from "#app/lib/time/london";

/** A campaign for the seeded building fund, running today only: the donate page shows its bar. */
export async function startBuildingCampaignToday(db: DatabaseHandle["db"], title: string) {
  const [building] = await db
    .select({ id: donationFunds.id })
    .from(donationFunds)
    .where(eq(donationFunds.slug, "building-fund"));
  const today = localDate(Date.now());
  await db.insert(donationCampaigns).values({
    fundId: building?.id ?? 0,
    title,
    targetPence: 5_000_000,
    startsOn: today,
    endsOn: today,
  });
}
