import { type AppLoadContext, data } from "react-router";
import type { Role } from "#app/lib/db/enums";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { auth } from "./auth.server";
import { authMessages as messages } from "./messages";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  /** The user has opened the confirmation link sent to `email`: the address is theirs. */
  emailVerified: boolean;
  role: Role;
}

/**
 * A page's loaders (the root's and the route's) ask for the user of the same request, each with
 * its own copy of the Request but the same load context: given the context, they share one lookup.
 * Only for reads: an action may sign in or out between two questions.
 */
const usersOfPageRequests = new WeakMap<object, Promise<CurrentUser | null>>();

/** The signed-in user of this request, from the session cookie checked against the database. */
export function getCurrentUser(
  request: Request,
  context?: AppLoadContext,
): Promise<CurrentUser | null> {
  if (!context || (request.method !== "GET" && request.method !== "HEAD"))
    return lookUpUser(request);
  let user = usersOfPageRequests.get(context);
  if (!user) {
    user = lookUpUser(request);
    usersOfPageRequests.set(context, user);
  }
  return user;
}

async function lookUpUser(request: Request): Promise<CurrentUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, name, email, emailVerified, role } = session.user as typeof session.user & {
    role?: string;
  };
  return { id, name, email, emailVerified, role: role === "admin" ? "admin" : "user" };
}

/** For pages that need an account: anonymous visitors go to the home page with a toast. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user)
    throw await redirectWithToast("/", { type: "error", message: messages.dashboardLoginRequired });
  return user;
}

/** What anyone but an administrator gets for a form post (or any method but GET/HEAD) to an admin address. */
export function adminRefusal() {
  return data(messages.adminRequired, { status: 403 });
}

/**
 * For every admin loader and action. A page request from anyone else is sent to the home page
 * with the toast "Access denied. Admin privileges required."; a form post (or any other method) answers 403 and changes nothing.
 * Given the request's context, a page's loaders share one look-up of the user.
 */
export async function requireAdmin(
  request: Request,
  context?: AppLoadContext,
): Promise<CurrentUser> {
  const user = await getCurrentUser(request, context);
  if (user?.role === "admin") return user;
  if (request.method === "GET" || request.method === "HEAD") {
    throw await redirectWithToast("/", { type: "error", message: messages.adminRequired });
  }
  throw adminRefusal();
}
