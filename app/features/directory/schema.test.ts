import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "#tests/support/actions";
import { ADMIN_MESSAGES, reviewSchema, suggestionSchema } from "./schema";

function parse(
  schema: typeof reviewSchema | typeof suggestionSchema,
  fields: Record<string, string>,
) {
  return parseWithZod(formData(fields), { schema });
}

describe("an administrator's review", () => {
  it("denies only with a reason, approves and deletes without one", () => {
    const denied = parse(reviewSchema, { intent: "deny", note: "  " });
    expect(denied.reply().error).toEqual({ note: [ADMIN_MESSAGES.denyNote] });
    expect(parse(reviewSchema, { intent: "deny", note: " Add a phone " })).toMatchObject({
      status: "success",
      value: { intent: "deny", note: "Add a phone" },
    });
    expect(parse(reviewSchema, { intent: "approve" })).toMatchObject({
      status: "success",
      value: { intent: "approve", note: "" },
    });
    expect(parse(reviewSchema, { intent: "delete" }).status).toBe("success");
  });

  it("refuses anything else", () => {
    expect(parse(reviewSchema, { intent: "publish" }).status).toBe("error");
  });
});

describe("a category suggestion", () => {
  it("needs some text, at most 200 characters", () => {
    expect(parse(suggestionSchema, { suggestion: " " }).reply().error).toEqual({
      suggestion: ["Please enter a category to suggest"],
    });
    expect(parse(suggestionSchema, { suggestion: "x".repeat(201) }).reply().error).toEqual({
      suggestion: ["Please use at most 200 characters"],
    });
  });
});
