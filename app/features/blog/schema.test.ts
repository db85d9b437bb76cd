import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "#tests/support/actions";
import { postFormSchema } from "./schema";

function errorsOf(fields: Record<string, string>) {
  const submission = parseWithZod(formData(fields), { schema: postFormSchema });
  return submission.status === "success" ? {} : submission.error;
}

describe("the post editor's schema", () => {
  it("asks for a title, the post and its author in the blog's words", () => {
    expect(errorsOf({})).toEqual({
      title: ["Please enter a title"],
      body: ["Please write the post"],
      authorName: ["Please enter the author's name"],
    });
  });

  it("checks the slug, the publish time and the lengths; empty optional fields are fine", () => {
    const base = { title: "Open day", body: "Hello", authorName: "Aisha" };
    expect(errorsOf({ ...base, slug: "", publishAt: "", tags: "", excerpt: "" })).toEqual({});
    expect(errorsOf({ ...base, slug: "open-day-2026", publishAt: "2030-07-01T09:00" })).toEqual({});
    expect(
      errorsOf({
        ...base,
        slug: "Open Day!",
        publishAt: "2030-02-30T09:00",
        title: "x".repeat(151),
        coverAlt: "x".repeat(201),
      }),
    ).toEqual({
      slug: ["Use lower-case letters, numbers and hyphens only"],
      publishAt: ["Please enter a valid date and time"],
      title: ["The title must be 150 characters or fewer"],
      coverAlt: ["The description must be 200 characters or fewer"],
    });
  });
});
