import { beforeAll } from "vitest";
import * as postPage from "#app/features/blog/routes/post";
import { blogPosts } from "#app/lib/db/schema";
import { answer, formData, routeArgs } from "./actions";
import { createAccount } from "./auth";
import { setupTestDatabase } from "./database";

export const hour = 3600_000;

/** The editor's fields for a valid post (without its intent). */
export const baseFields = {
  title: "Eid party for the whole family",
  slug: "",
  excerpt: "",
  body: "## Join us\n\nFood, games and **prizes** for all ages. <script>alert(1)</script>",
  tags: "Events, Family",
  authorName: "Aisha Admin",
  coverAlt: "",
  publishAt: "",
};

/**
 * The blog's tests: a database with an administrator (Aisha) and a member (Umar), GETs and
 * multipart POSTs sent as either or as nobody, posts to insert and the post page's answer.
 */
export function setupBlogTests() {
  const { db } = setupTestDatabase();
  const cookies = { admin: "", user: "" };
  type Who = keyof typeof cookies | "anonymous";

  beforeAll(async () => {
    cookies.admin = (
      await createAccount(db(), { name: "Aisha Admin", email: "aisha@example.org", role: "admin" })
    ).cookie;
    cookies.user = (
      await createAccount(db(), { name: "Umar User", email: "umar@example.org" })
    ).cookie;
  });

  const headersFor = (who: Who): HeadersInit =>
    who === "anonymous" ? {} : { Cookie: cookies[who] };

  function get(path: string, who: Who = "anonymous", params: Record<string, string> = {}) {
    return routeArgs(new Request(`http://localhost${path}`, { headers: headersFor(who) }), params);
  }

  return {
    db,
    get,
    /** A multipart form post, as the editor sends it. */
    post(
      path: string,
      fields: Record<string, string | File>,
      who: Who,
      params: Record<string, string> = {},
    ) {
      return routeArgs(
        new Request(`http://localhost${path}`, {
          method: "POST",
          body: formData(fields),
          headers: headersFor(who),
        }),
        params,
      );
    },
    /** The post page's answer: the post, or the 404 its loader throws. */
    async postPageAnswer(slug: string) {
      const result: unknown = await postPage
        .loader(get(`/blog/${slug}`, "anonymous", { slug }))
        .catch((error: unknown) => error);
      return answer<{ found: { post: { html: string } } | null }>(
        result as { found: { post: { html: string } } | null },
      );
    },
    async insertPost(values: Partial<typeof blogPosts.$inferInsert> & { slug: string }) {
      const [row] = await db()
        .insert(blogPosts)
        .values({
          title: values.slug,
          excerpt: `About ${values.slug}`,
          body: `Body of ${values.slug}`,
          authorName: "Tester",
          ...values,
        })
        .returning();
      if (!row) throw new Error("no row");
      return row;
    },
  };
}
