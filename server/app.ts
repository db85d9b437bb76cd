import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler as expressHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { FEATURES } from "#app/features.server";
import type { Env } from "#app/lib/config/env.server";
import { database } from "#app/lib/db/client.server";
import { publicPagesChanged, publicPagesVersion } from "#app/lib/http/public-pages.server";
import { logger } from "#app/lib/logger.server";
import {
  CLIENT_ADDRESS_HEADER,
  newVisitorId,
  visitorCookie,
  visitorIdFrom,
} from "#app/lib/security/visitor";
import { refuseUnsafeAddresses } from "./address-screening";
import { withAdminGuard } from "./admin-guard";
import { isCrossSiteRequest } from "./csrf";
import { withLostConnectionsAnswered } from "./database-faults";
import {
  FORM_BODY_MESSAGES,
  MAX_BODY_BYTES,
  refuseNonFormBodies,
  withScreenedActions,
} from "./form-bodies";
import { cspNonce } from "./nonce";
import { invalidateOnChange, pageCacheHandlers, type StartResponse } from "./page-cache/handler";
import { PageCache } from "./page-cache/store";
import { discardUnreadBodyAfterAnswer } from "./unread-bodies";

/**
 * Responses that carry a stricter policy of their own: stored emails (scripts off, sandboxed) and
 * CV files (nothing runs; only our own pages may frame them, for the CV viewer).
 */
const OWN_POLICY_PATH = /^\/admin\/emails\/\d+\/preview$|^\/directory\/job-seekers\/\d+\/cv$/;

/**
 * Pages any website may frame (the prayer-times widget): each sends its own policy, with
 * `frame-ancestors *`, and no X-Frame-Options, which would refuse them to other sites.
 */
const FRAMABLE_PATHS = new Set(["/widget"]);

export interface AppOptions {
  env: Env;
  /** The server build, or a loader for it (the dev server reloads it on every request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Extra middleware before the app's routes (the Vite dev server in development). */
  before?: express.RequestHandler[];
  clientDirectory?: string;
}

function stripeCheckoutOrigin(env: Env): string {
  return env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE).origin : "https://checkout.stripe.com";
}

/** The page cache for visitors without an account; off in development, where pages change with the code. */
function createPageCache(
  env: Env,
  render: ReturnType<typeof createRequestHandler>,
  loadContext: (req: Request, res: Response) => AppLoadContext,
) {
  if (env.NODE_ENV === "development" || env.PAGE_CACHE_MB === 0) return null;
  const cache = new PageCache({
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    versionCheckMs: 1000,
    versions: { read: publicPagesVersion, bump: publicPagesChanged },
    // The shared reads (lib/db/cache.server) must not fill a fresh page with what changed.
    onChangedElsewhere: () => database().changedElsewhere(),
    onError: (error, doing) =>
      logger.warn({ error: String(error) }, `page cache: could not ${doing}`),
  });
  return { cache, ...pageCacheHandlers(cache, render, loadContext) };
}

/** Gives a response its id (the proxy's X-Request-Id, or a new one) and its log line; its nonce. */
const startResponse: StartResponse = (req, res) => {
  const header = req.headers["x-request-id"];
  const requestId = (typeof header === "string" && header ? header : randomUUID()).slice(0, 64);
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      {
        requestId,
        method: req.method,
        path: (req.url ?? "").split("?")[0],
        status: res.statusCode,
        cache: res.getHeader("X-Page-Cache"),
        ms: Math.round(ms),
      },
      "request",
    );
  });
  return cspNonce();
};

