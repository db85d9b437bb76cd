import type { ReactNode } from "react";
import { ReadingLayout } from "#app/components/ui/container";
import { JsonLd } from "#app/lib/seo/json-ld";
import { breadcrumbJsonLd } from "#app/lib/seo/structured-data";

export interface ContentPageData {
  title: string;
  description: string;
  /** YYYY-MM-DD of the last saved version, and the same date in words. */
  updated: string | null;
  updatedLabel: string | null;
  html: string;
}

/** A page and, for search engines, its place under Home (the loaders of the policy pages). */
export const withBreadcrumb = <Page extends ContentPageData & { path: string }>(
  page: Page,
  origin: string,
) => ({ page, structuredData: breadcrumbJsonLd(origin, [{ name: page.title, path: page.path }]) });

/**
 * A Markdown page: its title, the date it was last updated and its prose. The HTML was rendered
 * and sanitised on the server when staff saved the page (lib/markdown: no scripts, frames, event
 * handlers or unsafe links).
 */
export function ContentPage({
  page,
  structuredData,
  beforeContent,
  afterContent,
}: {
  page: ContentPageData;
  /** Structured data for search engines, written before the page. */
  structuredData?: Parameters<typeof JsonLd>[0]["data"];
  beforeContent?: ReactNode;
  afterContent?: ReactNode;
}) {
  return (
    <>
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <ReadingLayout
        header={
          <>
            <h1
              id="page-title"
              tabIndex={-1}
              className="max-w-3xl text-3xl font-semibold text-brand-strong focus:outline-none sm:text-4xl"
            >
              {page.title}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-stone-700">{page.description}</p>
            {page.updated && page.updatedLabel ? (
              <p className="mt-4 text-sm text-stone-600">
                Last updated <time dateTime={page.updated}>{page.updatedLabel}</time>
              </p>
            ) : null}
          </>
        }
      >
        {beforeContent}
        <div
          className="prose-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (lib/markdown/safe-html)
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
        {afterContent}
      </ReadingLayout>
    </>
  );
}
