// What other features may use of the blog (the home page's latest posts), and what it brings to
// the site (its descriptor).
import { blogPosts } from "#app/lib/db/schema";
import type { FeatureDescriptor } from "#app/lib/features/descriptor";
import { personalData, sitemapPostPages } from "./blog.server";
import { demoBlogPosts, seedBlogPosts } from "./seed.server";

export { latestPostsForHome } from "./blog.server";

export const blogFeature: FeatureDescriptor = {
  name: "blog",
  personalData: { tables: [blogPosts], export: personalData },
  uploads: [
    {
      table: blogPosts,
      column: blogPosts.coverImage,
      holds: "key",
      store: "public",
    },
    {
      table: blogPosts,
      column: blogPosts.body,
      holds: "markdown",
      store: "public",
    },
  ],
  seed: { demo: [{ name: "blog posts", run: seedBlogPosts, demoContent: demoBlogPosts }] },
  sitemap: () => sitemapPostPages(),
  adminNav: [{ label: "Blog", href: "/admin/blog", group: "Content", order: 70 }],
  adminAreas: [{ path: "/admin/blog", permissions: ["blog.manage"] }],
};
