import { and, eq, sql } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { notificationAddress } from "#app/lib/config/site";
import { db, type Transaction } from "#app/lib/db/client.server";
import { competitionRegistrations } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { isUuid } from "#app/lib/http/ids";
import { createCheckout } from "#app/lib/payments/checkout.server";
import { refundOnReturn } from "#app/lib/payments/registration-refunds.server";
import { onlinePaymentOn } from "#app/lib/payments/stripe.server";
import type { Payment, PaymentHandler } from "#app/lib/payments/webhook.server";
import { refreshPayment } from "#app/lib/payments/webhook.server";
import { formatInstant } from "#app/lib/time/format";
import { type Edition, editionText, feeLabel, paymentClosedReason } from "./editions";
import { findEdition } from "./editions.server";
import {
  CompetitionConfirmationEmail,
  type CompetitionFields,
  CompetitionNotificationEmail,
  CompetitionPaidEmail,
} from "./emails/competition-emails";
import { categoryLabel, groupLabel, PURPOSE, participantKey, STATUS } from "./rules";
import type { CompetitionEntry } from "./schema";

export type CompetitionRegistration = typeof competitionRegistrations.$inferSelect;

export class DuplicateRegistration extends Error {}

const registrationDate = (now: Date) => formatInstant(now, "long");

export const participantName = (row: Pick<CompetitionRegistration, "childName" | "parentName">) =>
  row.childName ?? row.parentName;

function emailFields(row: CompetitionRegistration): CompetitionFields {
  return [
    ["Parent name", row.parentName],
    ["Parent email", row.parentEmail],
    ["Parent phone", row.parentPhone],
    ["Registering as", row.registeringAs === "child" ? "A child" : "Myself"],
    ...(row.childName ? [["Child name", row.childName] as [string, string]] : []),
    ["Age", String(row.age)],
    ["Postcode", row.postcode],
    ["Gender", row.gender],
    ["Category", categoryLabel(row.category)],
    ["Group", groupLabel(row.category, row.group)],
    ["Registration date", row.registrationDate],
  ];
}

