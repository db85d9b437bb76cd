import { asc, desc, eq, sql } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { db } from "#app/lib/db/client.server";
import { donationCampaigns, donationFunds } from "#app/lib/db/schema";
import { lockedRow } from "#app/lib/db/versioned-rows.server";
import { poundsToPence } from "#app/lib/money";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import { raisedByCampaign } from "../campaigns.server";
import { progressPercent } from "../rules";
import type { Actor } from "./admin.server";
import {
  CAMPAIGN_FIELD_LABELS,
  type CampaignInput,
  campaignFormValues,
  FUND_FIELD_LABELS,
  type FundFormValues,
  type FundInput,
  suggestedToPence,
  suggestedToText,
} from "./admin-schema";

/** Funds and campaigns as the admin edits them (/admin/donations/funds and /campaigns). */

// ---- Funds ----

/** Every fund in the admin's order, with the values its form shows. */
export async function fundsForAdmin() {
  const funds = await db()
    .select()
    .from(donationFunds)
    .orderBy(asc(donationFunds.position), asc(donationFunds.id));
  return funds.map((fund) => ({
    ...fund,
    values: fundFormValues(fund),
    version: versionOf(fund.updatedAt),
  }));
}

/** A stored fund as its form's fields show it. */
function fundFormValues(fund: typeof donationFunds.$inferSelect): FundFormValues {
  return {
    name: fund.name,
    description: fund.description,
    suggested: suggestedToText(fund.suggestedPence),
    kind: fund.kind,
    perPerson: fund.perPersonPence ? (fund.perPersonPence / 100).toFixed(2) : "",
    monthlyAllowed: fund.monthlyAllowed,
    showFrom: fund.showFrom ?? "",
    showTo: fund.showTo ?? "",
    active: fund.active,
    position: fund.position,
  };
}

/** The stored columns of a checked form. */
function fundColumns(input: FundInput) {
  const perPerson = input.kind === "per-person";
  return {
    name: input.name,
    description: input.description,
    suggestedPence: perPerson ? [] : (suggestedToPence(input.suggested) ?? []),
    kind: input.kind,
    perPersonPence: perPerson ? poundsToPence(input.perPerson) : null,
    monthlyAllowed: !perPerson && Boolean(input.monthlyAllowed),
    showFrom: input.showFrom || null,
    showTo: input.showTo || null,
    active: Boolean(input.active),
    position: input.position,
  };
}

/** "Zakat al-Fitr (Fitrana)" → "zakat-al-fitr-fitrana": a new fund's key. */
const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50) || "fund";

