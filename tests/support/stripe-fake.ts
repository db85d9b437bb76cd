import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "#app/lib/config/env.server";

/**
 * A Stripe-compatible API for tests (STRIPE_API_BASE): the parts of the real API the app uses
 * (checkout sessions in payment and subscription mode, coupons, refunds, subscriptions, invoices)
 * with the same request and response shapes, and a hosted checkout page whose Pay button posts
 * correctly signed webhooks to the app (`checkout.session.completed`; for a subscription also
 * its first `invoice.paid`) and then goes to the session's success_url, as Stripe does.
 */

type Params = Record<string, unknown>;

/** `line_items[0][price_data][currency]=gbp` → nested objects and arrays (Stripe's encoding). */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? "");
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

export interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  subscription: string | null;
  customer: string | null;
  success_url: string;
  cancel_url: string;
  mode: string;
  created: number;
  line_items: { name: string; description?: string; amount: number; quantity: number }[];
  discount_name: string | null;
  /** Subscription mode: the metadata the subscription gets (`subscription_data[metadata]`). */
  subscription_metadata: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  status: "active" | "canceled";
  customer: string;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      quantity: number;
      price: {
        id: string;
        object: "price";
        product: string;
        unit_amount: number;
        currency: string;
        recurring: { interval: string };
      };
    }[];
  };
  created: number;
  canceled_at: number | null;
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  status: "paid" | "open";
  customer: string;
  customer_email: string | null;
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: "subscription_create" | "subscription_cycle";
  parent: {
    type: "subscription_details";
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  status_transitions: { paid_at: number | null };
  created: number;
  /** Not in an event's payload (Stripe includes it only when expanded). */
  payment_intent_id: string | null;
}

/** Stripe's Charge, Refund and Dispute objects: the fields the webhook events carry. */
export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  paid: boolean;
  status: "succeeded";
  refunded: boolean;
  disputed: boolean;
  payment_intent: string;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}
export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  reason: string | null;
  created: number;
  metadata: Record<string, string>;
}
export interface FakeDispute {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  reason: string;
  status: "needs_response" | "under_review" | "won" | "lost";
  is_charge_refundable: boolean;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

export class StripeFake {
  readonly sessions = new Map<string, FakeSession>();
  readonly coupons = new Map<string, { id: string; amount_off: number; name: string }>();
  readonly refunds: FakeRefund[] = [];
  /** One charge per paid payment intent, as Stripe keeps them (refunds and disputes change it). */
  readonly charges = new Map<string, FakeCharge>();
  readonly disputes = new Map<string, FakeDispute>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly events: { id: string; type: string; status: number; object: unknown }[] = [];
  readonly requests: { method: string; path: string; params: Params }[] = [];
  /** Where the hosted page sends its webhooks (the app's /api/stripe/webhook). */
  webhookUrl = "";
  /** Instead of an HTTP delivery: hands the signed request to the app's route (integration tests). */
  deliver: ((request: Request) => Response | Promise<Response>) | null = null;
  /** Make the next API calls fail with this status (the SDK retries 5xx twice, so 3 by default). */
  private failure: { status: number; times: number } | null = null;
  fail(status: number, times = 3): void {
    this.failure = { status, times };
  }
  private server: Server | null = null;
  private port = 0;

  constructor(readonly webhookSecret = "whsec_test_fake_secret") {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: String(error), type: "api_error" } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The signed delivery of an event to the app, as Stripe sends it. */
  async sendEvent(type: string, object: unknown, eventId = id("evt")): Promise<number> {
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const request = this.signedWebhook(payload);
    const response = await (this.deliver ? this.deliver(request) : fetch(request));
    this.events.push({ id: eventId, type, status: response.status, object });
    return response.status;
  }

  /**
   * A webhook delivery of `event` (an object, or its JSON) signed as Stripe signs it; a test
   * forging one passes another `secret`.
   */
  signedWebhook(event: Record<string, unknown> | string, secret = this.webhookSecret): Request {
    const payload = typeof event === "string" ? event : JSON.stringify(event);
    const signature = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({
      payload,
      secret,
    });
    return new Request(this.webhookUrl || "http://localhost/api/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
      body: payload,
    });
  }

