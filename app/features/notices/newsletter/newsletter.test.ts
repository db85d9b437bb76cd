import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "#app/lib/config/env.server";
import {
  newsletterIssues,
  newsletterSubscribers,
  notices,
  outbox,
  rateLimits,
  users,
} from "#app/lib/db/schema";
import { blankOldEmailBodies, countEmailBodiesToBlank } from "#app/lib/email/outbox.server";
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { formRequest, postAs, reply, routeArgs, testContext } from "#tests/support/actions";
import { setupAccounts } from "#tests/support/auth";
import { setupTestDatabase } from "#tests/support/database";
import { queuedEmails } from "#tests/support/outbox";
import { noticesFeature } from "../index.server";
import { queueNoticeEmail } from "./from-notice.server";
import * as issueRoute from "./routes/admin-newsletter-issue";
import * as confirmRoute from "./routes/confirm";
import * as signupRoute from "./routes/newsletter";
import * as unsubscribeRoute from "./routes/unsubscribe";
import { queueSendingIssues } from "./send.server";
import { countUnconfirmedToDelete, deleteUnconfirmed } from "./subscribers.server";

const { db } = setupTestDatabase({
  emptied: [outbox, newsletterIssues, newsletterSubscribers, notices, rateLimits],
});
const { ids, cookies } = setupAccounts(db, {
  reader: { name: "Reader", email: "reader@example.org" },
  editor: { name: "Esra Editor", email: "esra@example.org", roles: ["editor"] },
});

let visitor = 0;
const signUp = (fields: Record<string, string | string[]>) =>
  signupRoute.action(
    routeArgs(
      formRequest("/newsletter", fields),
      {},
      {
        ...testContext,
        clientIp: `198.51.100.${++visitor % 250}`,
      },
    ),
  );
const subscribers = () =>
  db().select().from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
const confirmationLink = (text: string) =>
  /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const manage = (token: string, fields?: Record<string, string | string[]>) =>
  fields
    ? unsubscribeRoute.action(
        routeArgs(formRequest(`/newsletter/unsubscribe/${token}`, fields), { token }),
      )
    : unsubscribeRoute.loader(
        routeArgs(new Request(`http://localhost/newsletter/unsubscribe/${token}`), { token }),
      );

describe("signing up (double opt-in)", () => {
  it("stores a pending subscriber with its confirmation email; the link confirms it", async () => {
    const answer = reply(
      await signUp({ email: "Amina@Example.org", topics: ["janazah", "events"] }),
    );
    expect(answer).toMatchObject({ status: 200, data: { done: true } });
    const [pending] = await subscribers();
    expect(pending).toMatchObject({
      email: "Amina@Example.org",
      status: "pending",
      topics: ["janazah", "events"],
    });

    const [email] = await queuedEmails(db(), "newsletter-confirm");
    expect(email?.toAddress).toBe("Amina@Example.org");
    expect(email?.text).toContain("Janazah (funeral prayers), Events");
    const token = confirmationLink(email?.text ?? "");
    expect(token).toBe(pending?.token);

    const page = await confirmRoute.loader(
      routeArgs(new Request(`http://localhost/newsletter/confirm/${token}`), { token }),
    );
    expect(page).toMatchObject({ email: "Amina@Example.org" });
    const [confirmed] = await subscribers();
    expect(confirmed).toMatchObject({ status: "confirmed", confirmedAt: expect.any(Date) });

    const unknown = reply(
      await confirmRoute
        .loader(
          routeArgs(new Request("http://localhost/newsletter/confirm/x"), {
            token: "not-a-token-at-all-xxxxx",
          }),
        )
        .catch((error: unknown) => error),
    );
    expect(unknown.status).toBe(404);
  });

  it("answers the same for an address already there: a pending one gets its link again, a confirmed one nothing", async () => {
    await signUp({ email: "bilal@example.org", topics: "events" });
    const again = reply(await signUp({ email: "BILAL@example.org", topics: ["urgent"] }));
    expect(again).toMatchObject({ status: 200, data: { done: true } });
    expect(await subscribers()).toMatchObject([{ email: "bilal@example.org", topics: ["urgent"] }]);
    expect(await queuedEmails(db(), "newsletter-confirm")).toHaveLength(2);

    await db().update(newsletterSubscribers).set({ status: "confirmed" });
    const third = reply(await signUp({ email: "bilal@example.org", topics: ["academy"] }));
    expect(third).toMatchObject({ status: 200, data: { done: true } });
    expect(await subscribers()).toMatchObject([{ topics: ["urgent"], status: "confirmed" }]);
    expect(await queuedEmails(db(), "newsletter-confirm")).toHaveLength(2);
  });

  it("refuses an unknown topic or no topic with 400 next to the field, storing nothing", async () => {
    const unknown = reply(await signUp({ email: "c@example.org", topics: ["events", "football"] }));
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({
      result: {
        error: { "topics[1]": ["Please choose topics from the list"] },
        initialValue: { email: "c@example.org" },
      },
    });
    const none = reply(await signUp({ email: "c@example.org" }));
    expect(none.status).toBe(400);
    expect(none.data).toMatchObject({
      result: { error: { topics: ["Please choose at least one topic"] } },
    });
    expect(await subscribers()).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
  });
});

