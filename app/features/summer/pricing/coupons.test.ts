import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db as appDb } from "#app/lib/db/client.server";
import { auditLog, summerCoupons, summerSeasons } from "#app/lib/db/schema";
import { poundsToPence } from "#app/lib/money";
import { getAs, postAs, reply } from "#tests/support/actions";
import { setupAccounts } from "#tests/support/auth";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { toastOf } from "#tests/support/directory";
import { couponFormSchema, dateToUkLocal, ukLocalToDate } from "../admin-schema";
import { countCouponUse, findCouponPercent } from "./coupons.server";
import * as couponsRoute from "./routes/admin-summer-coupons";

const { db } = setupTestDatabase();
const { cookies } = setupAccounts(db, {
  admin: { name: "Admin", email: "coupons.admin@example.org", role: "admin" },
  member: { name: "Member", email: "coupons.member@example.org" },
});

const SEASON_2025 = 1;
const JULY_2025 = new Date("2025-07-20T12:00:00Z");

async function otherSeason(): Promise<number> {
  const [season] = await db()
    .insert(summerSeasons)
    .values({ title: "Another summer", status: "draft" })
    .returning();
  return season?.id ?? 0;
}

async function coupon(values: Partial<typeof summerCoupons.$inferInsert> & { code: string }) {
  await db()
    .insert(summerCoupons)
    .values({ percent: 10, ...values });
}

/** A use counted in a transaction of its own, as the registration's would. */
const countUse = (code: string, now: Date, seasonId = SEASON_2025) =>
  appDb().transaction((tx) => countCouponUse(tx, code, now, seasonId));

describe("coupon rules", () => {
  it("accepts WIC2025 for the 2025 season, as before", async () => {
    expect(await findCouponPercent("wic2025", JULY_2025, SEASON_2025)).toBe(10);
    expect(await findCouponPercent(" WIC2025 ", JULY_2025, SEASON_2025)).toBe(10);
  });

  it("refuses a coupon outside its window, at both ends", async () => {
    await coupon({
      code: "WINDOW",
      validFrom: new Date("2025-07-01T00:00:00Z"),
      validTo: new Date("2025-07-31T23:00:00Z"),
    });
    expect(await findCouponPercent("WINDOW", new Date("2025-06-30T23:59:59Z"), 1)).toBeNull();
    expect(await findCouponPercent("WINDOW", new Date("2025-07-01T00:00:00Z"), 1)).toBe(10);
    expect(await findCouponPercent("WINDOW", new Date("2025-07-31T23:00:00Z"), 1)).toBe(10);
    expect(await findCouponPercent("WINDOW", new Date("2025-07-31T23:00:01Z"), 1)).toBeNull();
    expect(await countUse("WINDOW", new Date("2025-08-01T00:00:00Z"), 1)).toBe(false);
    expect(await countUse("WINDOW", new Date("2025-06-01T00:00:00Z"), 1)).toBe(false);
    expect(await countUse("WINDOW", JULY_2025, 1)).toBe(true);
  });

  it("refuses a coupon of another season; a coupon of no season is for every season", async () => {
    const other = await otherSeason();
    await coupon({ code: "OTHER", seasonId: other });
    await coupon({ code: "EVERY" });
    expect(await findCouponPercent("OTHER", JULY_2025, SEASON_2025)).toBeNull();
    expect(await countUse("OTHER", JULY_2025, SEASON_2025)).toBe(false);
    expect(await findCouponPercent("OTHER", JULY_2025, other)).toBe(10);
    expect(await findCouponPercent("WIC2025", JULY_2025, other)).toBeNull();
    expect(await findCouponPercent("EVERY", JULY_2025, SEASON_2025)).toBe(10);
    expect(await findCouponPercent("EVERY", JULY_2025, other)).toBe(10);
    expect(await countUse("EVERY", JULY_2025, other)).toBe(true);
  });

  it("refuses a disabled coupon, and accepts it again once enabled", async () => {
    await coupon({ code: "OFF", disabled: true });
    expect(await findCouponPercent("OFF", JULY_2025, SEASON_2025)).toBeNull();
    expect(await countUse("OFF", JULY_2025, SEASON_2025)).toBe(false);
    await db().update(summerCoupons).set({ disabled: false }).where(eq(summerCoupons.code, "OFF"));
    expect(await findCouponPercent("OFF", JULY_2025, SEASON_2025)).toBe(10);
  });

  it("stops at its maximum number of uses", async () => {
    await coupon({ code: "TWICE", maxUses: 2 });
    expect(await countUse("TWICE", JULY_2025, SEASON_2025)).toBe(true);
    expect(await findCouponPercent("TWICE", JULY_2025, SEASON_2025)).toBe(10);
    expect(await countUse("TWICE", JULY_2025, SEASON_2025)).toBe(true);
    expect(await findCouponPercent("TWICE", JULY_2025, SEASON_2025)).toBeNull();
    expect(await countUse("TWICE", JULY_2025, SEASON_2025)).toBe(false);
    const [row] = await db().select().from(summerCoupons).where(eq(summerCoupons.code, "TWICE"));
    expect(row?.uses).toBe(2);
  });
});

