import type { ServerBuild } from "react-router";
import { faultCode, isConnectionLost } from "#app/lib/db/connection-faults";
import { brieflyUnavailable } from "#app/lib/http/briefly-unavailable";
import { logger } from "#app/lib/logger.server";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Handler = NonNullable<RouteModule["loader"]>;

/**
 * A loader or action whose database connection was lost answers 503 "briefly unavailable"
 * (documents show the page, data requests the same error) instead of 500. Nothing is retried:
 * an action may have changed data before the cut, and the visitor decides whether to send again.
 */
function answeringLostConnections(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      logger.warn(
        {
          requestId: args.context?.requestId,
          method: args.request.method,
          path: new URL(args.request.url).pathname,
          code: faultCode(error),
        },
        "request answered 503: the database connection was lost",
      );
      throw brieflyUnavailable();
    }
  };
}

/** The server build with every loader and action answering a lost database connection with 503. */
export function withLostConnectionsAnswered(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: answeringLostConnections(loader) } : {}),
        ...(action ? { action: answeringLostConnections(action as Handler) } : {}),
      },
    };
  }
  return { ...build, routes };
}
