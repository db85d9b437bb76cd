import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { logger } from "~/lib/logger.server";

/**
 * Every action reads an HTML form: a body of another type, or one that cannot be read, is the
 * sender's mistake (or a probe), never a server error. This module answers both for every route at
 * once: 415 or 400 with a short plain message, logged as a warning, before any action runs.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Endpoints that read another body: Stripe's signed JSON webhook and the old site's JSON call. */
const NON_FORM_ENDPOINTS = new Set([
  "/api/stripe/webhook",
  "/.netlify/functions/create-stripe-session",
]);

export const FORM_BODY_MESSAGES = {
  wrongType:
    "This address accepts only form data (application/x-www-form-urlencoded or multipart/form-data).",
  unreadable: "The form could not be read. Please try again.",
} as const;

interface BodyHeaders {
  method: string;
  path: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
}

/** What is wrong with a request's body for a form action, or null when an action may read it. */
export function formBodyProblem(
  request: BodyHeaders,
): { status: 400 | 415; message: string } | null {
  if (!WITH_BODY.has(request.method) || NON_FORM_ENDPOINTS.has(request.path)) return null;
  const empty = request.transferEncoding === undefined && Number(request.contentLength ?? 0) === 0;
  const [mediaType = "", ...parameters] = (request.contentType ?? "").split(";");
  const type = mediaType.trim().toLowerCase();
  if (!type)
    return {
      status: empty ? 400 : 415,
      message: empty ? FORM_BODY_MESSAGES.unreadable : FORM_BODY_MESSAGES.wrongType,
    };
  if (!FORM_TYPES.includes(type)) return { status: 415, message: FORM_BODY_MESSAGES.wrongType };
  if (type === "multipart/form-data") {
    const boundary = parameters.some((parameter) => /^\s*boundary=\S/i.test(parameter));
    if (!boundary || empty) return { status: 400, message: FORM_BODY_MESSAGES.unreadable };
  }
  return null;
}

/** Express middleware: refuses bodies no action can read, before React Router sees them. */
export function refuseNonFormBodies(req: Request, res: Response, next: NextFunction) {
  const problem = formBodyProblem({
    method: req.method,
    path: req.path,
    contentType: req.get("content-type"),
    contentLength: req.get("content-length"),
    transferEncoding: req.get("transfer-encoding"),
  });
  if (!problem) {
    next();
    return;
  }
  logger.warn(
    {
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
      contentType: req.get("content-type") ?? null,
      status: problem.status,
    },
    "request body refused",
  );
  res.status(problem.status).type("text/plain").send(problem.message);
}

/**
 * The server build with every action's `request.formData()` answering 400 instead of throwing
 * when a form-typed body is malformed (a multipart body cut short or with a wrong boundary), which
 * no header check can see before the body is read.
 */
export function withUnreadableFormsRefused(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route?.module.action;
    routes[id] =
      route && action
        ? {
            ...route,
            module: {
              ...route.module,
              action: (args) => action({ ...args, request: refusingUnreadableForm(args.request) }),
            },
          }
        : route;
  }
  return { ...build, routes };
}

function refusingUnreadableForm(request: globalThis.Request): globalThis.Request {
  const readForm = request.formData.bind(request);
  request.formData = async () => {
    try {
      return await readForm();
    } catch (error) {
      logger.warn(
        { path: new URL(request.url).pathname, error: String(error) },
        "request body refused",
      );
      throw new globalThis.Response(FORM_BODY_MESSAGES.unreadable, {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  };
  return request;
}