  /** The `checkout.session.completed` event of the session `sessionId`, paid by `paymentIntent`. */
  paidCheckoutEvent(eventId: string, sessionId: string, paymentIntent: string) {
    return {
      id: eventId,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          ...this.publicSession(this.sessions.get(sessionId) as never),
          payment_status: "paid",
          payment_intent: paymentIntent,
        },
      },
    };
  }

  /** Stripe delivers an event again (a retry, or a duplicate): the same id and object. */
  async redeliver(eventId: string): Promise<number> {
    const event = this.events.find((sent) => sent.id === eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return this.sendEvent(event.type, event.object, eventId);
  }

  /** The charge of a paid payment intent (Stripe makes one when the payment succeeds). */
  chargeOf(paymentIntentId: string): FakeCharge {
    const charge = [...this.charges.values()].find((c) => c.payment_intent === paymentIntentId);
    if (!charge) throw new Error(`no charge for ${paymentIntentId}`);
    return charge;
  }

  /** The intent's charge; one a test set on a session or invoice by hand gets its charge now. */
  private findCharge(intent: string): FakeCharge | undefined {
    const found = [...this.charges.values()].find((c) => c.payment_intent === intent);
    if (found) return found;
    const amount =
      [...this.sessions.values()].find((s) => s.payment_intent === intent)?.amount_total ??
      [...this.invoices.values()].find((i) => i.payment_intent_id === intent)?.amount_paid;
    if (amount === undefined) return undefined;
    this.createCharge(intent, amount);
    return this.chargeOf(intent);
  }

  private createCharge(paymentIntentId: string, amount: number): void {
    const charge: FakeCharge = {
      id: id("ch"),
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      currency: "gbp",
      paid: true,
      status: "succeeded",
      refunded: false,
      disputed: false,
      payment_intent: paymentIntentId,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    this.charges.set(charge.id, charge);
  }

  /** A refund of the charge (all that is left of it by default), as Stripe's API makes it. */
  private createRefund(charge: FakeCharge, amount = charge.amount - charge.amount_refunded) {
    const refund: FakeRefund = {
      id: id("re"),
      object: "refund",
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: "succeeded",
      reason: null,
      created: Math.floor(Date.now() / 1000),
      metadata: {},
    };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.refunds.push(refund);
    return refund;
  }

  /** The events Stripe sends for a refund: the charge's, then the refund's. */
  refundEvents(refund: FakeRefund) {
    const charge = this.charges.get(refund.charge);
    return [
      { type: "charge.refunded", object: { ...charge } },
      { type: "refund.created", object: { ...refund } },
      { type: "refund.updated", object: { ...refund } },
    ];
  }

  /**
   * The treasurer refunds a payment in Stripe's dashboard (all of it, or `amount` pence): the
   * charge changes and, unless `send` is false, its signed events go to the site in Stripe's
   * order (or the order given). Returns the refund and the ids of the events sent.
   */
  async refundFromDashboard(
    paymentIntentId: string,
    options: { amount?: number; order?: string[]; send?: boolean } = {},
  ): Promise<{ refund: FakeRefund; eventIds: string[] }> {
    const refund = this.createRefund(this.chargeOf(paymentIntentId), options.amount);
    const events = this.refundEvents(refund);
    const ordered = options.order
      ? options.order.map((type) => events.find((event) => event.type === type) ?? events[0])
      : events;
    const eventIds: string[] = [];
    if (options.send === false) return { refund, eventIds };
    for (const event of ordered) {
      if (!event) continue;
      const eventId = id("evt");
      await this.sendEvent(event.type, event.object, eventId);
      eventIds.push(eventId);
    }
    return { refund, eventIds };
  }

  /** The card holder's bank disputes the charge: `charge.dispute.created`. */
  async openDispute(paymentIntentId: string): Promise<FakeDispute> {
    const charge = this.chargeOf(paymentIntentId);
    charge.disputed = true;
    const dispute: FakeDispute = {
      id: id("dp"),
      object: "dispute",
      amount: charge.amount,
      charge: charge.id,
      payment_intent: paymentIntentId,
      currency: charge.currency,
      reason: "fraudulent",
      status: "needs_response",
      is_charge_refundable: false,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    this.disputes.set(dispute.id, dispute);
    await this.sendEvent("charge.dispute.created", { ...dispute });
    return dispute;
  }

  /** The bank decides: `charge.dispute.closed` with the status won or lost. */
  async closeDispute(disputeId: string, outcome: "won" | "lost"): Promise<FakeDispute> {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`no dispute ${disputeId}`);
    dispute.status = outcome;
    await this.sendEvent("charge.dispute.closed", { ...dispute });
    return dispute;
  }

  /**
   * What the Pay button does: the session is paid, the webhook goes out. In subscription mode
   * Stripe also creates the customer, the subscription and its first invoice, paid.
   */
  async pay(sessionId: string): Promise<FakeSession> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = "complete";
    session.payment_status = "paid";
    if (session.mode !== "subscription") {
      session.payment_intent = id("pi");
      this.createCharge(session.payment_intent, session.amount_total);
      await this.sendEvent("checkout.session.completed", this.publicSession(session));
      return session;
    }
    const subscription = this.createSubscription(session);
    session.subscription = subscription.id;
    session.customer = subscription.customer;
    const invoice = this.createInvoice(subscription, "subscription_create", true);
    await this.sendEvent("checkout.session.completed", this.publicSession(session));
    await this.sendEvent("invoice.paid", this.publicInvoice(invoice));
    return session;
  }

  /**
   * A month later: the subscription's next invoice, paid (`invoice.paid`) or declined; `at` is
   * when Stripe says it was paid (default now).
   */
  async renew(
    subscriptionId: string,
    outcome: "paid" | "declined" = "paid",
    at = new Date(),
  ): Promise<FakeInvoice> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (subscription?.status !== "active")
      throw new Error(`no active subscription ${subscriptionId}`);
    const invoice = this.createInvoice(subscription, "subscription_cycle", outcome === "paid", at);
    await this.sendEvent(
      outcome === "paid" ? "invoice.paid" : "invoice.payment_failed",
      this.publicInvoice(invoice),
    );
    return invoice;
  }

  /** Stripe's retry of a declined invoice succeeds. */
  async retryInvoice(invoiceId: string): Promise<FakeInvoice> {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`no invoice ${invoiceId}`);
    this.markInvoicePaid(invoice);
    await this.sendEvent("invoice.paid", this.publicInvoice(invoice));
    return invoice;
  }

  /** The subscription ends (cancelled in Stripe's dashboard, or by the API below). */
  async cancelSubscription(subscriptionId: string): Promise<FakeSubscription> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    subscription.status = "canceled";
    subscription.canceled_at = Math.floor(Date.now() / 1000);
    await this.sendEvent("customer.subscription.deleted", subscription);
    return subscription;
  }

  publicSession(session: FakeSession) {
    const {
      line_items: _lines,
      discount_name: _discount,
      subscription_metadata: _metadata,
      ...rest
    } = session;
    return rest;
  }

  publicInvoice(invoice: FakeInvoice, expandPayments = false) {
    const { payment_intent_id: intent, ...rest } = invoice;
    if (!expandPayments) return rest;
    const data = intent
      ? [
          {
            id: id("inpay"),
            object: "invoice_payment",
            status: "paid",
            payment: { type: "payment_intent", payment_intent: intent },
          },
        ]
      : [];
    return { ...rest, payments: { object: "list", data, has_more: false } };
  }

  private createSubscription(session: FakeSession): FakeSubscription {
    const line = session.line_items[0];
    const subscription: FakeSubscription = {
      id: id("sub"),
      object: "subscription",
      status: "active",
      customer: id("cus"),
      metadata: session.subscription_metadata,
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            quantity: 1,
            price: {
              id: id("price"),
              object: "price",
              product: id("prod"),
              unit_amount: line?.amount ?? 0,
              currency: "gbp",
              recurring: { interval: "month" },
            },
          },
        ],
      },
      created: Math.floor(Date.now() / 1000),
      canceled_at: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  private markInvoicePaid(invoice: FakeInvoice, at = new Date()) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions.paid_at = Math.floor(at.getTime() / 1000);
    invoice.payment_intent_id = id("pi");
    this.createCharge(invoice.payment_intent_id, invoice.amount_paid);
  }

  private createInvoice(
    subscription: FakeSubscription,
    reason: FakeInvoice["billing_reason"],
    paid: boolean,
    at = new Date(),
  ): FakeInvoice {
    const amount = subscription.items.data.reduce(
      (sum, item) => sum + item.price.unit_amount * item.quantity,
      0,
    );
    const session = [...this.sessions.values()].find((s) => s.subscription === subscription.id);
    const invoice: FakeInvoice = {
      id: id("in"),
      object: "invoice",
      status: "open",
      customer: subscription.customer,
      customer_email: session?.customer_email ?? null,
      amount_due: amount,
      amount_paid: 0,
      currency: "gbp",
      billing_reason: reason,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      status_transitions: { paid_at: null },
      created: Math.floor(Date.now() / 1000),
      payment_intent_id: null,
    };
    if (paid) this.markInvoicePaid(invoice, at);
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const params = parseStripeForm(body);
    this.requests.push({ method: req.method ?? "GET", path: url.pathname, params });

    if (url.pathname.startsWith("/v1/")) {
      if (!req.headers.authorization?.startsWith("Bearer sk_")) {
        return this.json(res, 401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      }
      if (this.failure && this.failure.times > 0) {
        const status = this.failure.status;
        this.failure.times--;
        return this.json(res, status, {
          error: { type: "api_error", message: "Simulated failure" },
        });
      }
    }

    const path = url.pathname;
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/(\w+)$/);
    const expirePath = path.match(/^\/v1\/checkout\/sessions\/(\w+)\/expire$/);
    const pagePath = path.match(/^\/checkout\/(\w+)$/);
    const payPath = path.match(/^\/checkout\/(\w+)\/pay$/);
    if (req.method === "POST" && url.pathname === "/v1/coupons") {
      const coupon = {
        id: id("coupon"),
        object: "coupon",
        amount_off: Number(params.amount_off),
        currency: params.currency,
        name: String(params.name ?? ""),
        duration: params.duration,
      };
      this.coupons.set(coupon.id, coupon);
      return this.json(res, 200, coupon);
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      return this.json(res, 200, this.publicSession(this.createSession(params)));
    }
    if (req.method === "GET" && sessionPath) {
      const session = this.sessions.get(sessionPath[1] ?? "");
      if (!session)
        return this.json(res, 404, {
          error: { type: "invalid_request_error", message: "No such checkout.session" },
        });
      return this.json(res, 200, this.publicSession(session));
    }
    if (req.method === "POST" && expirePath) {
      const session = this.sessions.get(expirePath[1] ?? "");
      if (!session)
        return this.json(res, 404, {
          error: { type: "invalid_request_error", message: "No such checkout.session" },
        });
      session.status = "expired";
      await this.sendEvent("checkout.session.expired", this.publicSession(session));
      return this.json(res, 200, this.publicSession(session));
    }
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/(\w+)$/);
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(subscriptionPath[1] ?? "");
      if (!subscription)
        return this.json(res, 404, {
          error: { type: "invalid_request_error", message: "No such subscription" },
        });
      if (req.method === "DELETE") {
        await this.cancelSubscription(subscription.id);
        return this.json(res, 200, subscription);
      }
      if (req.method === "POST") {
        for (const change of (params.items as Params[] | undefined) ?? []) {
          const item = subscription.items.data.find((i) => i.id === change.id);
          const price = change.price_data as Params | undefined;
          if (!item || !price)
            return this.json(res, 400, {
              error: { type: "invalid_request_error", message: "Invalid items" },
            });
          item.price = { ...item.price, id: id("price"), unit_amount: Number(price.unit_amount) };
        }
        return this.json(res, 200, subscription);
      }
      return this.json(res, 200, subscription);
    }
    const invoicePath = path.match(/^\/v1\/invoices\/(\w+)$/);
    if (req.method === "GET" && invoicePath) {
      const invoice = this.invoices.get(invoicePath[1] ?? "");
      if (!invoice)
        return this.json(res, 404, {
          error: { type: "invalid_request_error", message: "No such invoice" },
        });
      const expand = [...url.searchParams.entries()]
        .filter(([key]) => key.startsWith("expand"))
        .map(([, value]) => value);
      return this.json(res, 200, this.publicInvoice(invoice, expand.includes("payments")));
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const intent = String(params.payment_intent);
      const charge = this.findCharge(intent);
      if (!charge)
        return this.json(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such payment_intent: '${intent}'`,
          },
        });
      if (charge.refunded)
        return this.json(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge ${charge.id} has already been refunded.`,
          },
        });
      const amount = params.amount === undefined ? undefined : Number(params.amount);
      return this.json(res, 200, this.createRefund(charge, amount));
    }
    if (req.method === "GET" && pagePath) {
      return this.checkoutPage(res, pagePath[1] ?? "");
    }
    if (req.method === "POST" && payPath) {
      const session = this.sessions.get(payPath[1] ?? "");
      if (session?.status !== "open")
        return this.json(res, 400, { error: { message: "session not open" } });
      await this.pay(session.id);
      res.writeHead(303, {
        Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id),
      });
      return res.end();
    }
    return this.json(res, 404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method} ${url.pathname})`,
      },
    });
  }

  private createSession(params: Params): FakeSession {
    const items = (params.line_items as Params[] | undefined) ?? [];
    const lines = items.map((item) => {
      const price = item.price_data as Params;
      const product = price.product_data as Params;
      return {
        name: String(product.name),
        description: product.description ? String(product.description) : undefined,
        amount: Number(price.unit_amount),
        quantity: Number(item.quantity ?? 1),
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.amount * line.quantity, 0);
    const discounts = (params.discounts as Params[] | undefined) ?? [];
    const coupon = discounts[0] ? this.coupons.get(String(discounts[0].coupon)) : undefined;
    const sessionId = id("cs");
    const session: FakeSession = {
      id: sessionId,
      object: "checkout.session",
      url: `${this.url}/checkout/${sessionId}`,
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: subtotal,
      amount_total: subtotal - (coupon?.amount_off ?? 0),
      currency: "gbp",
      customer_email: params.customer_email ? String(params.customer_email) : null,
      client_reference_id: params.client_reference_id ? String(params.client_reference_id) : null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      payment_intent: null,
      subscription: null,
      customer: null,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      mode: String(params.mode),
      created: Math.floor(Date.now() / 1000),
      line_items: lines,
      discount_name: coupon?.name ?? null,
      subscription_metadata:
        ((params.subscription_data as Params | undefined)?.metadata as Record<string, string>) ??
        {},
    };
    this.sessions.set(session.id, session);
    return session;
  }

  private checkoutPage(res: ServerResponse, sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { "Content-Type": "text/html" });
      return res.end("<!doctype html><title>Not found</title><p>Unknown session</p>");
    }
    const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
    const rows = session.line_items
      .map(
        (line) =>
          `<li>${escapeHtml(line.name)}${line.description ? ` <small>(${escapeHtml(line.description)})</small>` : ""}: ${money(line.amount)}</li>`,
      )
      .join("");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><main><h1>Test checkout</h1><p>Email: ${escapeHtml(session.customer_email ?? "")}</p><ul>${rows}</ul>
${session.discount_name ? `<p>Discount (${escapeHtml(session.discount_name)}): -${money(session.amount_subtotal - session.amount_total)}</p>` : ""}
<p>Total due: <strong data-testid="total">${money(session.amount_total)}</strong>${session.mode === "subscription" ? " per month" : ""}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">${session.mode === "subscription" ? "Subscribe" : "Pay"} ${money(session.amount_total)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`);
  }
}

/** The secret key the app is given while a fake runs. */
export const FAKE_SECRET_KEY = "sk_test_fake";

const STRIPE_VARIABLES = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const;

/**
 * A Stripe fake for the test file: started before its tests with the app's Stripe variables
 * pointing at it, stopped after them with the variables removed again.
 */
export function setupStripeFake(): StripeFake {
  const fake = new StripeFake();
  beforeAll(async () => {
    await fake.start();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
    });
    resetEnv();
  });
  afterAll(async () => {
    for (const key of STRIPE_VARIABLES) delete process.env[key];
    resetEnv();
    await fake.stop();
  });
  return fake;
}
