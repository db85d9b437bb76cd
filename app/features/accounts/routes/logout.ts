import { redirect } from "react-router";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { logOut } from "../accounts.server";
import { messages } from "../schema";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/");

export async function action({ request }: Route.ActionArgs) {
  const headers = await logOut(request);
  return redirectWithToast("/", { type: "success", message: messages.loggedOut }, { headers });
}
