import { data, Link } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { ReadingLayout } from "#app/components/ui/container";
import { cn } from "#app/lib/cn";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta } from "#app/lib/meta";
import { JanazahDetails, NoticeLink } from "../components/notice-details";
import { CARD_CLASSES } from "../components/notice-style";
import { NOTICES_MESSAGES as M } from "../messages";
import { findPublicNotice } from "../notices.server";
import { KIND_LABELS } from "../topics";
import type { Route } from "./+types/notice";

export const headers = publicPageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const notice = id === null ? null : await findPublicNotice(id, requestNow(request));
  if (!notice) throw data(M.notFound, { status: 404 });
  return { notice };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const notice = loaderData?.notice;
  if (!notice) return pageMeta(matches, { title: M.notFound.title, description: M.notFound.text });
  return pageMeta(matches, { title: notice.title, description: notice.body.slice(0, 160) });
}

export const links = () => [
  { rel: "alternate", type: "application/rss+xml", href: "/notices/feed.xml", title: M.title },
];

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <ReadingLayout
      header={
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-stone-700">
            {KIND_LABELS[notice.kind]}
          </p>
          <h1 className="mt-2 text-3xl font-semibold text-brand-strong sm:text-4xl">
            {notice.title}
          </h1>
          <p className="mt-3 text-stone-700">{notice.when}</p>
        </>
      }
    >
      <article
        className={cn("rounded-lg p-6 shadow-sm ring-1 ring-stone-200", CARD_CLASSES[notice.kind])}
      >
        <p className="whitespace-pre-line text-lg text-stone-800">{notice.body}</p>
        {notice.janazah ? <JanazahDetails janazah={notice.janazah} /> : null}
        <NoticeLink link={notice.link} />
      </article>
      <p className="mt-8">
        <Link
          to="/notices"
          className="font-semibold text-brand-strong underline underline-offset-4"
        >
          {M.allNotices}
        </Link>
      </p>
    </ReadingLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
