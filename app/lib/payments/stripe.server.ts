import Stripe from "stripe";
import { env } from "~/lib/config/env.server";
import { logger } from "~/lib/logger.server";

const globalForStripe = globalThis as unknown as {
  __wicStripe?: { key: string; base: string; client: Stripe };
  __wicStripeOffLogged?: boolean;
};

/**
 * The Stripe client, or null when STRIPE_SECRET_KEY is not set (local mode: registrations stay
 * 'Pending Payment' and the emails explain how to pay). STRIPE_API_BASE points the SDK at another
 * Stripe-compatible API (the test fake).
 */
export function stripeClient(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base = "" } = env();
  if (!key) {
    if (!globalForStripe.__wicStripeOffLogged) {
      globalForStripe.__wicStripeOffLogged = true;
      logger.info("STRIPE_SECRET_KEY is not set: online card payment is off (pay at the centre)");
    }
    return null;
  }
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
  const client = new Stripe(key, options);
  globalForStripe.__wicStripe = { key, base, client };
  return client;
}
