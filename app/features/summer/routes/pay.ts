import { payNow } from "../payment-pages.server";
import type { Route } from "./+types/pay";

export function loader({ params }: Route.LoaderArgs) {
  return payNow(params.id);
}
