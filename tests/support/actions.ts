import type { AppLoadContext } from "react-router";
import { expect } from "vitest";
import { FEATURES } from "#app/features.server";

export const testContext: AppLoadContext = {
  nonce: "",
  clientIp: "203.0.113.7",
  visitorId: null,
  requestId: "test",
  features: FEATURES,
};

/** Form data as a browser sends it: a field with several values appears once per value. */
export function formData(fields: Record<string, string | string[] | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

/** The first message of each field in a Conform reply's errors, as the form shows them. */
export function firstMessages(
  error: Record<string, string[] | null> | undefined,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
}

/** A form POST as a browser would send it. */
export function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  init: RequestInit = {},
): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`http://localhost${path}`, { method: "POST", body, ...init });
}

/** Route arguments for a form POST to `path`, sent with this session cookie. */
export function postAs(
  cookie: string,
  path: string,
  fields: Record<string, string | string[]>,
  params: Record<string, string> = {},
) {
  return routeArgs(formRequest(path, fields, { headers: { Cookie: cookie } }), params);
}

/** Route arguments for a GET of `path`, sent with this session cookie. */
export function getAs(cookie: string, path: string, params: Record<string, string> = {}) {
  return routeArgs(new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), params);
}

/**
 * The arguments React Router passes to a route's action or loader. Each request gets its own
 * context, as on the server (a page's loaders share per-request lookups through it).
 */
export function routeArgs(
  request: Request,
  params: Record<string, string> = {},
  context: AppLoadContext = { ...testContext },
) {
  // biome-ignore lint/suspicious/noExplicitAny: route modules type their own args; tests build the common shape
  return { request, params, context, unstable_pattern: "" } as any;
}

/** What a Conform form's action answers with when it refuses: the errors and the values kept. */
interface FormReply {
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
}

/** The Conform result in an action's refusal (from `answer`). */
export function formResult(reply: { data: unknown }): FormReply["result"] {
  return (reply.data as FormReply).result;
}

/**
 * An action's answer as the page shows it: done (`{ message }`, the notice) or refused (the message
 * at the top of its error summary: `formError`, or a reply's `formErrors`).
 */
export function outcomeOf(data: unknown): { ok: boolean; message: string | undefined } {
  if (data && typeof data === "object" && "result" in data) {
    const { result } = data as { result: { error?: Record<string, string[] | null> } };
    return { ok: false, message: result.error?.[""]?.[0] };
  }
  return { ok: true, message: (data as { message?: string } | undefined)?.message };
}

export interface DataWithInit<T> {
  data: T;
  init: ResponseInit | null;
}

/** An action's answer as status + data, whether it redirected (Response) or returned data(). */
export function answer<T>(result: Response | DataWithInit<T> | T): {
  status: number;
  data: T | undefined;
  headers: Headers;
} {
  if (result instanceof Response)
    return { status: result.status, data: undefined, headers: result.headers };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const init = (result as DataWithInit<T>).init;
    return {
      status: init?.status ?? 200,
      data: (result as DataWithInit<T>).data,
      headers: new Headers(init?.headers),
    };
  }
  return { status: 200, data: result as T, headers: new Headers() };
}

/**
 * An action's or loader's answer (returned, or thrown and caught) as status, data (read by each
 * test as it needs) and headers.
 */
export function reply(value: unknown): { status: number; data: unknown; headers: Headers } {
  return answer(value as never);
}

/** Checks that the answer redirects to `location` with a toast (its message in a cookie). */
export function expectRedirectWithToast(
  result: { status: number; headers: Headers },
  location: string,
): void {
  expect(result.status).toBe(302);
  expect(result.headers.get("Location")).toBe(location);
  expect(result.headers.get("Set-Cookie")).toContain("wic_toast=");
}

/** What a loader or action threw (a redirect Response, or data() with a status). */
export async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

/** Who sends a request: a named test account (by its session cookie), nobody, or any cookie. */
type Sender<Name extends string> = Name | "anonymous" | { cookie: string };

/**
 * Route arguments for requests sent as the named accounts: multipart POSTs (files included) and
 * GETs, each with that account's cookie.
 */
export function requestsAs<Name extends string>(cookies: Record<Name, string>) {
  const headersOf = (who: Sender<Name>): HeadersInit => {
    const cookie = typeof who === "object" ? who.cookie : who === "anonymous" ? "" : cookies[who];
    return cookie ? { Cookie: cookie } : {};
  };
  return {
    post(
      url: string,
      fields: Record<string, string | string[] | File>,
      who: Sender<Name>,
      params: Record<string, string> = {},
    ) {
      return routeArgs(
        new Request(`http://localhost${url}`, {
          method: "POST",
          body: formData(fields),
          headers: headersOf(who),
        }),
        params,
      );
    },
    get(url: string, who: Sender<Name>, params: Record<string, string> = {}) {
      return routeArgs(new Request(`http://localhost${url}`, { headers: headersOf(who) }), params);
    },
  };
}
