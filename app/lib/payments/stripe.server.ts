import type Stripe from "stripe";
import { env } from "#app/lib/config/env.server";
import { logger } from "#app/lib/logger.server";

const globalForStripe = globalThis as unknown as {
  __wicStripe?: { key: string; base: string; client: Stripe };
  __wicStripeOffLogged?: boolean;
};

/**
 * Whether visitors can pay online: STRIPE_SECRET_KEY is set. Without it (local mode)
 * registrations stay 'Pending Payment' and the emails explain how to pay.
 */
export function onlinePaymentOn(): boolean {
  if (env().STRIPE_SECRET_KEY) return true;
  if (!globalForStripe.__wicStripeOffLogged) {
    globalForStripe.__wicStripeOffLogged = true;
    logger.info("STRIPE_SECRET_KEY is not set: online card payment is off (pay at the centre)");
  }
  return false;
}

/**
 * The Stripe client, or null when online payment is off. The SDK is loaded on first use, not
 * at start. STRIPE_API_BASE points it at another Stripe-compatible API (the test fake).
 */
export async function stripeClient(): Promise<Stripe | null> {
  if (!onlinePaymentOn()) return null;
  const { STRIPE_SECRET_KEY: key = "", STRIPE_API_BASE: base = "" } = env();
  const cached = globalForStripe.__wicStripe;
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 2,
    timeout: 20_000,
  };
  if (base) {
    const url = new URL(base);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === "https:" ? 443 : 80);
    options.protocol = url.protocol.replace(":", "") as "http" | "https";
  }
  const { default: StripeSdk } = await import("stripe");
  const client = new StripeSdk(key, options);
  globalForStripe.__wicStripe = { key, base, client };
  return client;
}
