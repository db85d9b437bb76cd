import { and, desc, eq, lt, sql } from "drizzle-orm";
import { hasRoom } from "#app/lib/bookings/capacity";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { notificationAddress } from "#app/lib/config/site";
import { type Database, db, type Transaction } from "#app/lib/db/client.server";
import {
  payments,
  summerBookings,
  summerChildren,
  summerDrafts,
  summerRegistrations,
} from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { signedCookie } from "#app/lib/http/cookies.server";
import { isUuid } from "#app/lib/http/ids";
import { pounds } from "#app/lib/money";
import { type CheckoutLine, createCheckout } from "#app/lib/payments/checkout.server";
import { refundOnReturn } from "#app/lib/payments/registration-refunds.server";
import { onlinePaymentOn } from "#app/lib/payments/stripe.server";
import type { Payment, PaymentHandler } from "#app/lib/payments/webhook.server";
import { formatInstant } from "#app/lib/time/format";
import { MESSAGES } from "../messages";
import { countCouponUse, findCouponPercent } from "../pricing/coupons.server";
import { type PricingResult, priceRegistration } from "../pricing/pricing";
import { normaliseCoupon, PAYMENT_METHOD, STATUS, shortDate } from "../rules";
import type { Season } from "../seasons/season";
import { displayTitle } from "../seasons/season-facts";
import { sessionPlaces } from "../seasons/seasons.server";
import {
  PaymentConfirmationEmail,
  RegistrationConfirmationEmail,
  type RegistrationEmailParams,
  RegistrationNotificationEmail,
} from "./emails/summer-emails";
import {
  childrenDetails,
  type Draft,
  emptyDraft,
  pricingChoices,
  readDraft,
  type Step,
} from "./wizard";
import { firstInvalidStep } from "./wizard-check";

export const PURPOSE = "summer";
export type Registration = typeof summerRegistrations.$inferSelect;

// ---- the wizard's draft, kept on the server and keyed by a signed cookie ----

const DRAFT_DAYS = 30;
function draftCookie() {
  return signedCookie("wic_summer_draft", DRAFT_DAYS);
}

export async function loadDraft(request: Request): Promise<{ id: string | null; draft: Draft }> {
  const id = await draftCookie().parse(request.headers.get("Cookie"));
  if (!isUuid(id)) return { id: null, draft: emptyDraft() };
  const [row] = await db().select().from(summerDrafts).where(eq(summerDrafts.id, id));
  return row ? { id, draft: readDraft(row.data) } : { id: null, draft: emptyDraft() };
}

/** Stores the draft; returns the Set-Cookie header to send when the draft is new. */
export async function saveDraft(id: string | null, draft: Draft): Promise<Headers> {
  const headers = new Headers();
  const data = draft as unknown as Record<string, unknown>;
  if (id) {
    const updated = await db()
      .update(summerDrafts)
      .set({ data, updatedAt: sql`now()` })
      .where(eq(summerDrafts.id, id))
      .returning({ id: summerDrafts.id });
    if (updated.length > 0) return headers;
  }
  const [row] = await db().insert(summerDrafts).values({ data }).returning({ id: summerDrafts.id });
  // Old drafts go when new ones come.
  await db()
    .delete(summerDrafts)
    .where(lt(summerDrafts.updatedAt, sql`now() - interval '${sql.raw(String(DRAFT_DAYS))} days'`));
  headers.append("Set-Cookie", await draftCookie().serialize(row?.id));
  return headers;
}

// ---- submitting ----

/** The draft fails a step's rules (`fieldErrors`: what the step's own schema cannot know). */
export class RegistrationInvalid extends Error {
  constructor(
    readonly step: Step,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super("registration invalid");
  }
}

const registrationDate = (now: Date) => formatInstant(now, "long");

function emailParams(
  registration: Registration,
  toEmail: string,
  seasonTitle: string,
): RegistrationEmailParams {
  return {
    registrationId: registration.id,
    season_title: displayTitle({ title: seasonTitle }),
    parent_name: registration.parentName,
    parent_email: registration.parentEmail,
    parent_phone: registration.parentPhone,
    payment_method: registration.paymentMethod,
    children_block: registration.childrenDetails,
    subtotal: registration.subtotalPence,
    full_week_discount: registration.fullWeekDiscountPence,
    sibling_discount: registration.siblingDiscountPence,
    coupon_discount: registration.couponDiscountPence,
    total_amount: registration.totalPence,
    coupon_used: registration.couponUsed ?? "",
    terms_accepted: registration.termsAccepted ? "Yes" : "No",
    registration_date: registration.registrationDate,
    to_email: toEmail,
  };
}

