import { describe, expect, it } from "vitest";
import { formBodyProblem } from "./form-bodies";

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