/** Adds a fund; its key comes from its name (with -2, -3… when taken) and never changes. */
export async function createFund(actor: Actor, input: FundInput): Promise<number> {
  return db().transaction(async (tx) => {
    const base = slugOf(input.name);
    const taken = new Set(
      (await tx.select({ slug: donationFunds.slug }).from(donationFunds)).map((row) => row.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    const [fund] = await tx
      .insert(donationFunds)
      .values({ slug, ...fundColumns(input) })
      .returning({ id: donationFunds.id });
    if (!fund) throw new Error("the fund was not stored");
    await recordAudit(
      actor,
      "donation.fund-create",
      `donation_fund:${fund.id}`,
      { slug, ...fundColumns(input) },
      tx,
    );
    return fund.id;
  });
}

/** Saves a fund's form (false: no such fund). Donations keep the name they were made under. */
export async function updateFund(
  actor: Actor,
  id: number,
  input: FundInput,
  /** The version the form was opened on and the form as sent: a save over a newer one is refused. */
  check: SaveCheck = NO_CHECK,
): Promise<boolean | StaleSave> {
  return db().transaction(async (tx) => {
    const before = await lockedRow(tx, donationFunds, eq(donationFunds.id, id));
    if (!before) return false;
    const stale = staleSave(
      before.updatedAt,
      check,
      () => fundFormValues(before),
      FUND_FIELD_LABELS,
    );
    if (stale) return stale;
    const after = fundColumns(input);
    await tx
      .update(donationFunds)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(donationFunds.id, id));
    const changes = Object.fromEntries(
      Object.entries(after).flatMap(([key, value]) => {
        const old = before[key as keyof typeof after];
        return JSON.stringify(old) === JSON.stringify(value)
          ? []
          : [[key, { from: old, to: value }]];
      }),
    );
    await recordAudit(actor, "donation.fund-update", `donation_fund:${id}`, { changes }, tx);
    return true;
  });
}

// ---- Campaigns ----

/** Every campaign, latest first, with its fund, progress and the values its form shows. */
export async function campaignsForAdmin() {
  const [campaigns, raised] = await Promise.all([
    db()
      .select({
        id: donationCampaigns.id,
        title: donationCampaigns.title,
        fundId: donationCampaigns.fundId,
        fundName: donationFunds.name,
        targetPence: donationCampaigns.targetPence,
        startsOn: donationCampaigns.startsOn,
        endsOn: donationCampaigns.endsOn,
        updatedAt: donationCampaigns.updatedAt,
      })
      .from(donationCampaigns)
      .innerJoin(donationFunds, eq(donationFunds.id, donationCampaigns.fundId))
      .orderBy(desc(donationCampaigns.endsOn), desc(donationCampaigns.id)),
    raisedByCampaign(),
  ]);
  return campaigns.map((campaign) => {
    const progress = raised.get(campaign.id);
    const raisedPence = progress?.raisedPence ?? 0;
    return {
      ...campaign,
      raisedPence,
      donors: progress?.donors ?? 0,
      percent: progressPercent(raisedPence, campaign.targetPence),
      values: campaignFormValues(campaign),
      version: versionOf(campaign.updatedAt),
    };
  });
}

const campaignColumns = (input: CampaignInput) => ({
  title: input.title,
  fundId: input.fundId,
  targetPence: input.target,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
});

const fundExists = async (id: number) =>
  (await db().select({ id: donationFunds.id }).from(donationFunds).where(eq(donationFunds.id, id)))
    .length > 0;

/**
 * Creates (no `id`) or saves a campaign: "no-fund" when the fund is gone, "gone" for no campaign,
 * and the refusal when someone saved the campaign since its form was opened (`check`).
 */
export async function saveCampaign(
  actor: Actor,
  input: CampaignInput,
  id: number | null,
  check: SaveCheck = NO_CHECK,
): Promise<"saved" | "no-fund" | "gone" | StaleSave> {
  if (!(await fundExists(input.fundId))) return "no-fund";
  const values = campaignColumns(input);
  return db().transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx
        .insert(donationCampaigns)
        .values(values)
        .returning({ id: donationCampaigns.id });
      await recordAudit(
        actor,
        "donation.campaign-create",
        `donation_campaign:${row?.id}`,
        values,
        tx,
      );
      return "saved";
    }
    const before = await lockedRow(tx, donationCampaigns, eq(donationCampaigns.id, id));
    if (!before) return "gone";
    const stale = staleSave(
      before.updatedAt,
      check,
      () => campaignFormValues(before),
      CAMPAIGN_FIELD_LABELS,
    );
    if (stale) return stale;
    await tx
      .update(donationCampaigns)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(donationCampaigns.id, id));
    await recordAudit(actor, "donation.campaign-update", `donation_campaign:${id}`, values, tx);
    return "saved";
  });
}

/** Deletes a campaign (its donations stay: they belong to the fund). False: no such campaign. */
export async function deleteCampaign(actor: Actor, id: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(donationCampaigns)
      .where(eq(donationCampaigns.id, id))
      .returning();
    if (!deleted) return false;
    await recordAudit(
      actor,
      "donation.campaign-delete",
      `donation_campaign:${id}`,
      { title: deleted.title, fundId: deleted.fundId, target: deleted.targetPence },
      tx,
    );
    return true;
  });
}
