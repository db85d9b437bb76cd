import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container, PageHeader } from "#app/components/ui/container";
import { Pagination } from "#app/components/ui/pagination";
import { cn } from "#app/lib/cn";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { listPublicPosts } from "../blog.server";
import { PostCard } from "../components/post-card";
import type { Route } from "./+types/blog";

export const headers = publicPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const tag = query.get("tag")?.trim().toLowerCase() || null;
  const page = Number.parseInt(query.get("page") ?? "1", 10);
  return listPublicPosts({ tag, page: Number.isFinite(page) ? page : 1 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.tag ? `Blog: ${loaderData.tag}` : "Our Blog",
    description:
      "News, events and reflections from Watford Islamic Centre: the academy, our community projects and the summer programmes.",
  });
}

/** Lets feed readers find the blog's Atom feed from the page. */
export const links = () => [
  {
    rel: "alternate",
    type: "application/atom+xml",
    href: "/blog/feed.xml",
    title: "Watford Islamic Centre Blog",
  },
];

function pageHref(tag: string | null, page: number): string {
  const query = new URLSearchParams();
  if (tag) query.set("tag", tag);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/blog?${text}` : "/blog";
}

/** A link of the tag filter; the current choice is filled in. */
function TagChip({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2",
        current
          ? "bg-brand-strong text-white ring-brand-strong"
          : "bg-white text-brand-strong ring-stone-300 hover:bg-brand-soft",
      )}
    >
      {children}
    </Link>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, tags, tag, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Our Blog"
        lead="News, events and reflections from the centre, the academy and our community projects."
      />
      <Container className="py-10 sm:py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          {tags.length > 0 ? (
            <nav aria-label="Filter by tag">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <TagChip to="/blog" current={tag === null}>
                    All posts
                  </TagChip>
                </li>
                {tags.map((name) => (
                  <li key={name}>
                    <TagChip to={pageHref(name, 1)} current={tag === name}>
                      {name}
                    </TagChip>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <span />
          )}
          <a
            href="/blog/feed.xml"
            className="text-sm font-semibold text-brand-strong underline underline-offset-4"
          >
            Subscribe (Atom feed)
          </a>
        </div>

        {posts.length === 0 ? (
          <div className="mt-10 rounded-2xl bg-stone-50 p-8 text-center ring-1 ring-stone-200">
            <h2 className="text-xl font-semibold text-brand-strong">
              {tag ? `No posts tagged “${tag}” yet` : "No posts yet"}
            </h2>
            <p className="mt-2 text-stone-700">
              {tag ? (
                <Link to="/blog" className="font-semibold text-brand-strong underline">
                  See all posts
                </Link>
              ) : (
                "Check back soon for news from the centre."
              )}
            </p>
          </div>
        ) : (
          <>
            <p className="sr-only" aria-live="polite">
              {total === 1 ? "1 post" : `${total} posts`}
              {tag ? ` tagged ${tag}` : ""}
            </p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </>
        )}

        <Pagination
          page={page}
          pageCount={pageCount}
          href={(to) => pageHref(tag, to)}
          previous="← Newer posts"
          next="Older posts →"
        />
      </Container>
    </>
  );
}