describe("the coupon form's values", () => {
  it("reads UK times, summer time included, and pounds", () => {
    expect(ukLocalToDate("2026-07-01T09:00")?.toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(ukLocalToDate("2026-01-01T09:00")?.toISOString()).toBe("2026-01-01T09:00:00.000Z");
    expect(ukLocalToDate("2025-08-31T23:59:59")?.toISOString()).toBe("2025-08-31T22:59:59.000Z");
    expect(ukLocalToDate("2026-02-30T09:00")).toBeNull();
    expect(dateToUkLocal(new Date("2025-08-31T22:59:59Z"))).toBe("2025-08-31T23:59:59");
    expect(dateToUkLocal(new Date("2026-01-01T09:00:00Z"))).toBe("2026-01-01T09:00");
    expect(poundsToPence("20")).toBe(2000);
    expect(poundsToPence("£22.5")).toBe(2250);
    expect(poundsToPence("twenty")).toBeNull();
  });

  it("upper-cases the code and refuses a window that ends before it starts", () => {
    const parsed = couponFormSchema.safeParse({
      code: "summer26",
      percent: 15,
      validFrom: "2026-07-01T00:00",
      validTo: "2026-06-01T00:00",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["validTo", "The coupon must end after it starts"],
    ]);
    expect(couponFormSchema.parse({ code: "summer26", percent: 15 }).code).toBe("SUMMER26");
  });
});

const post = (fields: Record<string, string>, who: "admin" | "member" = "admin") =>
  couponsRoute.action(postAs(cookies[who], "/admin/summer/coupons", fields));

describe("/admin/summer/coupons", () => {
  it("is for administrators only", async () => {
    const refused = await post({ intent: "disable", code: "WIC2025" }, "member").catch(
      (error: unknown) => error,
    );
    expect(reply(refused).status).toBe(403);
    const [row] = await db().select().from(summerCoupons).where(eq(summerCoupons.code, "WIC2025"));
    expect(row?.disabled).toBe(false);
  });

  it("creates, edits, disables and enables a coupon, each in the audit log", async () => {
    const other = await otherSeason();
    const created = reply(
      await post({
        intent: "create",
        code: "summer26",
        percent: "15",
        validFrom: "2026-07-01T00:00",
        validTo: "2026-08-31T23:59",
        maxUses: "50",
        seasonId: String(other),
      }),
    );
    expect(created.status).toBe(302);
    const [row] = await db().select().from(summerCoupons).where(eq(summerCoupons.code, "SUMMER26"));
    expect(row).toMatchObject({
      percent: 15,
      maxUses: 50,
      seasonId: other,
      uses: 0,
      disabled: false,
    });
    expect(row?.validFrom?.toISOString()).toBe("2026-06-30T23:00:00.000Z");

    const taken = reply(await post({ intent: "create", code: "SUMMER26", percent: "5" }));
    expect(taken.status).toBe(409);
    expect(
      (taken.data as { result: { error: Record<string, string[]> } }).result.error.code,
    ).toEqual(["A coupon with this code already exists."]);

    const invalid = reply(
      await post({ intent: "create", code: "x", percent: "150", validFrom: "soon" }),
    );
    expect(invalid.status).toBe(400);
    const errors = (
      invalid.data as {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
      }
    ).result;
    expect(errors.error.code?.[0]).toMatch(/2–40 letters/);
    expect(errors.error.percent?.[0]).toBe("The percentage must be at most 100");
    expect(errors.error.validFrom?.[0]).toBe("Please enter a valid date and time");
    expect(errors.initialValue.validFrom).toBe("soon");

    await db().update(summerCoupons).set({ uses: 3 }).where(eq(summerCoupons.code, "SUMMER26"));
    /** SUMMER26 edited to 20%, with `changes` on top. */
    const editSummer26 = async (changes: Record<string, string>) =>
      reply(
        await post({
          intent: "update",
          original: "SUMMER26",
          code: "SUMMER26",
          percent: "20",
          ...changes,
        }),
      );
    const belowUses = await editSummer26({ maxUses: "2" });
    expect(belowUses.status).toBe(409);
    expect(
      (belowUses.data as { result: { error: Record<string, string[]> } }).result.error.maxUses,
    ).toEqual(["This coupon has already been used 3 times; the maximum cannot be lower."]);
    const edited = await editSummer26({ seasonId: "" });
    expect(edited.status).toBe(302);
    const [after] = await rowsWhere(db(), summerCoupons, eq(summerCoupons.code, "SUMMER26"));
    expect(after).toMatchObject({
      percent: 20,
      maxUses: null,
      seasonId: null,
      validFrom: null,
      uses: 3,
    });

    expect(reply(await post({ intent: "disable", code: "summer26" })).status).toBe(302);
    expect(await findCouponPercent("SUMMER26", JULY_2025, SEASON_2025)).toBeNull();
    expect(reply(await post({ intent: "enable", code: "SUMMER26" })).status).toBe(302);
    expect(await findCouponPercent("SUMMER26", JULY_2025, SEASON_2025)).toBe(20);
    expect(reply(await post({ intent: "disable", code: "NOPE" })).status).toBe(404);

    const audit = await rowsWhere(db(), auditLog, eq(auditLog.target, "summer_coupon:SUMMER26"));
    expect(audit.map((entry) => entry.action)).toEqual([
      "summer.coupon.created",
      "summer.coupon.updated",
      "summer.coupon.disabled",
      "summer.coupon.enabled",
    ]);
  });

  it("saves a coupon parents cannot use, and says why (a warning, never a refusal)", async () => {
    const inAugust = `${cookies.admin}; wic_test_now=${Date.parse("2026-08-10T12:00:00Z")}`;
    const save = async (fields: Record<string, string>) =>
      reply(await couponsRoute.action(postAs(inAugust, "/admin/summer/coupons", fields)));
    const created = await save({
      intent: "create",
      code: "late26",
      percent: "10",
      validTo: "2026-07-31T23:59",
    });
    expect(created.status).toBe(302);
    expect(await toastOf(created)).toEqual({
      type: "info",
      message:
        "LATE26 created. This coupon has expired: it ended on Fri 31 Jul 2026, 23:59, so parents are told it is invalid or expired. Change “Valid to” to use it again.",
    });
    const [late] = await rowsWhere(db(), summerCoupons, eq(summerCoupons.code, "LATE26"));
    expect(late?.validTo?.toISOString()).toBe("2026-07-31T22:59:00.000Z");

    // Its end moved on: saved, and nothing to warn of.
    const update = (changes: Record<string, string>) =>
      save({ intent: "update", original: "LATE26", code: "LATE26", percent: "10", ...changes });
    const moved = await update({ validTo: "2026-08-31T23:59" });
    expect(await toastOf(moved)).toEqual({ type: "success", message: "LATE26 saved." });

    // Its maximum lowered to the uses it already has: saved, and said to be used up.
    await db().update(summerCoupons).set({ uses: 2 }).where(eq(summerCoupons.code, "LATE26"));
    const spent = await update({ validTo: "2026-08-31T23:59", maxUses: "2" });
    expect(spent.status).toBe(302);
    expect(await toastOf(spent)).toEqual({
      type: "info",
      message:
        "LATE26 saved. This coupon is used up: 2 of 2 uses taken, so parents are told it is invalid or expired. Raise “Maximum uses” to use it again.",
    });
    const [after] = await rowsWhere(db(), summerCoupons, eq(summerCoupons.code, "LATE26"));
    expect(after).toMatchObject({ maxUses: 2, uses: 2 });
  });

  it("lists coupons with their uses and season", async () => {
    const list = reply(
      await couponsRoute.loader(getAs(cookies.admin, "/admin/summer/coupons?edit=wic2025")),
    ).data as Awaited<ReturnType<typeof couponsRoute.loader>>;
    const wic = list.coupons.find((c) => c.code === "WIC2025");
    expect(wic).toMatchObject({ percent: 10, seasonTitle: "Wicked Wednesdays & Weekends 2025" });
    expect(wic?.state).toBe("active");
    expect(list.editing?.code).toBe("WIC2025");
    expect(list.editing?.values.seasonId).toBe("1");
  });

  it("shows an expired or used-up coupon as parents find it, not as Active", async () => {
    await coupon({ code: "ENDED", validTo: new Date("2020-01-01T00:00:00Z") });
    await coupon({ code: "SPENT", maxUses: 1, uses: 1 });
    const list = reply(await couponsRoute.loader(getAs(cookies.admin, "/admin/summer/coupons")))
      .data as Awaited<ReturnType<typeof couponsRoute.loader>>;
    const stateOf = (code: string) => list.coupons.find((c) => c.code === code)?.state;
    expect([stateOf("ENDED"), stateOf("SPENT")]).toEqual(["expired", "used-up"]);
    expect(await findCouponPercent("ENDED", new Date(), SEASON_2025)).toBeNull();
    expect(await findCouponPercent("SPENT", new Date(), SEASON_2025)).toBeNull();
  });
});
