import { data, redirect } from "react-router";
import { CHECKOUT_MESSAGES, CheckoutError } from "#app/lib/payments/checkout.server";
import { onlinePaymentOn } from "#app/lib/payments/stripe.server";
import { refreshPayment } from "#app/lib/payments/webhook.server";
import { STATUS, seasonProgramme } from "../rules";
import { loadSeason } from "../seasons/seasons.server";
import {
  findRegistration,
  PURPOSE,
  registrationChildren,
  startCheckout,
  summerPaymentHandler,
} from "./registration.server";

export interface ThankYouSummary {
  state: "success" | "confirming";
  parentName: string;
  parentEmail: string;
  amountPence: number;
  children: { name: string; age: number; programmes: string[] }[];
}

/** /thank-you?session_id=…: the payment as our database (or Stripe, before the webhook) knows it. */
export async function thankYouSummary(sessionId: string | null): Promise<ThankYouSummary | null> {
  if (!sessionId || sessionId.length > 200) return null;
  const payment = await refreshPayment(sessionId, { [PURPOSE]: summerPaymentHandler });
  if (!payment || payment.purpose !== PURPOSE) return null;
  if (payment.status !== "paid" && payment.status !== "open") return null;
  const registration = await findRegistration(payment.reference);
  if (!registration) return null;
  const children = await registrationChildren(registration.id);
  const season = await loadSeason(registration.seasonId);
  return {
    state: payment.status === "paid" ? "success" : "confirming",
    parentName: registration.parentName,
    parentEmail: registration.parentEmail,
    amountPence: payment.amountPence,
    children: children.map((child) => ({
      name: child.name,
      age: child.age,
      programmes: child.programmes.map(
        (choice) => (season && seasonProgramme(season, choice.programme)?.name) ?? choice.programme,
      ),
    })),
  };
}

/** /summer/pay/:id (the emailed 'pay now' link): a new Checkout session at the stored price. */
export async function payNow(id: string) {
  const registration = await findRegistration(id);
  if (!registration) throw data("Registration not found", { status: 404 });
  if (registration.status !== STATUS.pending) return redirect("/summer/register");
  if (!onlinePaymentOn()) throw data(CHECKOUT_MESSAGES.unavailable, { status: 503 });
  try {
    return redirect(await startCheckout(registration));
  } catch (error) {
    throw data(error instanceof CheckoutError ? error.message : CHECKOUT_MESSAGES.unknown, {
      status: 502,
    });
  }
}

const json = (body: Record<string, unknown>, status = 200) => Response.json(body, { status });

/**
 * POST /.netlify/functions/create-stripe-session, the old site's endpoint, kept as a thin alias:
 * JSON {registrationId, email, paymentOption | purpose} → {url} or {error}. A posted amount is
 * ignored; the price is the one stored with the registration.
 */
export async function legacyCreateSession(request: Request): Promise<Response> {
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
  } catch {
    return json({ error: CHECKOUT_MESSAGES.unknown }, 400);
  }
  if (!body || typeof body !== "object") return json({ error: CHECKOUT_MESSAGES.unknown }, 400);
  const purpose = typeof body.purpose === "string" ? body.purpose : PURPOSE;
  if (purpose !== PURPOSE && body.paymentOption !== "upfront")
    return json({ error: "Unknown payment purpose." }, 400);
  const id = String(body.registrationId ?? body.reference ?? "");
  const registration = await findRegistration(id);
  const email = String(body.email ?? "")
    .trim()
    .toLowerCase();
  if (!registration || registration.parentEmail.toLowerCase() !== email)
    return json({ error: "Registration not found." }, 404);
  if (registration.status !== STATUS.pending)
    return json({ error: "This registration has already been paid." }, 409);
  if (!onlinePaymentOn()) return json({ error: CHECKOUT_MESSAGES.unavailable }, 503);
  try {
    return json({ url: await startCheckout(registration) });
  } catch (error) {
    return json(
      { error: error instanceof CheckoutError ? error.message : CHECKOUT_MESSAGES.unknown },
      502,
    );
  }
}
