import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { notices, pushDeliveries, pushSubscriptions } from "#app/lib/db/schema";
import { formRequest, routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { FakePushService, type FakeSubscription } from "#tests/support/push-service";
import { queueNoticePushes } from "./queue.server";
import { action, loader } from "./routes/push-subscription";
import { PUSH_FIELD_MESSAGES } from "./schema";
import { PUSH_TTL_SECONDS, processPushDeliveries } from "./sender.server";
import { vapidFile, vapidKeys } from "./vapid.server";

const { db } = setupTestDatabase({ emptied: [notices, pushSubscriptions] });
const service = new FakePushService();
beforeAll(() => service.start());
afterAll(() => service.stop());

const HOUR = 60 * 60 * 1000;

async function post(fields: Record<string, string | string[]>) {
  const response = (await action(routeArgs(formRequest("/notices/push", fields)))) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const subscribeFields = (subscription: FakeSubscription, topics: string[] = ["janazah"]) => ({
  intent: "subscribe",
  endpoint: subscription.endpoint,
  p256dh: subscription.keys.p256dh,
  auth: subscription.keys.auth,
  topics,
});

async function janazahNotice(endsInHours = 3) {
  const now = Date.now();
  const [row] = await db()
    .insert(notices)
    .values({
      kind: "janazah",
      topic: "janazah",
      title: "Janazah: Brother Yusuf Ahmed",
      body: "Please join the family in prayer.",
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + endsInHours * HOUR),
      byPush: true,
      janazah: {
        deceasedName: "Yusuf Ahmed",
        familyConsent: true,
        prayer: "After Dhuhr, 13:15",
        place: "Main hall",
        burial: "Garston Cemetery",
      },
    })
    .returning();
  if (!row) throw new Error("no notice");
  return row;
}

const deliveries = () => db().select().from(pushDeliveries);

describe("the VAPID keys", () => {
  it("are made once and kept in the data folder, readable by the server alone", () => {
    const keys = vapidKeys();
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
    expect(vapidKeys()).toEqual(keys);
    expect(statSync(vapidFile()).mode & 0o777).toBe(0o600);
  });

  it("the public key is given to browsers at GET /notices/push", async () => {
    const response = loader();
    expect(await response.json()).toEqual({ publicKey: vapidKeys().publicKey });
  });
});

describe("POST /notices/push", () => {
  it("subscribes, updates the topics of the same endpoint, and unsubscribes", async () => {
    const subscription = service.subscription();
    expect(await post(subscribeFields(subscription, ["urgent", "janazah"]))).toEqual({
      status: 200,
      body: { ok: true, topics: ["janazah", "urgent"] },
    });
    await post(subscribeFields(subscription, ["events"]));
    const rows = await db().select().from(pushSubscriptions);
    expect(rows).toMatchObject([
      { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, topics: ["events"] },
    ]);

    expect(await post({ intent: "unsubscribe", endpoint: subscription.endpoint })).toEqual({
      status: 200,
      body: { ok: true, topics: [] },
    });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it.each<[string, Record<string, string | string[]>, keyof typeof PUSH_FIELD_MESSAGES]>([
    ["an endpoint that is not https", { endpoint: "http://push.example.com/x" }, "endpoint"],
    ["an endpoint at an internet address", { endpoint: "https://10.0.0.1/x" }, "endpoint"],
    [
      "an endpoint too long",
      { endpoint: `https://push.example.com/${"a".repeat(2000)}` },
      "endpoint",
    ],
    ["a p256dh of the wrong length", { p256dh: "BAAA" }, "p256dh"],
    ["a p256dh that is not a point", { p256dh: `A${"A".repeat(86)}` }, "p256dh"],
    ["an auth that is not base64url", { auth: "not base64!!" }, "auth"],
    ["an auth of 15 bytes", { auth: "AAAAAAAAAAAAAAAAAAAA" }, "auth"],
    ["an unknown topic", { topics: ["janazah", "football"] }, "topics"],
    ["no topic", { topics: [] }, "topics"],
  ])("refuses %s with 400 and stores nothing", async (_, change, field) => {
    const fields = { ...subscribeFields(service.subscription()), ...change };
    const { status, body } = await post(fields);
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, message: PUSH_FIELD_MESSAGES[field] });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
  });

  it("names the topics to choose from", () => {
    expect(PUSH_FIELD_MESSAGES.topics).toMatch(/^Choose from janazah .*urgent/);
  });

  it("refuses another intent", async () => {
    expect((await post({ intent: "delete-everything" })).status).toBe(400);
  });
});

describe("sending a notice", () => {
  it("queues one push per subscriber of the topic, however often it is asked", async () => {
    const [first, second, other] = [1, 2, 3].map(() => service.subscription());
    await post(subscribeFields(first as FakeSubscription, ["janazah", "urgent"]));
    await post(subscribeFields(second as FakeSubscription, ["janazah"]));
    await post(subscribeFields(other as FakeSubscription, ["events"]));
    const notice = await janazahNotice();
    expect(await queueNoticePushes(db(), notice)).toBe(2);
    expect(await queueNoticePushes(db(), notice)).toBe(0);
    expect(await deliveries()).toHaveLength(2);
  });

  it("sends it signed and encrypted, with the janazah's time and place", async () => {
    const subscription = service.subscription();
    await post(subscribeFields(subscription));
    const notice = await janazahNotice();
    await queueNoticePushes(db(), notice);
    const before = service.received.length;
    expect(await processPushDeliveries()).toMatchObject({ sent: 1, retried: 0 });
    const push = service.received[before];
    expect(push).toMatchObject({ ttl: String(PUSH_TTL_SECONDS), urgency: "high" });
    expect(push?.vapidKey).toBe(vapidKeys().publicKey);
    expect(push?.claims.sub).toBe("mailto:info@watfordislamiccentre.org.uk");
    expect(JSON.parse(push?.text ?? "")).toEqual({
      title: "Janazah: Brother Yusuf Ahmed",
      body: "After Dhuhr, 13:15, Main hall\nBurial: Garston Cemetery\nPlease join the family in prayer.",
      url: `/notices/${notice.id}`,
      tag: `notice-${notice.id}`,
      kind: "janazah",
    });
    expect(await deliveries()).toMatchObject([{ status: "sent", attempts: 1 }]);
    const [row] = await db().select().from(pushSubscriptions);
    expect(row?.lastSentAt).toBeInstanceOf(Date);
    expect(await processPushDeliveries()).toMatchObject({ sent: 0 });
  });

  it("deletes a subscription the push service says is gone", async () => {
    const subscription = service.subscription();
    await post(subscribeFields(subscription));
    service.gone(subscription.endpoint);
    await queueNoticePushes(db(), await janazahNotice());
    expect(await processPushDeliveries()).toMatchObject({ gone: 1, sent: 0 });
    expect(await db().select().from(pushSubscriptions)).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it("retries a failed push on the outbox's delays, then gives up", async () => {
    const subscription = service.subscription();
    await post(subscribeFields(subscription));
    service.failNext(subscription.endpoint, 1);
    await queueNoticePushes(db(), await janazahNotice(24));
    expect(await processPushDeliveries()).toMatchObject({ retried: 1 });
    const [waiting] = await deliveries();
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting?.lastError).toContain("503");
    // Not due yet; due after a minute, when it goes through.
    expect(await processPushDeliveries()).toMatchObject({ sent: 0, retried: 0 });
    const later = new Date(Date.now() + 61_000);
    expect(await processPushDeliveries({ now: later })).toMatchObject({ sent: 1 });

    service.failNext(subscription.endpoint, 99);
    await db().update(pushDeliveries).set({ status: "queued", attempts: 4, nextAttemptAt: later });
    expect(await processPushDeliveries({ now: later })).toMatchObject({ failed: 1 });
    expect(await deliveries()).toMatchObject([{ status: "failed", attempts: 5 }]);
  });

  it("does not push a notice that ended before it was sent", async () => {
    await post(subscribeFields(service.subscription()));
    const notice = await janazahNotice(1);
    await queueNoticePushes(db(), notice);
    const before = service.received.length;
    await db()
      .update(notices)
      .set({ endsAt: new Date(Date.now() - 1000) });
    expect(await processPushDeliveries()).toMatchObject({ failed: 1 });
    expect(service.received).toHaveLength(before);
  });
});

describe("the tests' push service", () => {
  const request = (subscription: FakeSubscription) =>
    webpush.generateRequestDetails(subscription, "hello", {
      vapidDetails: { subject: "mailto:test@example.org", ...vapidKeys() },
    });
  const send = (details: webpush.RequestDetails, change: Record<string, string> = {}) =>
    fetch(details.endpoint, {
      method: "POST",
      headers: { ...(details.headers as Record<string, string>), ...change },
      body: details.body ? new Uint8Array(details.body) : undefined,
    }).then((response) => response.status);

  it("takes a signed, encrypted push and refuses a forged key or a body it cannot decrypt", async () => {
    const subscription = service.subscription();
    const details = request(subscription);
    const other = webpush.generateVAPIDKeys().publicKey;
    const forged = String(details.headers.Authorization).replace(/k=[\w-]+/, `k=${other}`);
    expect(await send(details, { Authorization: forged })).toBe(401);
    const elsewhere = request(service.subscription());
    expect(await send({ ...elsewhere, endpoint: subscription.endpoint })).toBe(400);
    expect(await send(details)).toBe(201);
    expect(service.received.at(-1)?.text).toBe("hello");
  });
});