async function confirmedSubscriber(email: string, topics: ("events" | "janazah")[] = ["events"]) {
  const [row] = await db()
    .insert(newsletterSubscribers)
    .values({
      email,
      topics,
      status: "confirmed",
      token: `token-${email.replace(/\W/g, "")}-0123456789`,
    })
    .returning();
  if (!row) throw new Error("no subscriber");
  return row;
}

describe("the subscriber's page (no log-in)", () => {
  it("shows the topics, changes them, and refuses an unknown one", async () => {
    const subscriber = await confirmedSubscriber("dawud@example.org");
    expect(await manage(subscriber.token)).toEqual({
      subscriber: { email: "dawud@example.org", topics: ["events"] },
    });
    const saved = reply(
      await manage(subscriber.token, { intent: "topics", topics: ["janazah", "urgent"] }),
    );
    expect(saved).toMatchObject({ status: 200, data: { saved: true } });
    const refused = reply(
      await manage(subscriber.token, { intent: "topics", topics: ["lottery"] }),
    );
    expect(refused.status).toBe(400);
    expect(await subscribers()).toMatchObject([{ topics: ["janazah", "urgent"] }]);
  });

  it("unsubscribes with the one-click POST (RFC 8058): the address and its waiting emails go", async () => {
    const subscriber = await confirmedSubscriber("esa@example.org");
    const other = await confirmedSubscriber("fatima@example.org");
    const [issue] = await db()
      .insert(newsletterIssues)
      .values({ subject: "Open day", body: "Come.", topic: "events", status: "sending" })
      .returning();
    await queueSendingIssues();
    expect(await queuedEmails(db(), "newsletter-issue")).toHaveLength(2);
    // One earlier issue already went to them: its record stays.
    const [sent] = await db()
      .insert(newsletterIssues)
      .values({ subject: "Earlier", body: "x", topic: "events", status: "sent" })
      .returning();
    await db().insert(outbox).values({
      template: "newsletter-issue",
      toAddress: subscriber.email,
      subject: "Earlier",
      html: "",
      text: "",
      status: "sent",
      newsletterIssueId: sent?.id,
    });

    const answer = reply(await manage(subscriber.token, { "List-Unsubscribe": "One-Click" }));
    expect(answer).toMatchObject({ status: 200, data: { unsubscribed: true } });
    expect(await subscribers()).toMatchObject([{ email: other.email }]);
    const left = await db().select().from(outbox);
    expect(left.map((row) => [row.toAddress, row.newsletterIssueId, row.status]).sort()).toEqual([
      [subscriber.email, sent?.id, "sent"],
      [other.email, issue?.id, "queued"],
    ]);
    // The link again: the page says the link is unknown (404), not an error.
    expect(reply(await manage(subscriber.token)).status).toBe(404);
    // The page's button does the same.
    expect(reply(await manage(other.token, { intent: "unsubscribe" })).data).toEqual({
      unsubscribed: true,
    });
    expect(await subscribers()).toEqual([]);
  });
});

