import { Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AnnouncementBanner } from "#app/components/layout/announcement-banner";
import { ErrorScreen, errorTitle } from "#app/components/layout/error-screen";
import { NavigationProgress } from "#app/components/layout/navigation-progress";
import { SeasonBanner } from "#app/components/layout/season-banner";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SiteHeader } from "#app/components/layout/site-header";
import { SkipToContent } from "#app/components/layout/skip-link";
import { AccountBar } from "#app/features/accounts";
import { BRIEFLY_UNAVAILABLE_PAGE, isBrieflyUnavailable } from "#app/lib/http/briefly-unavailable";
import { pageMeta } from "#app/lib/meta";
import type { loader as rootLoader } from "#app/root";
import { seasonBanner } from "../season-banner.server";
import type { Route } from "./+types/site-layout";

/** The season's strip (Ramadan, Eid) under the announcement: shared reads only. */
export async function loader({ request }: Route.LoaderArgs) {
  return { season: await seasonBanner(request) };
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
      <AnnouncementBanner announcement={root?.announcement ?? null} />
      <SeasonBanner lines={layout?.season} />
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
