import { type MetaMatchList, pageMeta } from "#app/lib/meta";

/** Meta tags of a Markdown page, from its front matter. */
export function contentMeta(
  matches: MetaMatchList,
  page: { title: string; description: string } | undefined,
) {
  if (!page) {
    return pageMeta(matches, {
      title: "Page not found",
      description: "Something went wrong while loading this page.",
    });
  }
  return pageMeta(matches, { title: page.title, description: page.description, type: "article" });
}
