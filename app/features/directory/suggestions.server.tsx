import type { CurrentUser } from "#app/lib/auth/session.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { notificationAddress } from "#app/lib/config/site";
import { db } from "#app/lib/db/client.server";
import { categorySuggestions } from "#app/lib/db/schema";
import { Text } from "#app/lib/email/components";
import { queueEmail } from "#app/lib/email/outbox.server";
import { EmailLayout } from "#app/lib/email/templates/email-layout";
import { errorForLog, logger } from "#app/lib/logger.server";

/**
 * A category suggestion, stored and emailed to the centre through the outbox in one
 * transaction; false when the database could not store it.
 */
export async function storeSuggestion(
  suggestion: string,
  user: CurrentUser | null,
): Promise<boolean> {
  try {
    await db().transaction(async (tx) => {
      await tx.insert(categorySuggestions).values({ suggestion, userId: user?.id ?? null });
      await queueEmail(tx, {
        template: "directory-category-suggestion",
        to: notificationAddress(await getSiteSettings(tx), "notifications"),
        replyTo: user?.email,
        subject: `Directory category suggestion: ${suggestion.slice(0, 60)}`,
        body: (
          <EmailLayout preview="New category suggestion" heading="New category suggestion">
            <Text>
              {user ? `${user.name} <${user.email}>` : "A visitor"} suggested a new directory
              category: “{suggestion}”.
            </Text>
          </EmailLayout>
        ),
      });
    });
    return true;
  } catch (error) {
    logger.error({ error: errorForLog(error) }, "category suggestion could not be stored");
    return false;
  }
}
