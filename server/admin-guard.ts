import type { AppLoadContext, ServerBuild } from "react-router";
import { mayOpen } from "#app/lib/auth/roles";
import { adminRefusal, requireRoles } from "#app/lib/auth/session.server";
import { type AdminAccess, adminAccess } from "#app/lib/features/admin-areas";
import type { FeatureList } from "#app/lib/features/descriptor";

/**
 * Every address under /admin answers anyone but staff alike, whatever the route does: a page
 * request (GET, HEAD) goes to the home page with the "Access denied" toast, and any other method
 * answers requireStaff's 403. Without this, a route with no action answered 405, and a refused
 * post to a page with its own error screen answered 302, because React Router then reloads the
 * admin layout's data with a GET. Each admin route still calls requireStaff itself.
 *
 * Staff then need the permission of the route's area (`adminAccess`, from the features' declared
 * `adminAreas`): this is where roles are enforced, on every loader and action of every admin route.
 */

const UNDER_ADMIN = /^admin(\/|$)/;

/** Load contexts of requests whose post was refused: their page shows the refusal, never a redirect. */
const refusedPosts = new WeakSet<object>();

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** A route's whole path pattern, its parents' joined ("admin/blog/:id"), without the leading slash. */
export function routeFullPath(build: ServerBuild, id: string | undefined): string {
  const route = id ? build.routes[id] : undefined;
  if (!route) return "";
  return [routeFullPath(build, route.parentId), route.path ?? ""].filter(Boolean).join("/");
}

function isAdminPath(fullPath: string): boolean {
  return UNDER_ADMIN.test(fullPath);
}

/** The server build with a guard before every loader and action of every route under /admin. */
export function withAdminGuard(build: ServerBuild, features: FeatureList): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const fullPath = routeFullPath(build, id);
    routes[id] =
      route && isAdminPath(fullPath)
        ? { ...route, module: guarded(route.module, adminAccess(features, `/${fullPath}`)) }
        : route;
  }
  return { ...build, routes };
}

/** Refuses (throws) unless the request's user may use an address of this access. */
function requireAccess(request: Request, context: AppLoadContext, access: AdminAccess) {
  return requireRoles(request, (roles) => mayOpen(roles, access), context);
}

function guarded(module: RouteModule, access: AdminAccess): RouteModule {
  const { loader, action } = module;
  return {
    ...module,
    loader: async (args) => {
      if (refusedPosts.has(args.context)) throw adminRefusal();
      await requireAccess(args.request, args.context, access);
      return loader ? loader(args) : null;
    },
    action: async (args) => {
      try {
        await requireAccess(args.request, args.context, access);
      } catch (refusal) {
        refusedPosts.add(args.context);
        throw refusal;
      }
      if (action) return action(args);
      // What React Router answers an administrator when a route has no action.
      throw new Response(null, {
        status: 405,
        statusText: "Method Not Allowed",
        headers: { Allow: "GET, HEAD" },
      });
    },
  };
}
