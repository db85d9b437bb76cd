import { asc, eq, getTableColumns } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { newsletterSubscribers, users } from "#app/lib/db/schema";
import { countedStep } from "#app/lib/features/descriptor";
import { type DataSubject, personRows, sameEmail } from "#app/lib/personal-data.server";
import type { NoticesPart } from "../parts";
import { startNewsletterSender } from "./send.server";
import { countUnconfirmedToDelete, deleteUnconfirmed, eraseSubscriber } from "./subscribers.server";

// The token is the key to the subscription's links, not information about the person.
const { token: _token, ...subscriberColumns } = getTableColumns(newsletterSubscribers);

/**
 * The newsletter's personal data (decision 0389): the subscription of the account's confirmed
 * address in "Download my data"; deleted with the account when its address was confirmed (an
 * address nobody proved theirs could be someone else's subscription). Unconfirmed sign-ups are
 * deleted after their retention period; the sender queues issues being sent.
 */
export const newsletterPart: NoticesPart = {
  personalData: {
    tables: [newsletterSubscribers],
    export: async (subject: DataSubject) => ({
      records: {
        newsletterSubscriptions: await personRows(
          newsletterSubscribers,
          subscriberColumns,
          sameEmail(newsletterSubscribers.email, subject.confirmedEmail),
          asc(newsletterSubscribers.createdAt),
        ),
      },
    }),
    erase: async (userId: string) => {
      const [user] = await db()
        .select({ email: users.email, verified: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId));
      return async () => {
        if (user?.verified) await eraseSubscriber(user.email);
      };
    },
  },
  retention: [countedStep("newsletterUnconfirmed", countUnconfirmedToDelete, deleteUnconfirmed)],
  jobs: [{ name: "newsletter sending", start: () => startNewsletterSender() }],
};
