// What other features may use of the blog (components and types).
export { LatestPosts } from "./components/latest-posts";