const payNowUrl = (registrationId: string) => `${env().PUBLIC_URL}/summer/pay/${registrationId}`;

/**
 * The places a registration takes, after locking the sessions of its programmes
 * (`SELECT … FOR UPDATE`): refused when a session has no place left for it (two parents racing
 * for the last place: the second waits for the first's commit, then counts its booking).
 */
async function bookPlaces(tx: Transaction, season: Season, draft: Draft, registrationId: string) {
  const keys = [...new Set(draft.children.flatMap((c) => c.programmes.map((p) => p.programme)))];
  const sessions = await sessionPlaces(tx, season.id, { lock: true, programmeKeys: keys });
  const byKey = new Map(
    sessions.map((session) => [`${session.programmeKey}|${session.date}`, session]),
  );
  const wanted = new Map<number, number>();
  const bookings = draft.children.flatMap((child, childPosition) =>
    child.programmes.flatMap((choice) =>
      [...choice.dates, ...choice.wednesdayDates].map((date) => {
        const session = byKey.get(`${choice.programme}|${date}`);
        const field = `child.${childPosition}.${choice.programme}.dates`;
        if (!session) throw new RegistrationInvalid(1, { [field]: [MESSAGES.dateInvalid] });
        const count = (wanted.get(session.sessionId) ?? 0) + 1;
        wanted.set(session.sessionId, count);
        if (!hasRoom(session.capacity, session.taken, count))
          throw new RegistrationInvalid(1, { [field]: [MESSAGES.dateFull(shortDate(date))] });
        return { registrationId, sessionId: session.sessionId, childPosition };
      }),
    ),
  );
  if (bookings.length > 0) await tx.insert(summerBookings).values(bookings);
}

/**
 * Validates the whole draft again against the season as it can be booked now (no past, closed or
 * full date), prices it from the choices with the season's rules (never from a posted amount)
 * and, in one transaction, takes the places, stores the registration and its children and queues
 * both emails.
 */
export async function submitRegistration(
  draft: Draft,
  season: Season,
  now = new Date(),
): Promise<Registration> {
  const invalid = firstInvalidStep(season, draft);
  if (invalid) throw new RegistrationInvalid(invalid);
  const code = normaliseCoupon(draft.couponCode);
  const couponPercent = code ? await findCouponPercent(code, now, season.id) : 0;
  if (couponPercent === null) throw new RegistrationInvalid(3, { couponCode: [MESSAGES.coupon] });
  const pricing = priceRegistration({
    season,
    children: pricingChoices(draft.children),
    couponPercent,
  });
  const online = onlinePaymentOn();

  return db().transaction(async (tx) => {
    if (code && !(await countCouponUse(tx, code, now, season.id)))
      throw new RegistrationInvalid(3, { couponCode: [MESSAGES.coupon] });
    const choices = draft.children.flatMap((child) => child.programmes);
    const [registration] = await tx
      .insert(summerRegistrations)
      .values({
        seasonId: season.id,
        parentName: draft.parentName,
        parentEmail: draft.parentEmail,
        parentPhone: draft.parentPhone,
        paymentMethod: PAYMENT_METHOD,
        numberOfChildren: draft.children.length,
        childrenDetails: childrenDetails(season, draft.children),
        earlyStart: choices.some((choice) => choice.earlyStart),
        lateFinish: choices.some((choice) => choice.lateFinish),
        subtotalPence: pricing.subtotal,
        fullWeekDiscountPence: pricing.fullWeekDiscount,
        siblingDiscountPence: pricing.siblingDiscount,
        couponDiscountPence: pricing.couponDiscount,
        totalPence: pricing.grandTotal,
        couponUsed: code || null,
        termsAccepted: true,
        registrationDate: registrationDate(now),
        status: STATUS.pending,
        pricing: pricing as unknown as Record<string, unknown>,
        createdAt: now,
      })
      .returning();
    if (!registration) throw new Error("registration not stored");
    await bookPlaces(tx, season, draft, registration.id);
    await tx.insert(summerChildren).values(
      draft.children.map((child, position) => ({
        registrationId: registration.id,
        position,
        name: child.name,
        age: Number(child.age),
        programmes: child.programmes,
      })),
    );
    const names = draft.children.map((child) => child.name).join(", ");
    const site = await getSiteSettings(tx);
    const admissions = notificationAddress(site, "admissions");
    await queueEmail(tx, {
      template: "summer-registration-confirmation",
      to: registration.parentEmail,
      replyTo: site.emails.contact,
      subject: `Your summer programme registration – ${site.name}`,
      body: (
        <RegistrationConfirmationEmail
          params={emailParams(registration, registration.parentEmail, season.title)}
          payUrl={online ? payNowUrl(registration.id) : null}
        />
      ),
    });
    await queueEmail(tx, {
      template: "summer-registration-notification",
      to: admissions,
      replyTo: registration.parentEmail,
      subject: `Summer registration from ${registration.parentName} (${names})`,
      body: (
        <RegistrationNotificationEmail
          params={emailParams(registration, admissions, season.title)}
        />
      ),
    });
    return registration;
  });
}

