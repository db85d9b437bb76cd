import { env } from "#app/lib/config/env.server";
import { screenPublicForm } from "#app/lib/security/public-form.server";
import type { NoticeTopic } from "../../topics";
import { PUSH_MESSAGES } from "../messages";
import { formsForTests, subscribeSchema, unsubscribeSchema } from "../schema";
import { deleteSubscription, saveSubscription } from "../subscriptions.server";
import { vapidKeys } from "../vapid.server";
import type { Route } from "./+types/push-subscription";

/**
 * Web push subscriptions (no account: the endpoint is the secret). GET answers the key browsers
 * subscribe with; POST (a form) `intent=subscribe` stores or updates one, `intent=unsubscribe`
 * deletes one. Answers JSON: `{ ok, topics }`, or `{ ok: false, message }` with 4xx.
 */
export function loader() {
  return Response.json(
    { publicKey: vapidKeys().publicKey },
    { headers: { "Cache-Control": "no-cache" } },
  );
}

type Answer = { ok: true; topics: NoticeTopic[] } | { ok: false; message: string };

const answer = (body: Answer, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "subscribe" && intent !== "unsubscribe")
    return answer({ ok: false, message: PUSH_MESSAGES.unknownIntent }, 400);
  const forms = env().WIC_TEST_ROUTES
    ? formsForTests
    : { subscribe: subscribeSchema, unsubscribe: unsubscribeSchema };
  const parsed =
    intent === "subscribe"
      ? forms.subscribe.safeParse({
          intent,
          endpoint: form.get("endpoint") ?? undefined,
          p256dh: form.get("p256dh") ?? undefined,
          auth: form.get("auth") ?? undefined,
          topics: form.getAll("topics"),
        })
      : forms.unsubscribe.safeParse({ intent, endpoint: form.get("endpoint") ?? undefined });
  if (!parsed.success) {
    const message = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(" ");
    return answer({ ok: false, message }, 400);
  }
  const screened = await screenPublicForm("push-subscription", form, context, undefined);
  if (screened.verdict === "rate-limited")
    return answer({ ok: false, message: screened.message }, 429, screened.headers);
  if (screened.verdict === "spam") return answer({ ok: true, topics: [] });
  const input = parsed.data;
  if (input.intent === "unsubscribe") {
    // Whether or not it was still there (the push service may have said it was gone).
    await deleteSubscription(input.endpoint);
    return answer({ ok: true, topics: [] });
  }
  await saveSubscription(input);
  return answer({ ok: true, topics: input.topics });
}
