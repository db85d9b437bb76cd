import { data } from "react-router";
import { env } from "#app/lib/config/env.server";

// Exists only when WIC_TEST_ROUTES=1 (the end-to-end tests), to show the error screen.
export function loader() {
  if (!env().WIC_TEST_ROUTES) throw data(null, { status: 404 });
  throw data("A test failure raised on purpose", { status: 500 });
}

export default function ErrorTest() {
  return null;
}