/** Checkout lines: one per child and programme (after its full-week discount), and one coupon. */
function checkoutLines(pricing: PricingResult): {
  lines: CheckoutLine[];
  discount: { name: string; amountPence: number };
} {
  const lines = pricing.children.flatMap((child) =>
    child.programmes.map((line) => ({
      name: `${child.name} – ${line.name}`,
      description: `${line.days} day${line.days === 1 ? "" : "s"} × ${pounds(line.ratePence)}${
        line.fullWeekDiscount ? `, full-week discount −${pounds(line.fullWeekDiscount)}` : ""
      }`,
      amountPence: line.amount - line.fullWeekDiscount,
    })),
  );
  const names = [
    pricing.siblingDiscount ? `Sibling ${pricing.siblingPercent ?? 5}%` : "",
    pricing.couponDiscount ? `Coupon ${pricing.couponPercent}%` : "",
  ].filter(Boolean);
  return {
    lines,
    discount: {
      name: names.join(" + "),
      amountPence: pricing.siblingDiscount + pricing.couponDiscount,
    },
  };
}

/** A Stripe Checkout session at the price stored with the registration. */
export async function startCheckout(registration: Registration): Promise<string> {
  const pricing = registration.pricing as unknown as PricingResult;
  const { lines, discount } = checkoutLines(pricing);
  const { url } = await createCheckout({
    purpose: PURPOSE,
    reference: registration.id,
    customerEmail: registration.parentEmail,
    lines,
    discount,
    amountPence: registration.totalPence,
    cancelPath: "/summer/register",
  });
  return url;
}

export async function findRegistration(id: string): Promise<Registration | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(summerRegistrations).where(eq(summerRegistrations.id, id));
  return row ?? null;
}

export async function registrationChildren(id: string) {
  return db()
    .select()
    .from(summerChildren)
    .where(eq(summerChildren.registrationId, id))
    .orderBy(summerChildren.position);
}

// ---- payment results ----

async function markPaidAndNotify(
  tx: Transaction,
  registrationId: string,
  paidBy: string,
  amount: number,
) {
  const [registration] = await tx
    .update(summerRegistrations)
    .set({ status: STATUS.paid, paidAt: sql`now()`, paidBy, updatedAt: sql`now()` })
    .where(
      and(
        eq(summerRegistrations.id, registrationId),
        eq(summerRegistrations.status, STATUS.pending),
      ),
    )
    .returning();
  if (!registration) return null;
  const site = await getSiteSettings(tx);
  for (const toCentre of [false, true]) {
    await queueEmail(tx, {
      template: toCentre ? "summer-payment-notification" : "summer-payment-confirmation",
      to: toCentre ? notificationAddress(site, "admissions") : registration.parentEmail,
      replyTo: toCentre ? registration.parentEmail : site.emails.contact,
      subject: toCentre
        ? `Summer registration paid: ${registration.parentName} (${pounds(amount)})`
        : `Payment received – summer programmes at ${site.name}`,
      body: (
        <PaymentConfirmationEmail
          parentName={registration.parentName}
          amountPence={amount}
          childrenBlock={registration.childrenDetails}
          toCentre={toCentre}
        />
      ),
    });
  }
  return registration;
}

/** What the Stripe webhook does for summer payments. */
export const summerPaymentHandler: PaymentHandler = {
  async onPaid(tx, payment: Payment) {
    await markPaidAndNotify(tx, payment.reference, "stripe", payment.amountPence);
  },
  /** All the money went back (refunded in Stripe, or a lost dispute): the places are released. */
  onCharge: refundOnReturn(summerRegistrations, STATUS),
};

/** Admin: paid in cash (or otherwise) at the centre. */
export async function markPaidManually(tx: Transaction, registrationId: string, by: string) {
  const [registration] = await tx
    .select()
    .from(summerRegistrations)
    .where(eq(summerRegistrations.id, registrationId));
  if (!registration) return null;
  return markPaidAndNotify(tx, registrationId, `manual:${by}`, registration.totalPence);
}

export async function latestPaidPayment(tx: Transaction | Database, registrationId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, PURPOSE),
        eq(payments.reference, registrationId),
        eq(payments.status, "paid"),
      ),
    )
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return payment ?? null;
}
