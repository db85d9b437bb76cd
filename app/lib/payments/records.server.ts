import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { columnsOf } from "#app/lib/db/columns";
import { payments } from "#app/lib/db/schema";

/**
 * The payment attempts of a feature's records (e.g. summer registrations), oldest first, for
 * "Download my data". The Checkout link is left out: it is a way in to pay, not information.
 */
export async function paymentsFor(purpose: string, references: readonly string[]) {
  if (references.length === 0) return [];
  return db()
    .select(
      columnsOf(payments, [
        "id",
        "purpose",
        "reference",
        "amountPence",
        "currency",
        "status",
        "stripeSessionId",
        "paymentIntentId",
        "createdAt",
        "updatedAt",
        "paidAt",
      ]),
    )
    .from(payments)
    .where(and(eq(payments.purpose, purpose), inArray(payments.reference, [...references])))
    .orderBy(asc(payments.createdAt));
}
