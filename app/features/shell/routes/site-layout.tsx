import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AnnouncementBanner } from "#app/components/layout/announcement-banner";
import { ErrorScreen, errorTitle } from "#app/components/layout/error-screen";
import { LinkStrip } from "#app/components/layout/link-strip";
import { NavigationProgress } from "#app/components/layout/navigation-progress";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SiteHeader } from "#app/components/layout/site-header";
import { SkipToContent } from "#app/components/layout/skip-link";
import { AccountBar } from "#app/features/accounts";
import { siteBannerNotices } from "#app/features/notices/index.server";
import { BRIEFLY_UNAVAILABLE_PAGE, isBrieflyUnavailable } from "#app/lib/http/briefly-unavailable";
import { requestNow } from "#app/lib/http/clock.server";
import { pageMeta } from "#app/lib/meta";
import type { loader as rootLoader } from "#app/root";
import { seasonBanner } from "../season-banner.server";
import type { Route } from "./+types/site-layout";

/**
 * The season's strip (Ramadan, Eid) under the announcement, and the notices for the site above it
 * (at the request's clock, so one disappears at its end): shared reads only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [season, notices] = await Promise.all([
    seasonBanner(request),
    siteBannerNotices(requestNow(request)),
  ]);
  return { season, notices };
}

// Pages set their own titles; this one serves when a page fails before it can.
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  if (isBrieflyUnavailable(error))
    return pageMeta(matches, {
      title: BRIEFLY_UNAVAILABLE_PAGE.title,
      description: BRIEFLY_UNAVAILABLE_PAGE.text,
    });
  return pageMeta(matches, {
    title: errorTitle(error),
    description: "Something went wrong while loading this page.",
  });
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // Absent when this layout's own loader failed (its error page).
  const layout = useRouteLoaderData<typeof loader>("features/shell/routes/site-layout");
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <NavigationProgress />
      <LinkStrip strip={layout?.notices} />
      <AnnouncementBanner announcement={root?.announcement ?? null} />
      <LinkStrip strip={layout?.season} />
      <SiteHeader
        projects={root?.projects}
        accountArea={<AccountBar key={root?.user?.id ?? "anonymous"} user={root?.user ?? null} />}
      />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter year={root?.year ?? new Date().getFullYear()} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Shell>
      <ErrorScreen error={useRouteError()} />
    </Shell>
  );
}
