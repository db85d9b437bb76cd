import { data, redirect } from "react-router";
import { type CurrentUser, getCurrentUser } from "#app/lib/auth/session.server";
import { LOGIN_REQUIRED } from "./rules";

/** The signed-in owner opening a listing's edit page; anyone else logs in first and comes back. */
export async function ownerOrLogin(request: Request, editPath: string): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(editPath)}`);
  return user;
}

/** The signed-in owner changing a listing; nobody signed in is refused (401). */
export async function ownerOrRefuse(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw data(LOGIN_REQUIRED, { status: 401 });
  return user;
}
