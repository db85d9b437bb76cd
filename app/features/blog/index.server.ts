// What other features may use of the blog (the home page's latest posts, the sitemap, "Download my data").
export { latestPostsForHome, personalData, sitemapPostPages } from "./blog.server";
