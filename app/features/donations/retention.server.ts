import { and, isNull, ne, type SQL, sql } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import { donations, giftAidDeclarations } from "#app/lib/db/schema";
import { ANONYMISED_NAME, RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";

/**
 * Retention of donations (decision 0287): HMRC requires Gift Aid records for 6 years after the claim.
 * A donation's period runs from the latest of: its creation, its cancellation, its last payment
 * and the last claim that listed one of its payments (or adjusted for it, once refunded). A
 * monthly donation still running is kept.
 * Then the donor's name and email are removed (fund, amounts, dates and claims stay), and a
 * declaration no longer behind any named donation is deleted with its address.
 */

function lastActivity(): SQL {
  return sql`greatest(
    ${donations.createdAt},
    coalesce(${donations.cancelledAt}, ${donations.createdAt}),
    coalesce((
      select max(greatest(coalesce(p.paid_at, p.created_at), c.created_at, a.created_at))
      from donation_payments p
      left join gift_aid_claims c on c.id = p.gift_aid_claim_id
      left join gift_aid_claims a on a.id = p.gift_aid_adjusted_in_claim_id
      where p.donation_id = ${donations.id}
    ), ${donations.createdAt})
  )`;
}

function donationsDue(now: Date) {
  const cutoff = retentionCutoff(RETENTION_RULES.donations.period, now);
  return and(
    isNull(donations.anonymisedAt),
    ne(donations.status, "active"),
    sql`${lastActivity()} < ${cutoff.toISOString()}`,
  );
}

/** Declarations older than the period that no donation still carrying a name points to. */
function declarationsDue(now: Date, countDueDonationsAsGone: boolean) {
  const cutoff = retentionCutoff(RETENTION_RULES.donations.period, now);
  const stillNamed = countDueDonationsAsGone
    ? sql`${donations.anonymisedAt} is null and not (${donationsDue(now)})`
    : sql`${donations.anonymisedAt} is null`;
  return sql`${giftAidDeclarations.declaredAt} < ${cutoff.toISOString()} and not exists (
    select 1 from ${donations}
    where ${donations.giftAidDeclarationId} = ${giftAidDeclarations.id} and ${stillNamed}
  )`;
}

export async function countDonationRecordsToAnonymise(now: Date): Promise<number> {
  const [named, addresses] = await Promise.all([
    countRows(donations, donationsDue(now)),
    countRows(giftAidDeclarations, declarationsDue(now, true)),
  ]);
  return named + addresses;
}

/** Claimed by the UPDATE itself (`anonymised_at IS NULL`): each donation once, whoever runs it. */
export async function anonymiseOldDonations(now: Date): Promise<number> {
  const anonymised = await db()
    .update(donations)
    .set({
      firstName: ANONYMISED_NAME,
      lastName: "",
      email: "",
      // Unique, and no longer a way into the donor's page.
      manageToken: sql`'anonymised:' || ${donations.id}`,
      anonymisedAt: now,
    })
    .where(donationsDue(now))
    .returning({ id: donations.id });
  const deleted = await db()
    .delete(giftAidDeclarations)
    .where(declarationsDue(now, false))
    .returning({ id: giftAidDeclarations.id });
  return anonymised.length + deleted.length;
}
