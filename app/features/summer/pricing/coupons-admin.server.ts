import { asc, eq } from "drizzle-orm";
import { recordAudit } from "#app/lib/audit/audit.server";
import { db } from "#app/lib/db/client.server";
import { summerCoupons, summerSeasons } from "#app/lib/db/schema";
import { lockedRow } from "#app/lib/db/versioned-rows.server";
import { NO_CHECK, type SaveCheck, type StaleSave, staleSave, versionOf } from "#app/lib/versions";
import {
  COUPON_LABELS,
  type CouponFormValues,
  type CouponInput,
  dateToUkLocal,
  SEASON_MESSAGES,
  ukLocalToDate,
} from "../admin-schema";
import { type CouponLimits, couponState } from "./coupon-state";

/** The coupons admin (decision 0148): create, edit, disable and enable; uses are counted at booking. */

type Actor = { id: string; email: string };
type Coupon = typeof summerCoupons.$inferSelect;

/** Every coupon with its state at `now` (Active, Expired, Used up…). */
export async function listCoupons(now: Date) {
  const rows = await db()
    .select({ coupon: summerCoupons, seasonTitle: summerSeasons.title })
    .from(summerCoupons)
    .leftJoin(summerSeasons, eq(summerCoupons.seasonId, summerSeasons.id))
    .orderBy(asc(summerCoupons.code));
  return rows.map(({ coupon, seasonTitle }) => ({
    code: coupon.code,
    percent: coupon.percent,
    validFrom: coupon.validFrom?.toISOString() ?? null,
    validTo: coupon.validTo?.toISOString() ?? null,
    maxUses: coupon.maxUses,
    uses: coupon.uses,
    disabled: coupon.disabled,
    state: couponState(coupon, now),
    seasonTitle,
    values: couponFormValues(coupon),
    /** The coupon form's version: when the coupon was last saved. */
    version: versionOf(coupon.updatedAt),
  }));
}

function couponFormValues(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    percent: coupon.percent,
    validFrom: coupon.validFrom ? dateToUkLocal(coupon.validFrom) : "",
    validTo: coupon.validTo ? dateToUkLocal(coupon.validTo) : "",
    maxUses: coupon.maxUses ?? undefined,
    seasonId: coupon.seasonId === null ? "" : String(coupon.seasonId),
  };
}

const fieldsOf = (input: CouponInput) => ({
  percent: input.percent,
  validFrom: input.validFrom ? ukLocalToDate(input.validFrom) : null,
  validTo: input.validTo ? ukLocalToDate(input.validTo) : null,
  maxUses: input.maxUses ?? null,
  seasonId: input.seasonId ? Number(input.seasonId) : null,
});

const auditOf = (code: string, fields: ReturnType<typeof fieldsOf>) => ({
  code,
  ...fields,
  validFrom: fields.validFrom?.toISOString() ?? null,
  validTo: fields.validTo?.toISOString() ?? null,
});

export type CouponSaveResult =
  /** `saved`: the coupon's limits as stored, for the warnings said after the save. */
  | { ok: true; saved: CouponLimits }
  | { ok: false; field: keyof CouponFormValues; message: string }
  | { ok: false; notFound: true }
  /** Someone saved the coupon since the form was opened: refused, with what differs. */
  | { ok: false; stale: StaleSave };

async function seasonExists(id: number | null) {
  if (id === null) return true;
  const [season] = await db()
    .select({ id: summerSeasons.id })
    .from(summerSeasons)
    .where(eq(summerSeasons.id, id));
  return Boolean(season);
}

export async function createCoupon(actor: Actor, input: CouponInput): Promise<CouponSaveResult> {
  const fields = fieldsOf(input);
  if (!(await seasonExists(fields.seasonId)))
    return { ok: false, field: "seasonId", message: "Please choose a season" };
  return db().transaction(async (tx) => {
    const [created] = await tx
      .insert(summerCoupons)
      .values({ code: input.code, ...fields })
      .onConflictDoNothing()
      .returning();
    if (!created)
      return { ok: false, field: "code", message: SEASON_MESSAGES.couponTaken } as const;
    await recordAudit(
      actor,
      "summer.coupon.created",
      `summer_coupon:${input.code}`,
      auditOf(input.code, fields),
      tx,
    );
    return { ok: true, saved: created } as const;
  });
}

/**
 * Edits a coupon; its code stays (registrations name it). A form opened on an older version than
 * the stored one (`check`) is refused with the fields where the stored coupon and the form differ.
 */
export async function updateCoupon(
  actor: Actor,
  code: string,
  input: CouponInput,
  check: SaveCheck = NO_CHECK,
): Promise<CouponSaveResult> {
  const fields = fieldsOf(input);
  if (!(await seasonExists(fields.seasonId)))
    return { ok: false, field: "seasonId", message: "Please choose a season" };
  return db().transaction(async (tx) => {
    const coupon = await lockedRow(tx, summerCoupons, eq(summerCoupons.code, code));
    if (!coupon) return { ok: false, notFound: true } as const;
    const stale = staleSave(coupon.updatedAt, check, () => couponFormValues(coupon), COUPON_LABELS);
    if (stale) return { ok: false, stale } as const;
    if (fields.maxUses !== null && fields.maxUses < coupon.uses)
      return {
        ok: false,
        field: "maxUses",
        message: SEASON_MESSAGES.maxBelowUses(coupon.uses),
      } as const;
    await tx
      .update(summerCoupons)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(summerCoupons.code, code));
    await recordAudit(
      actor,
      "summer.coupon.updated",
      `summer_coupon:${code}`,
      auditOf(code, fields),
      tx,
    );
    return { ok: true, saved: { ...coupon, ...fields } } as const;
  });
}

/** Disables or enables a coupon; false when there is no such coupon. */
export async function setCouponDisabled(
  actor: Actor,
  code: string,
  disabled: boolean,
): Promise<boolean> {
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(summerCoupons)
      .set({ disabled })
      .where(eq(summerCoupons.code, code))
      .returning({ code: summerCoupons.code });
    if (!changed.length) return false;
    await recordAudit(
      actor,
      disabled ? "summer.coupon.disabled" : "summer.coupon.enabled",
      `summer_coupon:${code}`,
      { code },
      tx,
    );
    return true;
  });
}
