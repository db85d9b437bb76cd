import { Container, PageHeader } from "#app/components/ui/container";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta } from "#app/lib/meta";
import { NoticeList } from "../components/notice-list";
import { PushSubscribe } from "../components/push-subscribe";
import { NOTICES_MESSAGES as M } from "../messages";
import { NewsletterSignup } from "../newsletter/components/newsletter-signup";
import { publicNotices } from "../notices.server";
import type { Route } from "./+types/notices";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: M.title, description: M.description });
}

/** Lets feed readers find the notices' RSS feed from the page. */
export const links = () => [
  { rel: "alternate", type: "application/rss+xml", href: "/notices/feed.xml", title: M.title },
];

export const loader = ({ request }: Route.LoaderArgs) => publicNotices(requestNow(request));

export default function NoticesPage({ loaderData }: Route.ComponentProps) {
  const { current, recent } = loaderData;
  const empty = current.length === 0 && recent.length === 0;
  return (
    <>
      <PageHeader title={M.title} lead={M.lead} />
      <Container className="grid gap-10 py-10 lg:grid-cols-[2fr_1fr]">
        <div>
          {empty ? (
            <p className="text-lg text-stone-800">{M.empty}</p>
          ) : (
            <>
              <section aria-labelledby="current-heading">
                <h2 id="current-heading" className="text-2xl font-semibold text-brand-strong">
                  {M.currentHeading}
                </h2>
                {current.length > 0 ? (
                  <NoticeList notices={current} />
                ) : (
                  <p className="mt-3 text-stone-700">{M.noCurrent}</p>
                )}
              </section>
              {recent.length > 0 ? (
                <section aria-labelledby="recent-heading" className="mt-10">
                  <h2 id="recent-heading" className="text-2xl font-semibold text-brand-strong">
                    {M.recentHeading}
                  </h2>
                  <NoticeList notices={recent} />
                </section>
              ) : null}
            </>
          )}
          <p className="mt-8">
            <a
              href="/notices/feed.xml"
              className="font-semibold text-brand-strong underline underline-offset-4"
            >
              {M.feedLink}
            </a>
          </p>
        </div>
        <aside className="space-y-8">
          <PushSubscribe />
          <NewsletterSignup />
        </aside>
      </Container>
    </>
  );
}
