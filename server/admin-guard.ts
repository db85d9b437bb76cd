import type { ServerBuild } from "react-router";
import { adminRefusal, requireAdmin } from "#app/lib/auth/session.server";

/**
 * Every address under /admin answers anyone but an administrator alike, whatever the route does:
 * a page request (GET, HEAD) goes to the home page with the "Access denied" toast, and any other
 * method answers requireAdmin's 403. Without this, a route with no action answered 405, and a
 * refused post to a page with its own error screen answered 302, because React Router then reloads
 * the admin layout's data with a GET. Each admin route still calls requireAdmin itself.
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
export function withAdminGuard(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes))
    routes[id] =
      route && isAdminPath(routeFullPath(build, id))
        ? { ...route, module: guarded(route.module) }
        : route;
  return { ...build, routes };
}

function guarded(module: RouteModule): RouteModule {
  const { loader, action } = module;
  return {
    ...module,
    loader: async (args) => {
      if (refusedPosts.has(args.context)) throw adminRefusal();
      await requireAdmin(args.request, args.context);
      return loader ? loader(args) : null;
    },
    action: async (args) => {
      try {
        await requireAdmin(args.request, args.context);
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
