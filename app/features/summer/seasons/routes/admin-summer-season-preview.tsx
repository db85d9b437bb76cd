import { data, Link } from "react-router";
import { linkClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { summerSlideshowImages } from "#app/features/media/index.server";
import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { parseId } from "#app/lib/http/ids";
import { adminMeta } from "#app/lib/meta";
import { localDate } from "#app/lib/time/london";
import { SummerFaq } from "../../pages/components/summer-faq";
import { SummerLanding } from "../../pages/components/summer-landing";
import { SummerProgrammes } from "../../pages/components/summer-programmes";
import { SummerTerms } from "../../pages/components/summer-terms";
import {
  faqContent,
  landingContent,
  programmesContent,
  termsContent,
} from "../../pages/page-content";
import { seasonById } from "../../pages/pages.server";
import { displayStatus, seasonDates } from "../season";
import {
  PREVIEW_BANNER_ID,
  PREVIEW_PAGE_LABELS,
  PREVIEW_PAGES,
  PREVIEW_TEXTS,
  type PreviewPage,
  previewHeadline,
  previewLinks,
  previewPage,
  previewPath,
} from "../season-preview";
import { currentSeason as shownSeason } from "../seasons.server";
import type { Route } from "./+types/admin-summer-season-preview";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(
    matches,
    loaderData ? `Preview “${loaderData.season.title}”` : "Summer season preview",
    "Admin: the summer pages as they will read with a season.",
  );
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = parseId(params.id);
  const now = requestNow(request);
  const [season, shown, photos] = await Promise.all([
    id === null ? null : seasonById(request, id),
    shownSeason(now),
    summerSlideshowImages(),
  ]);
  if (!season) throw data("Season not found", { status: 404 });
  const shownNow = shown?.season.id === season.id;
  return {
    season: { id: season.id, title: season.title },
    page: previewPage(new URL(request.url).searchParams.get("page")),
    headline: previewHeadline({
      shownNow,
      status: displayStatus(season.status, seasonDates(season).at(-1), localDate(now)),
    }),
    photos,
    landing: landingContent(season),
    programmes: programmesContent(season),
    faq: faqContent(season),
    terms: termsContent(season),
  };
}

/** What the preview is, that nobody registers from it, its pages, and the way back. */
function PreviewBanner({
  seasonId,
  headline,
  page,
}: {
  seasonId: number;
  headline: string;
  page: PreviewPage;
}) {
  return (
    <section
      id={PREVIEW_BANNER_ID}
      aria-labelledby={`${PREVIEW_BANNER_ID}-headline`}
      className="mb-6 scroll-mt-4 rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 text-ink"
    >
      <p id={`${PREVIEW_BANNER_ID}-headline`} className="text-lg font-semibold text-amber-900">
        {headline}
      </p>
      <p className="mt-1 text-sm text-stone-800">{PREVIEW_TEXTS.what}</p>
      <p className="mt-1 text-sm text-stone-800">{PREVIEW_TEXTS.signUp}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <Link to={`/admin/summer/seasons/${seasonId}`} className={linkClasses}>
          {PREVIEW_TEXTS.back}
        </Link>
        <nav aria-label="Preview pages">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {PREVIEW_PAGES.map((each) => (
              <li key={each}>
                <Link
                  to={previewPath(seasonId, each)}
                  aria-current={each === page ? "page" : undefined}
                  className={each === page ? "font-semibold text-ink no-underline" : linkClasses}
                >
                  {PREVIEW_PAGE_LABELS[each]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

export default function AdminSummerSeasonPreview({ loaderData }: Route.ComponentProps) {
  const { season, page, headline, photos, landing, programmes, faq, terms } = loaderData;
  const links = previewLinks(season.id, page);
  return (
    <>
      <PreviewBanner seasonId={season.id} headline={headline} page={page} />
      {page === "programmes" ? (
        <SummerProgrammes content={programmes} links={links} />
      ) : page === "faq" ? (
        <SummerFaq content={faq} links={links} />
      ) : page === "terms" ? (
        <SummerTerms content={terms} />
      ) : (
        <SummerLanding content={landing} photos={photos} links={links} />
      )}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
