import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, summerRegistrations } from "#app/lib/db/schema";
import { settlePaidSession } from "#app/lib/payments/webhook.server";
import { answer, getAs, outcomeOf, postAs } from "#tests/support/actions";
import { expectRegisterForAdministratorsOnly } from "#tests/support/admin";
import { setupAccounts } from "#tests/support/auth";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { setupStripeFake } from "#tests/support/stripe-fake";
import { SATURDAYS } from "#tests/support/summer-2025";
import { zaydDraft } from "#tests/support/summer-wizard";
import {
  PURPOSE,
  startCheckout,
  submitRegistration,
  summerPaymentHandler,
} from "../registration/registration.server";
import type { Draft } from "../registration/wizard";
import { STATUS } from "../rules";
import { loadSeason } from "../seasons/seasons.server";
import { adminRefund, REFUND_MESSAGES } from "./admin.server";
import * as adminRoute from "./routes/admin-summer";
import * as exportRoute from "./routes/admin-summer-export";

const { db } = setupTestDatabase();

const draft = (email: string) =>
  zaydDraft({ dates: [SATURDAYS[0], SATURDAYS[1]], email, lateFinish: true });

/** A registration on the 2025 season (its dates all bookable: no clock applies). */
async function submit2025(draft: Draft) {
  const season = await loadSeason(1);
  if (!season) throw new Error("the migration's 2025 season is missing");
  return submitRegistration(draft, season);
}

const { cookies } = setupAccounts(db, {
  admin: { name: "Admin", email: "admin@example.org", role: "admin" },
  user: { name: "User", email: "user@example.org" },
});

const post = (cookie: string, fields: Record<string, string>) =>
  adminRoute.action(postAs(cookie, "/admin/summer", fields));

describe("/admin/summer", () => {
  it("is for administrators only", () =>
    expectRegisterForAdministratorsOnly("/admin/summer", adminRoute, exportRoute, cookies.user));

  it("marks a registration paid at the centre: status, emails and the audit log", async () => {
    const registration = await submit2025(draft("cash@example.org"));
    const result = answer<unknown>(
      await post(cookies.admin, { intent: "mark-paid", id: registration.id }),
    );
    expect(outcomeOf(result.data)).toEqual({ ok: true, message: "Registration marked as paid." });
    const [row] = await rowsWhere(
      db(),
      summerRegistrations,
      eq(summerRegistrations.id, registration.id),
    );
    expect(row).toMatchObject({ status: STATUS.paid, paidBy: "manual:admin@example.org" });
    const receipts = (
      await db().select().from(outbox).where(eq(outbox.template, "summer-payment-confirmation"))
    ).filter((email) => email.toAddress === "cash@example.org");
    expect(receipts).toHaveLength(1);
    const audit = await rowsWhere(
      db(),
      auditLog,
      eq(auditLog.target, `summer_registration:${registration.id}`),
    );
    expect(audit.map((entry) => entry.action)).toEqual(["summer.mark-paid"]);
    // Twice changes nothing.
    const twice = answer<unknown>(
      await post(cookies.admin, { intent: "mark-paid", id: registration.id }),
    );
    expect(outcomeOf(twice.data)).toEqual({
      ok: false,
      message: "Only a registration pending payment can be marked as paid.",
    });

    const list = answer(
      await adminRoute.loader(getAs(cookies.admin, "/admin/summer?status=Paid&date=2025-07-26")),
    ).data;
    expect(list?.rows.map((r) => r.parentEmail)).toContain("cash@example.org");
    expect(list?.register).toContainEqual(
      expect.objectContaining({ child: "Zayd", age: 7, lateFinish: true }),
    );
    const csv = (await exportRoute.loader(
      getAs(cookies.admin, "/admin/summer/export.csv?status=Paid"),
    )) as Response;
    const text = await csv.text();
    expect(text).toContain("parent_name,parent_email");
    expect(text).toContain("cash@example.org");
  });

  it("lists 25 registrations a page; the register of a date and the export take every match", async () => {
    for (let i = 0; i < 26; i++) await submit2025(draft(`page${i}@example.org`));
    const list = async (query: string) =>
      answer(await adminRoute.loader(getAs(cookies.admin, `/admin/summer?${query}`))).data;
    const first = await list("date=2025-07-26");
    const total = first?.total ?? 0;
    expect(total).toBeGreaterThanOrEqual(26);
    expect(first?.rows).toHaveLength(25);
    expect(first?.pageCount).toBe(Math.ceil(total / 25));
    expect(first?.register?.length).toBe(total);
    const second = await list("date=2025-07-26&page=2");
    expect(second?.rows).toHaveLength(total - 25);
    expect(second?.rows.map((row) => row.id)).not.toContain(first?.rows[0]?.id);
    expect(second?.exportHref).toBe("/admin/summer/export.csv?season=1&date=2025-07-26");
    expect((await list("page=nonsense"))?.page).toBe(1);
  });

  describe("refunds through Stripe", () => {
    const fake = setupStripeFake();

    async function paidByCard(email: string) {
      const registration = await submit2025(draft(email));
      const url = await startCheckout(registration);
      const session = fake.sessions.get(url.split("/").pop() ?? "");
      if (!session) throw new Error("no session");
      session.payment_status = "paid";
      session.payment_intent = `pi_test_${email.length}${Date.now()}`;
      await db().transaction((tx) =>
        settlePaidSession(tx, session, { [PURPOSE]: summerPaymentHandler }),
      );
      return registration.id;
    }
    const actor = { id: null as unknown as string, email: "admin@example.org" };

    it("refunds before the start date and records it", async () => {
      const id = await paidByCard("refund@example.org");
      expect(await adminRefund(actor, id, new Date("2025-07-01T12:00:00Z"))).toEqual({
        ok: true,
        message: REFUND_MESSAGES.done,
      });
      expect(fake.refunds).toHaveLength(1);
      expect(fake.refunds[0]?.amount).toBe(4000);
      const [row] = await rowsWhere(db(), summerRegistrations, eq(summerRegistrations.id, id));
      expect(row?.status).toBe(STATUS.refunded);
      const audit = await rowsWhere(
        db(),
        auditLog,
        eq(auditLog.target, `summer_registration:${id}`),
      );
      expect(audit.map((entry) => entry.action)).toEqual(["summer.refund"]);
    });

    it("refuses on or after the start date, and for a registration paid in cash", async () => {
      const id = await paidByCard("late@example.org");
      expect(await adminRefund(actor, id, new Date("2025-07-26T09:00:00Z"))).toEqual({
        ok: false,
        message: REFUND_MESSAGES.tooLate,
      });
      const cash = await submit2025(draft("cash2@example.org"));
      expect(await adminRefund(actor, cash.id, new Date("2025-07-01T12:00:00Z"))).toEqual({
        ok: false,
        message: REFUND_MESSAGES.notPaid,
      });
      expect(fake.refunds).toHaveLength(1);
    });
  });
});