const payLaterUrl = (id: string) => `${env().PUBLIC_URL}/quran-competition/pay/${id}`;

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Stores the registration (Pending Payment) and queues both emails in one transaction. */
export async function registerEntry(
  entry: CompetitionEntry,
  edition: Edition,
  now = new Date(),
): Promise<CompetitionRegistration> {
  const name = entry.child_name ?? entry.parent_name;
  const key = participantKey(name, entry.parent_email);
  const [existing] = await db()
    .select({ id: competitionRegistrations.id })
    .from(competitionRegistrations)
    .where(
      and(
        eq(competitionRegistrations.editionId, edition.id),
        eq(competitionRegistrations.participantKey, key),
        eq(competitionRegistrations.category, entry.category),
      ),
    );
  if (existing) throw new DuplicateRegistration();
  const online = onlinePaymentOn();
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(competitionRegistrations)
        .values({
          parentName: entry.parent_name,
          parentEmail: entry.parent_email,
          parentPhone: entry.parent_phone,
          registeringAs: entry.registering_as,
          childName: entry.child_name,
          participantKey: key,
          editionId: edition.id,
          age: entry.age,
          postcode: entry.postcode,
          gender: entry.gender,
          category: entry.category,
          group: entry.group,
          registrationDate: registrationDate(now),
          status: STATUS.pending,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("registration not stored");
      const site = await getSiteSettings(tx);
      await queueEmail(tx, {
        template: "competition-registration-notification",
        to: notificationAddress(site, "admissions"),
        replyTo: row.parentEmail,
        subject: `Qur'an Competition registration: ${participantName(row)} (${categoryLabel(row.category)})`,
        body: <CompetitionNotificationEmail fields={emailFields(row)} id={row.id} />,
      });
      await queueEmail(tx, {
        template: "competition-registration-confirmation",
        to: row.parentEmail,
        replyTo: site.emails.contact,
        subject: `Your Winter Qur'an Competition registration – ${site.name}`,
        body: (
          <CompetitionConfirmationEmail
            name={row.parentName}
            fields={emailFields(row)}
            payUrl={online ? payLaterUrl(row.id) : null}
            edition={editionText(edition)}
          />
        ),
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateRegistration();
    throw error;
  }
}

export async function findEntry(id: string): Promise<CompetitionRegistration | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select()
    .from(competitionRegistrations)
    .where(eq(competitionRegistrations.id, id));
  return row ?? null;
}

/** The edition a registration belongs to. */
async function entryEdition(
  row: Pick<CompetitionRegistration, "editionId">,
  executor?: Transaction,
): Promise<Edition> {
  const edition = await findEdition(row.editionId, executor);
  if (!edition) throw new Error(`competition edition ${row.editionId} not found`);
  return edition;
}

/** Why a registration can no longer be paid (its competition day has passed), or null. */
export async function entryPaymentClosed(
  row: Pick<CompetitionRegistration, "editionId">,
  now: number,
): Promise<string | null> {
  return paymentClosedReason(await entryEdition(row), now);
}

/** A Stripe Checkout session for the edition's fee (£5 in 2025), through the shared payments module. */
export async function startEntryCheckout(row: CompetitionRegistration): Promise<string> {
  const { feePence } = await entryEdition(row);
  const { url } = await createCheckout({
    purpose: PURPOSE,
    reference: row.id,
    customerEmail: row.parentEmail,
    lines: [
      {
        name: `Winter Qur'an Competition registration fee – ${participantName(row)}`,
        description: `${categoryLabel(row.category)}, ${groupLabel(row.category, row.group)} (refundable upon participation)`,
        amountPence: feePence,
      },
    ],
    amountPence: feePence,
    successPath: "/quran-competition",
    cancelPath: "/quran-competition#register",
  });
  return url;
}

/** Pending → Paid once; only the call that changes the row sends the receipt. */
export async function markEntryPaid(tx: Transaction, id: string, paidBy: string) {
  const [row] = await tx
    .update(competitionRegistrations)
    .set({ status: STATUS.paid, paidAt: sql`now()`, paidBy, updatedAt: sql`now()` })
    .where(
      and(eq(competitionRegistrations.id, id), eq(competitionRegistrations.status, STATUS.pending)),
    )
    .returning();
  if (!row) return null;
  const edition = await entryEdition(row, tx);
  const site = await getSiteSettings(tx);
  await queueEmail(tx, {
    template: "competition-payment-confirmation",
    to: row.parentEmail,
    replyTo: site.emails.contact,
    subject: `Payment of ${feeLabel(edition.feePence)} received – Winter Qur'an Competition`,
    body: (
      <CompetitionPaidEmail
        name={row.parentName}
        participant={participantName(row)}
        edition={editionText(edition)}
      />
    ),
  });
  return row;
}

/** What the Stripe webhook does for competition payments. */
export const competitionPaymentHandler: PaymentHandler = {
  async onPaid(tx, payment: Payment) {
    await markEntryPaid(tx, payment.reference, "stripe");
  },
  /** All the money went back (refunded in Stripe, or a lost dispute): the entry is not paid. */
  onCharge: refundOnReturn(competitionRegistrations, STATUS),
};

/** `?session_id=` on return from Checkout: the participant's name when the payment is confirmed. */
export async function confirmedPayment(
  sessionId: string | null,
): Promise<{ participant: string } | null> {
  if (!sessionId || sessionId.length > 200) return null;
  const payment = await refreshPayment(sessionId, { [PURPOSE]: competitionPaymentHandler });
  if (!payment || payment.purpose !== PURPOSE || payment.status !== "paid") return null;
  const row = await findEntry(payment.reference);
  return row ? { participant: participantName(row) } : null;
}