describe("personal data and retention", () => {
  const part = noticesFeature.personalData as NonNullable<FeatureDescriptor["personalData"]>;

  it("exports the confirmed address's subscription without its token, and erases it with the account", async () => {
    await confirmedSubscriber("READER@example.org");
    await confirmedSubscriber("someone.else@example.org");
    const subject = {
      userId: ids.reader,
      email: "reader@example.org",
      confirmedEmail: "reader@example.org",
      request: new Request("http://localhost/dashboard"),
    };
    const exported = await part.export?.(subject);
    expect(exported?.records.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: "READER@example.org", topics: ["events"] }),
    ]);
    expect(JSON.stringify(exported)).not.toContain("token-");
    expect((await part.export?.({ ...subject, confirmedEmail: null }))?.records).toEqual({
      newsletterSubscriptions: [],
    });

    // An account whose address was never confirmed erases nothing of the address's.
    await (await part.erase?.(ids.reader))?.();
    expect(await subscribers()).toHaveLength(2);
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, ids.reader));
    await (await part.erase?.(ids.reader))?.();
    expect(await subscribers()).toMatchObject([{ email: "someone.else@example.org" }]);
  });

  it("deletes sign-ups never confirmed after a week", async () => {
    const now = new Date("2026-12-10T12:00:00Z");
    await db()
      .insert(newsletterSubscribers)
      .values([
        {
          email: "old@example.org",
          topics: ["events"],
          token: "old-token-0123456789abc",
          createdAt: new Date("2026-12-02T12:00:00Z"),
        },
        {
          email: "new@example.org",
          topics: ["events"],
          token: "new-token-0123456789abc",
          createdAt: new Date("2026-12-05T12:00:00Z"),
        },
        {
          email: "kept@example.org",
          topics: ["events"],
          token: "kept-token-0123456789ab",
          status: "confirmed",
          createdAt: new Date("2026-11-01T12:00:00Z"),
        },
      ]);
    expect(await countUnconfirmedToDelete(now)).toBe(1);
    expect(await deleteUnconfirmed(now)).toBe(1);
    expect((await subscribers()).map((row) => row.email)).toEqual([
      "new@example.org",
      "kept@example.org",
    ]);
  });
});

describe("the outbox's copies of an issue", () => {
  it("are blanked after their period like every email, one address per issue kept distinct", async () => {
    const [issue] = await db()
      .insert(newsletterIssues)
      .values({ subject: "Old", body: "x", topic: "events", status: "sent" })
      .returning();
    const old = new Date("2026-01-01T12:00:00Z");
    await db()
      .insert(outbox)
      .values(
        ["a@example.org", "b@example.org"].map((toAddress) => ({
          template: "newsletter-issue",
          toAddress,
          subject: "Old",
          html: "<p>x</p>",
          text: "x",
          status: "sent" as const,
          sentAt: old,
          createdAt: old,
          newsletterIssueId: issue?.id,
          headers: { "List-Unsubscribe": "<https://x/u>" },
        })),
      );
    const now = new Date("2026-12-01T12:00:00Z");
    expect(await countEmailBodiesToBlank(now, db())).toBe(2);
    expect(await blankOldEmailBodies(now, db())).toBe(2);
    const rows = await db().select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.toAddress, row.html, row.headers])).toEqual(
      rows.map((row) => [`#${row.id}`, "", null]),
    );
    expect(await countEmailBodiesToBlank(now, db())).toBe(0);
  });
});

