import { env } from "#app/lib/config/env.server";
import { db } from "#app/lib/db/client.server";
import { payments } from "#app/lib/db/schema";
import { errorForLog, logger } from "#app/lib/logger.server";
import { stripeClient } from "./stripe.server";

/** The texts a visitor sees when a checkout cannot be opened (decision 0088). */
export const CHECKOUT_MESSAGES = {
  noUrl: "Could not retrieve checkout session URL.",
  unknown: "An unknown error occurred",
  serverError: (status: number, statusText: string) => `Server error: ${status} ${statusText}`,
  unavailable: "Online payment is not available at the moment.",
} as const;

export class CheckoutError extends Error {}

export interface CheckoutLine {
  name: string;
  description?: string;
  amountPence: number;
}

export interface CheckoutRequest {
  /** What is paid for ('summer', 'quran-competition', …): the webhook dispatches on it. */
  purpose: string;
  /** Id of the record paid for; also Stripe's client_reference_id. */
  reference: string;
  customerEmail: string;
  lines: CheckoutLine[];
  /** Discounts taken off the lines (shown on the Stripe page as one coupon). */
  discount?: { name: string; amountPence: number };
  /** The total the lines and discount must make; checked before anything is sent. */
  amountPence: number;
  successPath?: string;
  cancelPath: string;
  /**
   * Monthly: Stripe Checkout in subscription mode, the lines charged every month until cancelled.
   * The subscription carries the purpose and reference, so each month's invoice finds its record.
   */
  monthly?: boolean;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

function isStripeApiError(error: unknown): error is { type: string; statusCode: number } {
  if (!(error instanceof Error)) return false;
  const { type, statusCode } = error as { type?: unknown; statusCode?: unknown };
  return typeof type === "string" && type.startsWith("Stripe") && typeof statusCode === "number";
}

function checkoutFailure(error: unknown): CheckoutError {
  if (error instanceof CheckoutError) return error;
  // A Stripe API error (the SDK's StripeError; its class is not imported, so that the SDK loads
  // only when a payment is made).
  if (isStripeApiError(error)) {
    return new CheckoutError(
      CHECKOUT_MESSAGES.serverError(error.statusCode, STATUS_TEXT[error.statusCode] ?? "Error"),
    );
  }
  return new CheckoutError(CHECKOUT_MESSAGES.unknown);
}

/**
 * Opens a Stripe Checkout session for an amount computed on our server and records it as a
 * `payments` row (status 'open'). Returns the URL to send the visitor to.
 */
export async function createCheckout(
  request: CheckoutRequest,
): Promise<{ url: string; sessionId: string }> {
  const stripe = await stripeClient();
  if (!stripe) throw new CheckoutError(CHECKOUT_MESSAGES.unavailable);
  const linesTotal = request.lines.reduce((sum, line) => sum + line.amountPence, 0);
  const discount = request.discount && request.discount.amountPence > 0 ? request.discount : null;
  if (
    linesTotal - (discount?.amountPence ?? 0) !== request.amountPence ||
    request.amountPence <= 0
  ) {
    throw new CheckoutError(CHECKOUT_MESSAGES.unknown);
  }
  const publicUrl = env().PUBLIC_URL;
  try {
    let couponId: string | undefined;
    if (discount) {
      const coupon = await stripe.coupons.create({
        amount_off: discount.amountPence,
        currency: "gbp",
        duration: "once",
        name: discount.name.slice(0, 40),
        max_redemptions: 1,
      });
      couponId = coupon.id;
    }
    const metadata = { purpose: request.purpose, reference: request.reference };
    const session = await stripe.checkout.sessions.create({
      mode: request.monthly ? "subscription" : "payment",
      customer_email: request.customerEmail,
      client_reference_id: request.reference,
      metadata,
      ...(request.monthly ? { subscription_data: { metadata } } : {}),
      line_items: request.lines.map((line) => ({
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: line.amountPence,
          ...(request.monthly ? { recurring: { interval: "month" as const } } : {}),
          product_data: {
            name: line.name,
            ...(line.description ? { description: line.description } : {}),
          },
        },
      })),
      ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
      success_url: `${publicUrl}${request.successPath ?? "/thank-you"}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}${request.cancelPath}`,
    });
    if (!session.url) throw new CheckoutError(CHECKOUT_MESSAGES.noUrl);
    await db().insert(payments).values({
      stripeSessionId: session.id,
      purpose: request.purpose,
      reference: request.reference,
      amountPence: request.amountPence,
      url: session.url,
    });
    return { url: session.url, sessionId: session.id };
  } catch (error) {
    logger.error(
      { purpose: request.purpose, reference: request.reference, error: errorForLog(error) },
      "checkout session could not be created",
    );
    throw checkoutFailure(error);
  }
}
