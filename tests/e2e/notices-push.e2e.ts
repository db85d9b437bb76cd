import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushSender } from "#app/features/notices/push/sender.server";
import { vapidKeys } from "#app/features/notices/push/vapid.server";
import { notices, pushDeliveries, pushSubscriptions } from "#app/lib/db/schema";
import { adminPage } from "../support/admin-page";
import { DESKTOP, freezeServerClock, newPage, visit } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";
import { FakePushService, type FakeSubscription } from "../support/push-service";

const e2e = setupBrowserTests();
const service = new FakePushService();
let stopSender: (() => Promise<void>) | undefined;

beforeAll(async () => {
  await service.start();
  // The web server's jobs do not run in tests: the sender runs here, woken by the built app's queue.
  stopSender = startPushSender({ intervalMs: 200 });
});
afterAll(async () => {
  await stopSender?.();
  await service.stop();
});

const TITLE = "Janazah: Brother Yusuf Ahmed";

/**
 * The network edge: Chromium here cannot reach a real push service, so `pushManager.subscribe`
 * answers the fake service's subscription (kept across pages, as a browser keeps it). The service
 * worker, its registration and its push event are the browser's own.
 */
function stubPushManager(subscription: FakeSubscription) {
  const subscriptionJson = JSON.stringify(subscription);
  return `(() => {
    const json = ${subscriptionJson};
    const make = () => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
      unsubscribe: async () => { localStorage.removeItem("fake-push"); return true; },
    });
    PushManager.prototype.subscribe = async function (options) {
      if (!options || !options.applicationServerKey) throw new Error("no applicationServerKey");
      localStorage.setItem("fake-push", String(options.applicationServerKey));
      return make();
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem("fake-push") ? make() : null;
    };
  })();`;
}

describe("web push", () => {
  it("a visitor subscribes to janazah notices; the admin's janazah reaches the phone's service worker", async () => {
    const subscription = service.subscription();
    const visitor = await newPage(e2e.browser, DESKTOP);
    await visitor.context().grantPermissions(["notifications"], { origin: e2e.server.url });
    await visitor.addInitScript(stubPushManager(subscription));
    await visit(visitor, `${e2e.server.url}/notices`);
    const control = visitor.getByRole("group", { name: "Notices on this phone" });
    await control.getByLabel("Janazah (funeral prayers)").check();
    await control.getByRole("button", { name: "Get notices on this phone" }).click();
    await control.getByText("Subscribed to Janazah (funeral prayers).").waitFor();
    expect(await visitor.evaluate(() => localStorage.getItem("fake-push"))).toBe(
      vapidKeys().publicKey,
    );
    const stored = await e2e.server.database.db.select().from(pushSubscriptions);
    expect(stored).toMatchObject([{ endpoint: subscription.endpoint, topics: ["janazah"] }]);
    const registration = await visitor.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration("/");
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(registration).toEqual({
      scope: `${e2e.server.url}/`,
      script: `${e2e.server.url}/push-sw.js`,
    });

    // The prayer-times page has the control too, server-rendered, and knows this phone.
    const html = await (await fetch(`${e2e.server.url}/prayer-times`)).text();
    expect(html).toContain("Get notices on this phone");
    await visit(visitor, `${e2e.server.url}/prayer-times`);
    await control.getByRole("button", { name: "Stop notices on this phone" }).waitFor();

    // The admin sends a janazah notice with push.
    const admin = await adminPage(e2e, { email: "notices@example.org", name: "Notice Editor" });
    await visit(admin, `${e2e.server.url}/admin/notices/new`);
    await admin.getByLabel("Title").fill(TITLE);
    await admin.getByLabel("Text", { exact: true }).fill("Please join the family in prayer.");
    await admin.getByLabel("Kind").selectOption("janazah");
    await admin.getByLabel("Janazah prayer").fill("After Dhuhr, 13:15");
    await admin.getByLabel("Place").fill("Main hall");
    await admin.getByLabel("Wall screens").selectOption("slide");
    await admin.getByLabel("Web push").check();
    await admin.getByRole("button", { name: "Save notice" }).click();
    await admin.getByText("Notice saved").first().waitFor();

    // The push service gets it: VAPID signed by the server's key, encrypted for this phone.
    const push = await service.waitFor(() =>
      service.received.find((each) => each.id === subscription.endpoint.split("/").pop()),
    );
    expect(push.vapidKey).toBe(vapidKeys().publicKey);
    expect(push.claims.aud).toBe(service.url);
    expect(push.urgency).toBe("high");
    const [notice] = await e2e.server.database.db.select().from(notices);
    expect(JSON.parse(push.text)).toEqual({
      title: TITLE,
      body: "After Dhuhr, 13:15, Main hall\nPlease join the family in prayer.",
      url: `/notices/${notice?.id}`,
      tag: `notice-${notice?.id}`,
      kind: "janazah",
    });
    expect(await e2e.server.database.db.select().from(pushDeliveries)).toMatchObject([
      { status: "sent", attempts: 1 },
    ]);

    // The browser's service worker gets what the push service would deliver, and shows it.
    const cdp = await visitor.context().newCDPSession(visitor);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find(
          (each) => each.scopeURL === `${e2e.server.url}/` && !each.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: e2e.server.url,
      registrationId: await registrationId,
      data: push.text,
    });
    await visitor.waitForFunction(
      async (title) => {
        const found = await navigator.serviceWorker.getRegistration("/");
        const shown = (await found?.getNotifications()) ?? [];
        return shown.some((each) => each.title === title && each.tag.startsWith("notice-"));
      },
      TITLE,
      { polling: 200 },
    );

    // It shows in the banner and on the wall screen, and is gone after its end.
    if (!notice) throw new Error("no notice");
    await visit(visitor, `${e2e.server.url}/`);
    await visitor
      .getByRole("link", { name: new RegExp(TITLE) })
      .first()
      .waitFor();
    const screenShows = (title: string) => document.body.textContent?.includes(title) ?? false;
    await visit(visitor, `${e2e.server.url}/display`);
    await visitor.waitForFunction(screenShows, TITLE);
    await freezeServerClock(visitor, e2e.server.url, notice.endsAt.getTime() + 60_000);
    await visit(visitor, `${e2e.server.url}/`);
    expect(await visitor.getByText(TITLE).count()).toBe(0);
    await visit(visitor, `${e2e.server.url}/display`);
    expect(await visitor.evaluate(screenShows, TITLE)).toBe(false);

    // Stopping: the subscription is deleted.
    await visit(visitor, `${e2e.server.url}/notices`);
    await control.getByRole("button", { name: "Stop notices on this phone" }).click();
    await control.getByText("Notices on this phone are stopped.").waitFor();
    expect(await e2e.server.database.db.select().from(pushSubscriptions)).toEqual([]);
    await cdp.detach();
  });
});
