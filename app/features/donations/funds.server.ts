import { asc } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { donationFunds } from "#app/lib/db/schema";
import { FUND_DEFAULTS } from "./defaults";
import { type Fund, fundOffered } from "./rules";

/** The funds a donation goes to, as /donate, the admin and the seed read them. */

const fundColumns = {
  id: donationFunds.id,
  slug: donationFunds.slug,
  name: donationFunds.name,
  description: donationFunds.description,
  kind: donationFunds.kind,
  perPersonPence: donationFunds.perPersonPence,
  suggestedPence: donationFunds.suggestedPence,
  monthlyAllowed: donationFunds.monthlyAllowed,
  showFrom: donationFunds.showFrom,
  showTo: donationFunds.showTo,
  active: donationFunds.active,
};

/** Every fund, in the admin's order. */
export function allFunds(): Promise<Fund[]> {
  return db()
    .select(fundColumns)
    .from(donationFunds)
    .orderBy(asc(donationFunds.position), asc(donationFunds.id));
}

/** The funds /donate offers on `today` (a UK date). */
export async function offeredFunds(today: string): Promise<Fund[]> {
  return (await allFunds()).filter((fund) => fundOffered(fund, today));
}

/** The default funds, inserted when missing (every install, every start); stored ones are kept. */
export async function seedDonationFunds(): Promise<void> {
  await db()
    .insert(donationFunds)
    .values(
      FUND_DEFAULTS.map((fund, index) => ({
        slug: fund.slug,
        name: fund.name,
        description: fund.description,
        kind: fund.kind,
        perPersonPence: fund.perPersonPence ?? null,
        monthlyAllowed: fund.monthlyAllowed,
        showFrom: fund.showFrom ?? null,
        showTo: fund.showTo ?? null,
        position: index + 1,
      })),
    )
    .onConflictDoNothing({ target: donationFunds.slug });
}
