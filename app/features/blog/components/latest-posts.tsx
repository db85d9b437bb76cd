import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { PostCard, type PostCardData } from "./post-card";

/** The home page's "Latest from our blog": the three newest posts (nothing when there are none). */
export function LatestPosts({ posts }: { posts: PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="latest-posts-heading"
      className="border-t border-stone-200 bg-stone-50"
    >
      <Container className="py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-posts-heading" className="text-3xl font-semibold text-brand-strong">
            Latest from our blog
          </h2>
          <Link to="/blog" className="font-semibold text-brand-strong underline underline-offset-4">
            All posts
          </Link>
        </div>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
