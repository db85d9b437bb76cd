import { Link } from "react-router";
import { GeometricPattern } from "#app/components/layout/geometric-pattern";
import { formatPostDate, readingTimeLabel } from "../rules";

/** What a card needs of a post (the loaders' PostSummary, as JSON). */
export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  publishedAt: string;
  readingMinutes: number;
  tags: string[];
  cover: { url: string; width: number; height: number; alt: string } | null;
}

/** The cover, or the centre's pattern when a post has none (decorative, so no alt text). */
export function PostCover({
  cover,
  className,
  eager = false,
}: {
  cover: PostCardData["cover"];
  className?: string;
  eager?: boolean;
}) {
  if (!cover) {
    return (
      <div className={`relative overflow-hidden bg-brand-strong ${className ?? ""}`}>
        <GeometricPattern className="absolute inset-0 size-full text-white/15" tile={56} />
      </div>
    );
  }
  return (
    <img
      src={cover.url}
      alt={cover.alt}
      width={cover.width}
      height={cover.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`object-cover ${className ?? ""}`}
    />
  );
}

/** Date, author and reading time of a post. */
export function PostByline({ post }: { post: PostCardData }) {
  return (
    <p className="text-sm text-stone-700">
      <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>By {post.authorName}</span>
      <span aria-hidden="true"> · </span>
      <span>{readingTimeLabel(post.readingMinutes)}</span>
    </p>
  );
}

export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand">
      <PostCover cover={post.cover} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-semibold text-brand-strong">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <div className="mt-2">
          <PostByline post={post} />
        </div>
        <p className="mt-3 flex-1 text-stone-800">{post.excerpt}</p>
        {post.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
