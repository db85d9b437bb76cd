import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { isAllReturned } from "./charges";
import type { PaymentHandler } from "./webhook.server";

/** A table of registrations paid by Checkout: a payment's `reference` is a registration's id. */
type RegistrationTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/**
 * An `onCharge` for registrations: once all the money went back (refunded in Stripe, or a lost
 * dispute), the paid registration the payment is for is marked refunded.
 */
export function refundOnReturn(
  table: RegistrationTable,
  status: { paid: string; refunded: string },
): NonNullable<PaymentHandler["onCharge"]> {
  return async (tx, _change, payment) => {
    if (!payment || !isAllReturned(payment.status)) return;
    await tx
      .update(table)
      .set({ status: status.refunded, updatedAt: sql`now()` })
      .where(and(eq(table.id, payment.reference), eq(table.status, status.paid)));
  };
}
