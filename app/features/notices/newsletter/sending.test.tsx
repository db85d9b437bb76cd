import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { env } from "#app/lib/config/env.server";
import { newsletterIssues, newsletterSubscribers, outbox } from "#app/lib/db/schema";
import { Text } from "#app/lib/email/components";
import {
  NewsletterPace,
  processOutbox,
  queueEmail,
  startOutboxWorker,
} from "#app/lib/email/outbox.server";
import { type MailTransport, smtpTransport } from "#app/lib/email/transport.server";
import { formRequest, reply, routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { type CapturedEmail, SmtpCapture } from "#tests/support/smtp";
import { issueForEditor } from "./issues.server";
import * as unsubscribeRoute from "./routes/unsubscribe";
import { queueSendingIssues, startNewsletterSender, startSending } from "./send.server";

/** Sending an issue for real: the outbox worker, the sender job and an SMTP server (decision 0390). */

const { db } = setupTestDatabase({ emptied: [outbox, newsletterIssues, newsletterSubscribers] });
const captures: SmtpCapture[] = [];
const transports: MailTransport[] = [];
afterAll(async () => {
  for (const transport of transports) transport.close?.();
  await Promise.all(captures.map((capture) => capture.stop()));
});

async function smtp() {
  const capture = await new SmtpCapture().start();
  captures.push(capture);
  // Pooled: one connection for thousands of messages, as a provider's SMTP relay is used.
  const transport = smtpTransport(`${capture.url}?pool=true&maxConnections=1&maxMessages=100000`);
  transports.push(transport);
  return { capture, transport };
}

/** `count` confirmed subscribers of events, reader1@… onwards, in one statement. */
async function subscribers(count: number) {
  await db().execute(sql`
    insert into ${newsletterSubscribers} (email, topics, status, token, confirmed_at)
    select 'reader' || n || '@example.org', '["events"]'::jsonb, 'confirmed',
      'tok' || lpad(n::text, 20, '0'), now()
    from generate_series(1, ${count}) as n`);
  // A pending sign-up and another topic's subscriber get nothing.
  await db()
    .insert(newsletterSubscribers)
    .values([
      { email: "pending@example.org", topics: ["events"], token: "pending-token-0123456789" },
      {
        email: "janazah@example.org",
        topics: ["janazah"],
        status: "confirmed",
        token: "janazah-token-012345678",
      },
    ]);
}

async function issueSending() {
  const [issue] = await db()
    .insert(newsletterIssues)
    .values({ subject: "Open day", body: "## Welcome\n\nCome and see us.", topic: "events" })
    .returning();
  if (!issue) throw new Error("no issue");
  expect(await startSending(db(), issue.id, new Date())).toBe(true);
  return issue;
}

function startSendingParts(transport: MailTransport) {
  const stopWorker = startOutboxWorker({
    transport,
    intervalMs: 100,
    batchSize: 250,
    newsletterPerMinute: 1_000_000,
  });
  const stopSender = startNewsletterSender({ intervalMs: 100 });
  return () => Promise.all([stopWorker(), stopSender()]);
}

const recipients = (messages: CapturedEmail[]) => messages.flatMap((message) => message.to);
const arrived = (capture: SmtpCapture, count: number) =>
  capture.waitFor(() => capture.messages.length >= count, 90_000);

describe("sending a newsletter", () => {
  it("delivers an issue to 5,000 subscribers once each, with working one-click unsubscribe headers", async () => {
    const { capture, transport } = await smtp();
    await subscribers(5000);
    const issue = await issueSending();
    const stop = startSendingParts(transport);
    try {
      await arrived(capture, 5000);
    } finally {
      // Stopping waits for the run that sent the last one to record it.
      await stop();
    }
    expect((await issueForEditor(issue.id))?.progress).toEqual({
      sent: 5000,
      failed: 0,
      remaining: 0,
      state: "sent",
    });
    const to = recipients(capture.messages);
    expect(to).toHaveLength(5000);
    expect(new Set(to).size).toBe(5000);
    expect(to).not.toContain("pending@example.org");
    expect(to).not.toContain("janazah@example.org");

    const base = `${env().PUBLIC_URL}/newsletter/unsubscribe/`;
    for (const message of capture.messages) {
      const n = /^reader(\d+)@/.exec(message.to[0] ?? "")?.[1] ?? "";
      const link = `${base}tok${n.padStart(20, "0")}`;
      expect(message.headers["list-unsubscribe"]).toBe(`<${link}>`);
      expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(message.html).toContain(`href="${link}"`);
    }
    const [first] = capture.messages;
    expect(first?.subject).toBe("Open day");
    expect(first?.html).toContain("Come and see us.");

    // A mail program's one-click POST to the header's address unsubscribes that reader.
    const url = new URL(/^<(.+)>$/.exec(first?.headers["list-unsubscribe"] ?? "")?.[1] ?? "");
    const token = url.pathname.split("/").pop() ?? "";
    const answer = reply(
      await unsubscribeRoute.action(
        routeArgs(formRequest(url.pathname, { "List-Unsubscribe": "One-Click" }), { token }),
      ),
    );
    expect(answer.status).toBe(200);
    const gone = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, first?.to[0] ?? ""));
    expect(gone).toEqual([]);
  }, 120_000);

  it("continues after a restart mid-send without sending anyone the issue twice", async () => {
    const { capture, transport } = await smtp();
    await subscribers(1200);
    const issue = await issueSending();
    const stopFirst = startSendingParts(transport);
    await arrived(capture, 150);
    await stopFirst();
    const before = capture.messages.length;
    expect(before).toBeLessThan(1200);
    expect((await issueForEditor(issue.id))?.progress).toMatchObject({
      sent: before,
      remaining: 1200 - before,
      state: "sending",
    });

    const stopSecond = startSendingParts(transport);
    try {
      await arrived(capture, 1200);
    } finally {
      await stopSecond();
    }
    const to = recipients(capture.messages);
    expect(to).toHaveLength(1200);
    expect(new Set(to).size).toBe(1200);
    expect((await issueForEditor(issue.id))?.progress).toEqual({
      sent: 1200,
      failed: 0,
      remaining: 0,
      state: "sent",
    });
  }, 120_000);
});

describe("newsletter emails in the outbox", () => {
  const recording = (sent: string[]): MailTransport => ({
    description: "records",
    send: async (message) => {
      sent.push(message.subject);
    },
  });

  it("go after every other waiting email, and no faster than the rate allows", async () => {
    await subscribers(30);
    const issue = await issueSending();
    await queueSendingIssues();
    await queueEmail(db(), {
      template: "password-reset",
      to: "someone@example.org",
      subject: "Reset your password",
      body: <Text>Reset.</Text>,
    });
    const sent: string[] = [];
    const pace = new NewsletterPace(60, Date.now());
    // A minute's rate of 60 lets 10 go at once (ten seconds' worth), then one a second.
    await processOutbox({ transport: recording(sent), batchSize: 50, newsletterPace: pace });
    expect(sent).toEqual(["Reset your password", ...Array(10).fill(issue.subject)]);
    await processOutbox({ transport: recording(sent), batchSize: 50, newsletterPace: pace });
    expect(sent.length).toBeLessThanOrEqual(13);
    const waiting = await db().select().from(outbox).where(eq(outbox.status, "queued"));
    expect(waiting.length).toBe(30 - (sent.length - 1));
  });
});
