import { Text } from "@react-email/components";
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import type { CurrentUser } from "~/features/accounts/index.server";
import { site } from "~/lib/config/site";
import { db } from "~/lib/db/client.server";
import { categorySuggestions } from "~/lib/db/schema";
import { queueEmail } from "~/lib/email/outbox.server";
import { EmailLayout } from "~/lib/email/templates/email-layout";
import { redirectWithToast } from "~/lib/http/toast.server";
import { logger } from "~/lib/logger.server";
import { RATE_LIMITED_MESSAGE, screenPublicForm } from "~/lib/security/public-form.server";
import { SUGGESTION_FAILED, SUGGESTION_REQUIRED, SUGGESTION_SENT } from "./rules";

/** A category suggestion: stored, then emailed to the centre through the outbox. */
export async function suggestCategory(
  form: FormData,
  user: CurrentUser | null,
  context: Pick<AppLoadContext, "clientIp">,
  back: string,
) {
  const suggestion = String(form.get("suggestion") ?? "")
    .trim()
    .slice(0, 200);
  if (!suggestion)
    return data({ suggestionError: SUGGESTION_REQUIRED, suggestion }, { status: 400 });
  const verdict = await screenPublicForm("category-suggestion", form, context);
  if (verdict === "rate-limited")
    return data({ suggestionError: RATE_LIMITED_MESSAGE, suggestion }, { status: 429 });
  if (verdict === "accept") {
    try {
      await db().transaction(async (tx) => {
        await tx.insert(categorySuggestions).values({ suggestion, userId: user?.id ?? null });
        await queueEmail(tx, {
          template: "directory-category-suggestion",
          to: site.emails.contact,
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
    } catch (error) {
      logger.error({ error: String(error) }, "category suggestion could not be stored");
      return data({ suggestionError: SUGGESTION_FAILED, suggestion }, { status: 503 });
    }
  }
  return redirectWithToast(back, { type: "success", message: SUGGESTION_SENT });
}
