import type { SubmissionResult } from "@conform-to/react";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGES } from "#app/lib/security/control-characters";
import {
  FORM_BODY_MESSAGES,
  formBodyProblem,
  MAX_BODY_BYTES,
  withScreenedActions,
} from "./form-bodies";

const post = (contentType: string | undefined, contentLength: string | undefined = "10") => ({
  method: "POST",
  path: "/contact",
  contentType,
  contentLength,
  transferEncoding: undefined,
});

describe("formBodyProblem", () => {
  it.each([
    ["application/x-www-form-urlencoded"],
    ["application/x-www-form-urlencoded; charset=UTF-8"],
    ["Multipart/Form-Data; boundary=----abc"],
    ['multipart/form-data; charset=utf-8; boundary="x y"'],
  ])("lets a form through: %s", (type) => {
    expect(formBodyProblem(post(type))).toBeNull();
  });

  it("lets an empty urlencoded form through (the action answers its own field messages)", () => {
    expect(formBodyProblem(post("application/x-www-form-urlencoded", "0"))).toBeNull();
  });

  it.each([
    ["application/json", 415],
    ["text/plain;charset=UTF-8", 415],
    ["application/xml", 415],
    ["application/x-www-form-urlencodedx", 415],
    [undefined, 415],
    ["multipart/form-data", 400],
    ["multipart/form-data; boundary=", 400],
  ])("refuses %s with %i", (type, status) => {
    expect(formBodyProblem(post(type))?.status).toBe(status);
  });

  it("refuses an empty body without a type (400) and an empty multipart body (400)", () => {
    expect(formBodyProblem(post(undefined, "0"))?.status).toBe(400);
    expect(formBodyProblem(post("multipart/form-data; boundary=x", "0"))?.status).toBe(400);
  });

  it("counts a chunked body as a body", () => {
    expect(
      formBodyProblem({ ...post("application/json", "0"), transferEncoding: "chunked" })?.status,
    ).toBe(415);
  });

  it("leaves reads and the JSON endpoints alone", () => {
    expect(formBodyProblem({ ...post("application/json"), method: "GET" })).toBeNull();
    expect(
      formBodyProblem({ ...post("application/json"), path: "/api/stripe/webhook" }),
    ).toBeNull();
    expect(
      formBodyProblem({
        ...post("application/json"),
        path: "/.netlify/functions/create-stripe-session",
      }),
    ).toBeNull();
  });
});

/** A build of one route whose action says what it read. */
function buildWith(path = "contact") {
  const seen: { form?: FormData; json?: unknown } = {};
  const build = {
    routes: {
      route: {
        id: "route",
        path,
        module: {
          action: async ({ request }: { request: Request }) => {
            if (request.headers.get("content-type")?.includes("json"))
              seen.json = await request.json();
            else seen.form = await request.formData();
            return "done";
          },
        },
      },
    },
  } as unknown as ServerBuild;
  const action = withScreenedActions(build).routes.route?.module.action as (args: {
    request: Request;
  }) => Promise<unknown>;
  return { seen, act: (request: Request) => action({ request }) };
}

const formPost = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/contact", { method: "POST", body, headers });

