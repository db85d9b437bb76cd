import { requireStaff } from "#app/lib/auth/session.server";
import { parseId } from "#app/lib/http/ids";
import { EMAIL_PREVIEW_CSP, emailHtml } from "../emails.server";
import type { Route } from "./+types/email-preview";

/** The stored HTML of one email, shown as the recipient would see it but unable to run scripts. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = parseId(params.id);
  const html = id === null ? null : await emailHtml(id);
  if (html === null) {
    throw new Response("Email not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": EMAIL_PREVIEW_CSP,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