/** The site as one request handler: kept pages at the front door, everything else through Express. */
export function createApp({
  env,
  build,
  before = [],
  clientDirectory = "build/client",
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Only the configured proxies' X-Forwarded-For is believed; without any, the socket's address.
  app.set("trust proxy", env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false);
  const secure = env.PUBLIC_URL.startsWith("https://");

  // The admin guard first: a non-admin is refused the same whatever the body holds. A lost
  // database connection anywhere inside (the guard's session lookup included) answers 503.
  const guarded = (build: ServerBuild) =>
    withLostConnectionsAnswered(withAdminGuard(withScreenedActions(build), FEATURES));
  const served = typeof build === "function" ? async () => guarded(await build()) : guarded(build);
  const mode = env.NODE_ENV === "development" ? "development" : "production";
  const loadContext = (req: Request, res: Response): AppLoadContext => ({
    nonce: res.locals.cspNonce as string,
    requestId: res.locals.requestId as string,
    clientIp: req.ip ?? "unknown",
    visitorId: (res.locals.visitorId as string | null | undefined) ?? null,
    features: FEATURES,
  });
  const pageCache = createPageCache(env, createRequestHandler(served, mode), loadContext);

  app.use((req, res, next) => {
    res.locals.cspNonce = startResponse(req, res);
    res.locals.requestId = res.getHeader("X-Request-Id");
    next();
  });

  // Better Auth reads the client's address from our header (sessions.ip_address), never the
  // visitor's. A browser's first form post gets its session id (the public forms' limits).
  app.use((req, res, next) => {
    if (req.ip) req.headers[CLIENT_ADDRESS_HEADER] = req.ip;
    else delete req.headers[CLIENT_ADDRESS_HEADER];
    let visitor = visitorIdFrom(req.headers.cookie);
    if (!visitor && req.method === "POST") {
      visitor = newVisitorId();
      res.append("Set-Cookie", visitorCookie(visitor, secure));
    }
    res.locals.visitorId = visitor;
    next();
  });

  const securityHeaders = (contentSecurityPolicy: boolean, framable = false) =>
    helmet({
      xFrameOptions: !framable,
      contentSecurityPolicy: contentSecurityPolicy && {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          // 'self': the CV viewer shows PDFs through our authorised CV route.
          frameSrc: ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
          connectSrc: ["'self'", ...(env.NODE_ENV === "development" ? ["ws:"] : [])],
          // A form post may be redirected to Stripe Checkout (or the test fake's checkout page).
          formAction: ["'self'", stripeCheckoutOrigin(env)],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: secure ? { maxAge: 63072000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
  const siteHeaders = securityHeaders(true);
  const ownPolicyHeaders = securityHeaders(false);
  const framableHeaders = securityHeaders(false, true);
  app.use((req, res, next) => {
    if (FRAMABLE_PATHS.has(req.path)) return framableHeaders(req, res, next);
    if (OWN_POLICY_PATH.test(req.path)) return ownPolicyHeaders(req, res, next);
    return siteHeaders(req, res, next);
  });
  app.use(refuseUnsafeAddresses);
  if (pageCache) app.use(pageCache.hits);
  app.use(compression());

  for (const middleware of before) app.use(middleware);

  app.use(
    "/assets",
    express.static(path.join(clientDirectory, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  // redirect: false, so that /summer (a page) is not sent to /summer/ because public/summer/ exists.
  app.use(express.static(clientDirectory, { maxAge: "1h", index: false, redirect: false }));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) {
      res.status(413).type("text/plain").send(FORM_BODY_MESSAGES.tooLarge);
      return;
    }
    if (isCrossSiteRequest(req, env.PUBLIC_URL)) {
      logger.warn(
        { requestId: res.locals.requestId, path: req.path },
        "cross-site request refused",
      );
      res
        .status(403)
        .type("text/plain")
        .send("Forbidden: this form was sent from another website.");
      return;
    }
    next();
  });
  app.use(refuseNonFormBodies);

  if (pageCache) {
    app.use(invalidateOnChange(pageCache.cache));
    app.use(pageCache.misses);
  }
  app.use(expressHandler({ build: served, mode, getLoadContext: loadContext }));
  const frontDoor = pageCache?.frontDoor;
  return (req: IncomingMessage, res: ServerResponse) => {
    discardUnreadBodyAfterAnswer(req, res);
    if (!frontDoor?.(req, res, startResponse)) app(req, res);
  };
}
