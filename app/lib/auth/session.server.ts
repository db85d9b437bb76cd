import { eq } from "drizzle-orm";
import { type AppLoadContext, data } from "react-router";
import { db } from "#app/lib/db/client.server";
import { staffRoleGrants } from "#app/lib/db/schema";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { auth } from "./auth.server";
import { authMessages as messages } from "./messages";
import { isStaff, type StaffRole, sortedRoles } from "./roles";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  /** The user has opened the confirmation link sent to `email`: the address is theirs. */
  emailVerified: boolean;
  /** The back office's roles the account holds, in their fixed order; none for the public. */
  roles: StaffRole[];
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
  const { id, name, email, emailVerified } = session.user;
  return { id, name, email, emailVerified, roles: await rolesOf(id) };
}

/** The staff roles of an account. */
export async function rolesOf(userId: string): Promise<StaffRole[]> {
  const grants = await db()
    .select({ role: staffRoleGrants.role })
    .from(staffRoleGrants)
    .where(eq(staffRoleGrants.userId, userId));
  return sortedRoles(grants.map((grant) => grant.role));
}

/** For pages that need an account: anonymous visitors go to the home page with a toast. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user)
    throw await redirectWithToast("/", { type: "error", message: messages.dashboardLoginRequired });
  return user;
}

/** What anyone but staff gets for a form post (or any method but GET/HEAD) to an admin address. */
export function adminRefusal() {
  return data(messages.adminRequired, { status: 403 });
}

/**
 * For every admin loader and action: the user must hold a staff role. A page request from anyone
 * else is sent to the home page with the toast "Access denied. Admin privileges required."; a form
 * post (or any other method) answers 403 and changes nothing. Which part of the admin each role
 * may use is checked for every admin route by `requireRoles` (server/admin-guard.ts).
 * Given the request's context, a page's loaders share one look-up of the user.
 */
export async function requireStaff(
  request: Request,
  context?: AppLoadContext,
): Promise<CurrentUser> {
  const user = await getCurrentUser(request, context);
  if (user && isStaff(user.roles)) return user;
  if (isPageRequest(request)) {
    throw await redirectWithToast("/", { type: "error", message: messages.adminRequired });
  }
  throw adminRefusal();
}

/**
 * Staff whose roles are not `allowed` are sent to the admin's first page with a toast (a page
 * request) or answered 403 (anything else); they already know the admin, so the message says what
 * is missing.
 */
export async function requireRoles(
  request: Request,
  allowed: (roles: readonly StaffRole[]) => boolean,
  context?: AppLoadContext,
): Promise<CurrentUser> {
  const user = await requireStaff(request, context);
  if (allowed(user.roles)) return user;
  if (isPageRequest(request)) {
    throw await redirectWithToast("/admin", { type: "error", message: messages.roleRequired });
  }
  throw data(messages.roleRequired, { status: 403 });
}

function isPageRequest(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}
