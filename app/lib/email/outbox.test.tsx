import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { outbox } from "#app/lib/db/schema";
import { Text } from "#app/lib/email/components";
import { setupTestDatabase } from "#tests/support/database";
import { SmtpCapture, unusedPort } from "#tests/support/smtp";
import {
  MAX_ATTEMPTS,
  nextAttemptDelayMs,
  processOutbox,
  queueEmail,
  retryEmail,
} from "./outbox.server";
import { type MailTransport, smtpTransport } from "./transport.server";

const { db } = setupTestDatabase({ emptied: [outbox] });
const minutes = (n: number) => n * 60 * 1000;
const captures: SmtpCapture[] = [];

afterAll(async () => {
  await Promise.all(captures.map((capture) => capture.stop()));
});

async function queueOne(subject = "Salaam") {
  await queueEmail(db(), {
    template: "test",
    to: "parent@example.org",
    replyTo: "info@example.org",
    subject,
    body: <Text>Your message reached us.</Text>,
  });
}

describe("retry schedule", () => {
  it("waits 1 min, 5 min, 30 min and 2 h, then gives up after the fifth attempt", () => {
    expect([1, 2, 3, 4, 5].map(nextAttemptDelayMs)).toEqual([
      minutes(1),
      minutes(5),
      minutes(30),
      minutes(120),
      null,
    ]);
    expect(MAX_ATTEMPTS).toBe(5);
  });
});

describe("processOutbox", () => {
  it("stores the due time in whole milliseconds, so a run started in the same millisecond sends it", async () => {
    // The workers compare with a JavaScript Date (milliseconds); a due time with microseconds
    // (the database's now()) can lie after a run that starts right after the email was queued.
    await queueOne();
    const [row] = await db()
      .select({
        wholeMilliseconds: sql<boolean>`${outbox.nextAttemptAt} = date_trunc('milliseconds', ${outbox.nextAttemptAt})`,
      })
      .from(outbox);
    expect(row?.wholeMilliseconds).toBe(true);
  });

  it("renders HTML and a plain-text part when queueing", async () => {
    await queueOne();
    const [row] = await db().select().from(outbox);
    expect(row?.html).toMatch(/^<!DOCTYPE html/);
    expect(row?.html).toContain("Your message reached us.");
    expect(row?.text).toContain("Your message reached us.");
    expect(row?.text).not.toContain("<");
  });

  it("survives an SMTP outage: retries with backoff and delivers exactly once when SMTP is back", async () => {
    const port = await unusedPort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    await queueOne();
    const start = new Date();

    expect(await processOutbox({ transport, now: start })).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    let [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);
    expect(row?.nextAttemptAt.getTime()).toBe(start.getTime() + minutes(1));

    // Not due yet: nothing is tried.
    expect(await processOutbox({ transport, now: new Date(start.getTime() + 30_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    const smtp = await new SmtpCapture(port).start();
    captures.push(smtp);
    expect(await processOutbox({ transport, now: new Date(start.getTime() + minutes(2)) })).toEqual(
      { sent: 1, retried: 0, failed: 0 },
    );
    await smtp.waitFor((email) => email.subject === "Salaam");
    [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    // Later runs never send it again.
    expect(
      await processOutbox({ transport, now: new Date(start.getTime() + minutes(300)) }),
    ).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({
      to: ["parent@example.org"],
      replyTo: "info@example.org",
    });
    expect(smtp.messages[0]?.html).toContain("Your message reached us.");
  });

  it("marks the email failed after the last attempt, and an admin retry queues it again", async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${await unusedPort()}`);
    await queueOne();
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await processOutbox({ transport, now });
      now = new Date(now.getTime() + minutes(121));
    }
    let [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ status: "failed", attempts: 5 });

    await retryEmail(row?.id ?? 0, db());
    [row] = await db().select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 0, lastError: null });
  });

  it("never sends a row twice when two workers run at once", async () => {
    const smtp = await new SmtpCapture().start();
    captures.push(smtp);
    const transport = smtpTransport(smtp.url);
    for (let i = 0; i < 6; i++) await queueOne(`Message ${i}`);

    const runs = await Promise.all([processOutbox({ transport }), processOutbox({ transport })]);
    expect(runs[0].sent + runs[1].sent).toBe(6);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `Message ${i}`),
    );
    expect(await db().select().from(outbox).where(eq(outbox.status, "sent"))).toHaveLength(6);
  });

  it("resends an email whose worker died before marking it sent with the same Message-ID", async () => {
    const smtp = await new SmtpCapture().start();
    captures.push(smtp);
    const transport = smtpTransport(smtp.url);
    await queueOne();
    const start = new Date();
    expect((await processOutbox({ transport, now: start })).sent).toBe(1);
    // The worker is killed after the mail server took it: the row is still claimed.
    await db().update(outbox).set({ status: "sending", claimedAt: start, sentAt: null });
    expect(
      (await processOutbox({ transport, now: new Date(start.getTime() + minutes(60)) })).sent,
    ).toBe(1);

    await smtp.waitFor(() => smtp.messages.length === 2);
    const [row] = await db().select().from(outbox);
    const [first, second] = smtp.messages;
    expect(first?.messageId).toBe(`<outbox-${row?.id}-${row?.createdAt.getTime()}@localhost>`);
    expect(second?.messageId).toBe(first?.messageId);
  });
});

describe("stopping the worker", () => {
  it("finishes the email being sent and puts the rest of the batch back in the queue", async () => {
    for (let i = 0; i < 3; i++) await queueOne(`Message ${i}`);
    const stopping = new AbortController();
    const sent: string[] = [];
    const transport: MailTransport = {
      description: "records, and asks to stop during the first email",
      send: async (message) => {
        stopping.abort();
        sent.push(message.subject);
      },
    };

    const run = await processOutbox({ transport, stopping: stopping.signal });

    expect(run.sent).toBe(1);
    expect(sent).toEqual(["Message 0"]);
    const rows = await db().select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.status, row.attempts, row.claimedAt])).toEqual([
      ["sent", 1, expect.any(Date)],
      ["queued", 0, null],
      ["queued", 0, null],
    ]);
  });
});
