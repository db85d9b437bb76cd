import { parse, type SubmissionResult } from "@conform-to/react";
import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { logger } from "#app/lib/logger.server";
import {
  CONTROL_CHARACTER_MESSAGES,
  hasForbiddenControl,
  jsonHasForbiddenControl,
  withoutForbiddenControls,
} from "#app/lib/security/control-characters";

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
  tooLarge: "The upload is too large.",
} as const;

/** Largest request body accepted (uploads included); larger ones are refused with 413. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

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

/** The route whose JSON body is Stripe's signed event, read and verified by the webhook itself. */
const SIGNED_WEBHOOK_PATH = "api/stripe/webhook";

/**
 * The server build with every action's body read once, before the action runs, and screened:
 * - a form-typed body that cannot be read (cut short, a wrong boundary, no parts) answers 400;
 * - a body without a declared length (chunked) larger than MAX_BODY_BYTES answers 413, having
 *   kept no more than that in memory;
 * - a form field (name, value or file name) holding an invisible control character answers 400
 *   with the form's own page: the message is next to that field and every field keeps what was
 *   typed (without the characters); a JSON body with one answers 400 with `{ error }`.
 * The action then reads the same parsed form (`request.formData()`) or JSON.
 */
export function withScreenedActions(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const action = route?.module.action;
    routes[id] =
      route && action && route.path !== SIGNED_WEBHOOK_PATH
        ? {
            ...route,
            module: {
              ...route.module,
              action: async (args) => {
                const screened = await screenBody(args.request);
                if (screened instanceof globalThis.Request)
                  return action({ ...args, request: screened });
                // A refusal with no form to show is the error page's (thrown); a form's is its page's.
                if (screened instanceof globalThis.Response) throw screened;
                return screened;
              },
            },
          }
        : route;
  }
  return { ...build, routes };
}

/** An action's failed submission (React Router's `data(…)`, which it recognises by its shape). */
interface FormReply {
  type: "DataWithResponseInit";
  data: { result: SubmissionResult<string[]> };
  init: { status: 400 };
}
type Refusal = globalThis.Response | FormReply;

/** The request with its body read and checked, or the answer that refuses it. */
async function screenBody(request: globalThis.Request): Promise<globalThis.Request | Refusal> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  const isForm = type !== undefined && FORM_TYPES.includes(type);
  if (!request.body || (!isForm && type !== "application/json")) return request;
  const bytes = await readCapped(request);
  if (bytes === "too-large") return plainRefusal(request, 413, FORM_BODY_MESSAGES.tooLarge);
  const copy = new globalThis.Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes,
    signal: request.signal,
  });
  return isForm ? screenForm(request, copy) : screenJson(request, copy, bytes);
}

async function screenForm(
  original: globalThis.Request,
  copy: globalThis.Request,
): Promise<globalThis.Request | Refusal> {
  let form: FormData;
  try {
    form = await copy.formData();
  } catch (error) {
    return plainRefusal(original, 400, FORM_BODY_MESSAGES.unreadable, String(error));
  }
  const multipart = copy.headers.get("content-type")?.toLowerCase().startsWith("multipart/");
  if (multipart && [...form.keys()].length === 0)
    return plainRefusal(original, 400, FORM_BODY_MESSAGES.unreadable, "no parts");
  if (!conformCanRead(form))
    return plainRefusal(
      original,
      400,
      FORM_BODY_MESSAGES.unreadable,
      "a form intent it cannot apply",
    );
  if ([...form.keys()].some(namesAPrototype))
    return plainRefusal(original, 400, FORM_BODY_MESSAGES.unreadable, "a prototype's field name");
  const withControls = fieldsWithControls(form);
  if (withControls.length > 0) {
    logger.warn(
      { path: new URL(original.url).pathname, fields: withControls },
      "form refused: control characters",
    );
    return controlCharacterReply(form, withControls);
  }
  original.formData = () => Promise.resolve(form);
  return original;
}

async function screenJson(
  original: globalThis.Request,
  copy: globalThis.Request,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<globalThis.Request | Refusal> {
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON after all: the action answers its own message for a body it cannot read.
    return copy;
  }
  if (jsonHasForbiddenControl(parsed)) {
    logger.warn({ path: new URL(original.url).pathname }, "JSON refused: control characters");
    return globalThis.Response.json({ error: CONTROL_CHARACTER_MESSAGES.json }, { status: 400 });
  }
  return copy;
}

/** The names of the fields whose name, text or file name holds a forbidden control character. */
function fieldsWithControls(form: FormData): string[] {
  const names = new Set<string>();
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (hasForbiddenControl(name) || hasForbiddenControl(text))
      names.add(withoutForbiddenControls(name));
  }
  return [...names];
}

/**
 * The form's failed submission, as every action answers one (`{ result }`, lib/forms.server), so
 * the page shows the message next to each field and what was typed, less the characters.
 * Passwords are never sent back.
 */
function controlCharacterReply(form: FormData, fields: string[]): FormReply {
  const cleaned = new FormData();
  for (const [name, value] of form)
    if (typeof value === "string" && isFieldName(withoutForbiddenControls(name)))
      cleaned.append(withoutForbiddenControls(name), withoutForbiddenControls(value));
  const submission = parse<unknown, string[]>(cleaned, { resolve: () => ({ error: {} }) });
  const named = fields.filter(isFieldName);
  const result: SubmissionResult<string[]> = submission.reply({
    fieldErrors: Object.fromEntries(
      named.map((name) => [name, [CONTROL_CHARACTER_MESSAGES.field]]),
    ),
    // A field the page cannot show (a crafted name): said for the whole form.
    ...(named.length < fields.length ? { formErrors: [CONTROL_CHARACTER_MESSAGES.form] } : {}),
    hideFields: [...cleaned.keys()].filter((name) => /^\w*password$/i.test(name)),
  });
  return { type: "DataWithResponseInit", data: { result }, init: { status: 400 } };
}

/**
 * Whether Conform (which every form's action uses) can read the form: a crafted `__intent__`
 * (not one of its list or validate commands, or one aimed at a field that is not a list) makes
 * it throw, which must be the sender's 400 rather than a 500.
 */
function conformCanRead(form: FormData): boolean {
  try {
    parse(form, { resolve: () => ({ error: {} }) }).reply();
    return true;
  } catch {
    return false;
  }
}

/**
 * A field named `__proto__` or `constructor` (or with such a part): no page has one, and Conform,
 * which ignores it when parsing, throws on it when the page is drawn with a list intent's answer.
 */
function namesAPrototype(name: string): boolean {
  return name.split(/[.[\]]/).some((part) => part === "__proto__" || part === "constructor");
}

/** A name Conform can show a message for (not `a[]`, `a[`, or another it cannot follow). */
function isFieldName(name: string): boolean {
  const probe = new FormData();
  probe.append(name, "");
  try {
    parse(probe, { resolve: () => ({ error: {} }) }).reply({ hideFields: [name] });
    return true;
  } catch {
    return false;
  }
}

/**
 * The body, read whole into memory, or "too-large" as soon as it passes MAX_BODY_BYTES (a body
 * with a declared length was refused before it was read; one without is counted as it comes).
 */
async function readCapped(
  request: globalThis.Request,
): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      reader.releaseLock();
      return "too-large";
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function plainRefusal(
  request: globalThis.Request,
  status: 400 | 413,
  message: string,
  reason?: string,
): Refusal {
  logger.warn(
    { path: new URL(request.url).pathname, status, ...(reason ? { reason } : {}) },
    "request body refused",
  );
  return new globalThis.Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
