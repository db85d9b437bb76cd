import { legacyCreateSession } from "../payment-pages.server";
import type { Route } from "./+types/create-stripe-session";

export function action({ request }: Route.ActionArgs) {
  return legacyCreateSession(request);
}

export function loader() {
  return Response.json(
    { error: "Method Not Allowed" },
    { status: 405, headers: { Allow: "POST" } },
  );
}
