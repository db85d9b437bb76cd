import { pageMeta } from "~/lib/meta";

/** Meta tags of a Markdown page, from its front matter. */
export function contentMeta(page: { title: string; description: string } | undefined) {
  if (!page) {
    return pageMeta({
      title: "Page not found",
      description: "Something went wrong while loading this page.",
    });
  }
  return pageMeta({ title: page.title, description: page.description, type: "article" });
}