describe("withScreenedActions: every action's body, read once and screened", () => {
  it("hands a clean form to the action, read once", async () => {
    const { seen, act } = buildWith();
    const body = new URLSearchParams({ name: "Amina\tKhan", message: "Line one\r\nline two" });
    expect(await act(formPost(body))).toBe("done");
    expect(seen.form?.get("message")).toBe("Line one\r\nline two");
  });

  it("answers a control character with the form's page: the message beside the field, the rest kept", async () => {
    const { seen, act } = buildWith();
    const answer = (await act(
      formPost(
        new URLSearchParams({
          firstName: "Ami\u0000na",
          message: "hello\u000bthere",
          email: "a@b.co",
          password: "secret\u0001",
        }),
      ),
    )) as { init: { status: number }; data: { result: SubmissionResult<string[]> } };
    expect(seen.form).toBeUndefined();
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toEqual({
      firstName: [CONTROL_CHARACTER_MESSAGES.field],
      message: [CONTROL_CHARACTER_MESSAGES.field],
      password: [CONTROL_CHARACTER_MESSAGES.field],
    });
    expect(answer.data.result.initialValue).toEqual({
      firstName: "Amina",
      message: "hellothere",
      email: "a@b.co",
    });
  });

  it("says it for the whole form when the field's name is one no page shows", async () => {
    const { act } = buildWith();
    const answer = (await act(formPost(new URLSearchParams([["a[]", "\u0000"]])))) as {
      data: { result: SubmissionResult<string[]> };
    };
    expect(answer.data.result.error).toEqual({ "": [CONTROL_CHARACTER_MESSAGES.form] });
  });

  it("refuses a control character in a file's name or in a field's name", async () => {
    const { act } = buildWith();
    const form = new FormData();
    form.append("cv", new Blob(["%PDF"]), "cv\u0000.pdf");
    const answer = (await act(formPost(form))) as { data: { result: SubmissionResult<string[]> } };
    expect(answer.data.result.error).toEqual({ cv: [CONTROL_CHARACTER_MESSAGES.field] });
  });

  it("refuses (400, thrown) a multipart body without parts, and a Conform intent it cannot apply", async () => {
    const { seen, act } = buildWith();
    const empty = formPost("--x--\r\n", { "Content-Type": "multipart/form-data; boundary=x" });
    await expect(act(empty)).rejects.toMatchObject({ status: 400 });
    for (const intent of ["-1", "null", '{"type":"remove","payload":{"name":"a","index":1}}'])
      await expect(
        act(formPost(new URLSearchParams({ __intent__: intent, a: "x" }))),
      ).rejects.toMatchObject({ status: 400 });
    expect(seen.form).toBeUndefined();
  });

  it("refuses (400, thrown) a field named after an object's prototype, which no page has", async () => {
    const { seen, act } = buildWith();
    const insert = '{"type":"insert","payload":{"name":"learners","defaultValue":{}}}';
    for (const name of ["__proto__", "constructor", "learners[0].__proto__", "a.constructor"])
      await expect(
        act(
          formPost(
            new URLSearchParams([
              ["__intent__", insert],
              [name, "x"],
            ]),
          ),
        ),
      ).rejects.toMatchObject({ status: 400 });
    expect(seen.form).toBeUndefined();
    expect(await act(formPost(new URLSearchParams({ proto: "x", constructorName: "y" })))).toBe(
      "done",
    );
  });

  it("refuses (413) a body without a declared length once it passes the limit, reading no more", async () => {
    const { act } = buildWith();
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: endless,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    const refusal = (await act(request).catch((error: unknown) => error)) as Response;
    expect(refusal.status).toBe(413);
    expect(await refusal.text()).toBe(FORM_BODY_MESSAGES.tooLarge);
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
  });

  it("refuses a JSON body holding a control character, and hands a clean one over", async () => {
    const { seen, act } = buildWith(".netlify/functions/create-stripe-session");
    const json = (body: string) => formPost(body, { "Content-Type": "application/json" });
    const refusal = (await act(json('{"email":"a\\u0000@b.co"}')).catch(
      (e: unknown) => e,
    )) as Response;
    expect(refusal.status).toBe(400);
    expect(await refusal.json()).toEqual({ error: CONTROL_CHARACTER_MESSAGES.json });
    expect(await act(json('{"email":"a@b.co"}'))).toBe("done");
    expect(seen.json).toEqual({ email: "a@b.co" });
  });

  it("leaves Stripe's signed webhook to read its own body", async () => {
    const { seen, act } = buildWith("api/stripe/webhook");
    const body = '{"id":"evt_1","name":"a\\u0000"}';
    expect(await act(formPost(body, { "Content-Type": "application/json" }))).toBe("done");
    expect(seen.json).toEqual({ id: "evt_1", name: "a\u0000" });
  });
});
