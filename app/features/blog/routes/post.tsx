import { data, Link, redirect } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { ReadingLayout } from "#app/components/ui/container";
import { env } from "#app/lib/config/env.server";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { JsonLd } from "#app/lib/seo/json-ld";
import { breadcrumbJsonLd } from "#app/lib/seo/structured-data";
import { findPublicPost } from "../blog.server";
import { PostByline, PostCover } from "../components/post-card";
import { articleJsonLd } from "../structured-data";
import type { Route } from "./+types/post";

export const headers = publicPageHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  const found = await findPublicPost(params.slug);
  if (found.kind === "redirect") throw redirect(`/blog/${found.to}`, 301);
  if (found.kind === "missing") throw data(null, { status: 404 });
  return { found, origin: env().PUBLIC_URL };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const post = loaderData?.found.post;
  if (!post)
    return pageMeta(matches, {
      title: "Page not found",
      description: "The page you were looking for could not be found.",
    });
  return [
    ...pageMeta(matches, { title: post.title, description: post.excerpt, type: "article" }),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
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

function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { name: "WhatsApp", href: `https://wa.me/?text=${t}%20${u}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "X", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { name: "Email", href: `mailto:?subject=${t}&body=${u}` },
  ];
  return (
    <section aria-labelledby="share-heading" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="share-heading" className="text-lg font-semibold text-brand-strong">
        Share this post
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target={link.name === "Email" ? undefined : "_blank"}
              rel="noopener noreferrer"
              className="inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-strong ring-1 ring-stone-300 hover:bg-brand-soft"
            >
              {link.name}
              {link.name === "Email" ? null : (
                <span className="sr-only"> (opens in a new tab)</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const { found, origin } = loaderData;
  const { post, previous, next } = found;
  const url = `${origin}/blog/${post.slug}`;
  const site = useSiteSettings();
  return (
    <article>
      <JsonLd
        data={[
          articleJsonLd(origin, post, site),
          breadcrumbJsonLd(origin, [
            { name: "Blog", path: "/blog" },
            { name: post.title, path: `/blog/${post.slug}` },
          ]),
        ]}
      />
      <ReadingLayout
        header={
          <>
            <p className="text-sm">
              <Link
                to="/blog"
                className="font-semibold text-brand-strong underline underline-offset-4"
              >
                ← Our Blog
              </Link>
            </p>
            <h1
              id="page-title"
              tabIndex={-1}
              className="mt-4 text-3xl font-semibold text-brand-strong focus:outline-none sm:text-4xl"
            >
              {post.title}
            </h1>
            <div className="mt-4">
              <PostByline post={post} />
            </div>
            {post.tags.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/blog?tag=${encodeURIComponent(tag)}`}
                      className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-strong ring-1 ring-stone-300 hover:bg-stone-100"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        }
      >
        {post.cover ? (
          <PostCover cover={post.cover} eager className="mb-8 w-full rounded-2xl" />
        ) : null}
        <div
          className="prose-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered on the server and sanitised with js-xss (markdown.ts)
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <ShareLinks url={url} title={post.title} />
        {previous || next ? (
          <nav
            aria-label="More posts"
            className="mt-8 grid gap-4 border-t border-stone-200 pt-6 sm:grid-cols-2"
          >
            {previous ? (
              <Link
                to={`/blog/${previous.slug}`}
                rel="prev"
                className="rounded-xl p-4 ring-1 ring-stone-200 hover:ring-brand"
              >
                <span className="block text-sm text-stone-700">← Previous post</span>
                <span className="mt-1 block font-semibold text-brand-strong">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link
                to={`/blog/${next.slug}`}
                rel="next"
                className="rounded-xl p-4 text-right ring-1 ring-stone-200 hover:ring-brand"
              >
                <span className="block text-sm text-stone-700">Next post →</span>
                <span className="mt-1 block font-semibold text-brand-strong">{next.title}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </ReadingLayout>
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