describe("a notice sent by email", () => {
  it("becomes one issue to its topic, started at once, however often it is called", async () => {
    await confirmedSubscriber("g@example.org", ["janazah"]);
    await confirmedSubscriber("h@example.org", ["events"]);
    const [notice] = await db()
      .insert(notices)
      .values({
        kind: "janazah",
        topic: "janazah",
        title: "Janazah today",
        body: "Please join us.",
        link: "https://example.org/janazah",
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 86_400_000),
        byEmail: true,
        janazah: {
          deceasedName: "Brother Yusuf",
          familyConsent: true,
          prayer: "After Dhuhr",
          place: "Main hall",
          burial: "Eastern cemetery",
        },
      })
      .returning();
    if (!notice) throw new Error("no notice");
    await db().transaction((tx) => queueNoticeEmail(tx, notice));
    await db().transaction((tx) => queueNoticeEmail(tx, notice));
    const issues = await db().select().from(newsletterIssues);
    expect(issues).toMatchObject([
      { subject: "Janazah today", topic: "janazah", status: "sending", noticeId: notice.id },
    ]);
    expect(issues[0]?.body).toContain("**Deceased:** Brother Yusuf");
    await queueSendingIssues();
    const [email, ...more] = await queuedEmails(db(), "newsletter-issue");
    expect(more).toEqual([]);
    expect(email?.toAddress).toBe("g@example.org");
    expect(email?.text).toContain("After Dhuhr");
    expect(email?.html).toContain('href="https://example.org/janazah"');
    const link = `${env().PUBLIC_URL}/newsletter/unsubscribe/token-gexampleorg-0123456789`;
    expect(email?.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(email?.html).toContain(link);
    expect(email?.text).toContain(link);
    expect(email?.html).not.toContain("unsubscribe.invalid");
    expect((await db().select().from(newsletterIssues))[0]?.status).toBe("sent");
  });
});

describe("staff writing and sending an issue", () => {
  const post = (id: string, fields: Record<string, string>) =>
    issueRoute.action(postAs(cookies.editor, `/admin/newsletter/${id}`, fields, { id }));
  const draft = { subject: "Open day", topic: "events", body: "## Welcome\n\nCome **in**." };

  it("saves a draft, refuses bad input, sends a test to the writer alone, then sends it to the topic", async () => {
    await confirmedSubscriber("reader1@example.org");
    const bad = reply(await post("new", { ...draft, topic: "football", intent: "save" }));
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ result: { error: { topic: [expect.any(String)] } } });
    expect(await db().select().from(newsletterIssues)).toEqual([]);

    const created = reply(await post("new", { ...draft, intent: "test" }));
    const [issue] = await db().select().from(newsletterIssues);
    expect(issue).toMatchObject({ ...draft, body: "## Welcome\n\nCome **in**.", status: "draft" });
    expect(created.headers.get("Location")).toBe(`/admin/newsletter/${issue?.id}`);
    const tests = await queuedEmails(db(), "newsletter-test");
    expect(tests.map((email) => [email.toAddress, email.subject, email.newsletterIssueId])).toEqual(
      [["esra@example.org", "[Test] Open day", null]],
    );
    expect(tests[0]?.html).toContain("<strong>in</strong>");

    // A save from a form opened before someone else's is refused.
    const stale = reply(
      await post(String(issue?.id), { ...draft, subject: "Changed", version: "1", intent: "save" }),
    );
    expect(stale.status).toBe(409);

    const sent = reply(await post(String(issue?.id), { intent: "send" }));
    expect(sent.status).toBe(302);
    expect((await db().select().from(newsletterIssues))[0]).toMatchObject({
      subject: "Open day",
      status: "sending",
    });
    expect(reply(await post(String(issue?.id), { intent: "send" })).status).toBe(409);
    // Once sending, the text stays what went out.
    expect(
      reply(await post(String(issue?.id), { ...draft, subject: "Later", intent: "save" })).status,
    ).toBe(409);
    await queueSendingIssues();
    const page = await issueRoute.loader(
      routeArgs(
        new Request(`http://localhost/admin/newsletter/${issue?.id}`, {
          headers: { Cookie: cookies.editor },
        }),
        {
          id: String(issue?.id),
        },
      ),
    );
    expect(page.issue?.progress).toEqual({ sent: 0, failed: 0, remaining: 1, state: "sending" });
  });
});
