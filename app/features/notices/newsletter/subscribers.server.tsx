import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { type Database, db as defaultDb } from "#app/lib/db/client.server";
import { countRows } from "#app/lib/db/counts.server";
import type { NoticeTopic } from "#app/lib/db/enums";
import { newsletterSubscribers, outbox } from "#app/lib/db/schema";
import { queueEmail } from "#app/lib/email/outbox.server";
import { sameEmail } from "#app/lib/personal-data.server";
import { RETENTION_RULES, retentionCutoff } from "#app/lib/privacy/retention";
import { TOPIC_LABELS } from "../topics";
import { ConfirmSubscriptionEmail } from "./emails/newsletter-emails";
import { NEWSLETTER_MESSAGES } from "./messages";
import { confirmUrl, TOKEN_PATTERN } from "./rules";
import type { NewsletterSignup } from "./schema";

/** Newsletter subscribers: sign-up, confirmation, topics, unsubscribe (decision 0389). */

type Subscriber = typeof newsletterSubscribers.$inferSelect;

const newToken = () => randomBytes(24).toString("base64url");

const byEmail = (email: string) => sameEmail(newsletterSubscribers.email, email);

async function queueConfirmation(tx: Database, subscriber: Subscriber) {
  const site = await getSiteSettings(tx);
  await queueEmail(tx, {
    template: "newsletter-confirm",
    to: subscriber.email,
    subject: NEWSLETTER_MESSAGES.confirmationSubject(site.name),
    body: (
      <ConfirmSubscriptionEmail
        topics={subscriber.topics.map((topic) => TOPIC_LABELS[topic])}
        confirmUrl={confirmUrl(env().PUBLIC_URL, subscriber.token)}
      />
    ),
  });
}

/**
 * A sign-up: a new address is stored pending with its confirmation email, in one transaction; a
 * pending one gets its link again (with the topics now chosen); a confirmed one is left as it
 * is. The visitor sees the same answer each time, so the form tells nobody who is subscribed.
 */
export async function subscribe(
  signup: NewsletterSignup,
  now: Date,
  database: Database = defaultDb(),
): Promise<void> {
  await database.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ email: signup.email, topics: signup.topics, token: newToken(), createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted) return queueConfirmation(tx, inserted);
    const [pending] = await tx
      .update(newsletterSubscribers)
      .set({ topics: signup.topics })
      .where(and(byEmail(signup.email), eq(newsletterSubscribers.status, "pending")))
      .returning();
    if (pending) await queueConfirmation(tx, pending);
  });
}

export async function subscriberByToken(
  token: string,
  database: Database = defaultDb(),
): Promise<Subscriber | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await database
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token));
  return row ?? null;
}

/** The confirmation link: the subscription is confirmed (again, harmlessly). Null: no such link. */
export async function confirmSubscription(token: string, now: Date): Promise<Subscriber | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await defaultDb()
    .update(newsletterSubscribers)
    .set({
      status: "confirmed",
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscribers.token, token))
    .returning();
  return row ?? null;
}

export async function changeTopics(token: string, topics: NoticeTopic[]): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const changed = await defaultDb()
    .update(newsletterSubscribers)
    .set({ topics })
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return changed.length > 0;
}

/**
 * Deletes the subscriber of `where` and the newsletter emails still waiting for them (of any
 * issue); those already handed to the mail server stay as the outbox's record. Answers how many
 * subscribers went.
 */
async function deleteSubscribers(where: SQL, database: Database): Promise<number> {
  return database.transaction(async (tx) => {
    const gone = await tx
      .delete(newsletterSubscribers)
      .where(where)
      .returning({ email: newsletterSubscribers.email });
    for (const { email } of gone)
      await tx
        .delete(outbox)
        .where(
          and(
            isNotNull(outbox.newsletterIssueId),
            eq(outbox.status, "queued"),
            sameEmail(outbox.toAddress, email),
          ),
        );
    return gone.length;
  });
}

/** Unsubscribe (the page's button, or a mail program's one-click POST): true when one went. */
export async function unsubscribe(token: string, database: Database = defaultDb()) {
  if (!TOKEN_PATTERN.test(token)) return false;
  return (await deleteSubscribers(eq(newsletterSubscribers.token, token), database)) > 0;
}

/** With a deleted account goes its address's subscription. */
export async function eraseSubscriber(email: string): Promise<number> {
  return deleteSubscribers(byEmail(email), defaultDb());
}

function unconfirmedBefore(now: Date): SQL {
  const cutoff = retentionCutoff(RETENTION_RULES.newsletterUnconfirmed.period, now);
  return sql`${newsletterSubscribers.status} = 'pending' and ${lt(newsletterSubscribers.createdAt, cutoff)}`;
}

export async function countUnconfirmedToDelete(now: Date): Promise<number> {
  return countRows(newsletterSubscribers, unconfirmedBefore(now));
}

export async function deleteUnconfirmed(now: Date): Promise<number> {
  const gone = await defaultDb()
    .delete(newsletterSubscribers)
    .where(unconfirmedBefore(now))
    .returning({ id: newsletterSubscribers.id });
  return gone.length;
}
