import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { markBrieflyUnavailable } from "#app/lib/http/briefly-unavailable";
import { keepPersonalPagesPrivate } from "#app/lib/http/cache-control";
import { NonceContext } from "#app/lib/http/nonce";
import { errorForLog, logger } from "#app/lib/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and no-JS readers get the whole document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          markBrieflyUnavailable(routerContext.staticHandlerContext.errors, responseHeaders);
          keepPersonalPagesPrivate(request, responseHeaders);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger.error(
              { path: new URL(request.url).pathname, error: errorForLog(error) },
              "page could not be rendered",
            );
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Client navigations fetch a page's data: the same rule as for the page keeps it private. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  keepPersonalPagesPrivate(request, response.headers);
  return response;
};

/**
 * An error a loader or action did not answer itself (React Router answers 500). Logged without
 * the values it carries: React Router's own handler would print a failed query with its
 * parameters, the visitor's answers among them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  if (cause === undefined) return;
  logger.error(
    { path: new URL(request.url).pathname, error: errorForLog(cause) },
    "request failed",
  );
};
