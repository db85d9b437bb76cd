import { handleStripeWebhook } from "#app/lib/payments/webhook.server";
import { paymentHandlers } from "#app/payments.server";
import type { Route } from "./+types/stripe-webhook";

/** POST /api/stripe/webhook (CSRF-exempt: Stripe signs the body instead). */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
  return handleStripeWebhook(request, paymentHandlers);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
