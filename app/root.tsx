import "#app/lib/http/context";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { ErrorScreen } from "#app/components/layout/error-screen";
import { toast as showToast, Toaster } from "#app/components/ui/toaster";
import { projectNavigation } from "#app/features/projects/index.server";
import { getCurrentUser } from "#app/lib/auth/session.server";
import { activeAnnouncement } from "#app/lib/config/announcement";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { site as defaultSettings, type SiteConfig } from "#app/lib/config/site";
import { SiteSettingsContext } from "#app/lib/config/use-site-settings";
import { requestNow } from "#app/lib/http/clock.server";
import { useNonce } from "#app/lib/http/nonce";
import { type Toast, takeToast } from "#app/lib/http/toast.server";
import { SiteUrlTags } from "#app/lib/seo/site-url-tags";
import { localDate } from "#app/lib/time/london";
import { restoreTypedBeforeHydration } from "#app/lib/typed-before-hydration";
import { useHydrated } from "#app/lib/use-hydrated";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // The Latin subsets of the two fonts are needed by every page: fetch them with the CSS.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ toast, headers }, user, settings, projects] = await Promise.all([
    takeToast(request),
    // The context lets a page's own loader reuse this lookup of the session.
    getCurrentUser(request, context),
    getSiteSettings(),
    // The visible projects' slugs and titles, for the header (one small query).
    projectNavigation(),
  ]);
  const today = localDate(requestNow(request));
  const year = Number(today.slice(0, 4));
  // The site's public address, for canonical links, share tags and structured data.
  const publicUrl = env().PUBLIC_URL;
  // The banner above every public page, if one is set for today (UK date).
  const announcement = activeAnnouncement(settings, today);
  return data({ toast, year, user, publicUrl, settings, projects, announcement }, { headers });
}

/** The brand colours as CSS variables (hex values, checked when the admin saves them). */
function themeCss({ colours }: SiteConfig): string {
  return `:root{--site-brand:${colours.brand};--site-brand-strong:${colours.brandStrong};--site-brand-soft:${colours.brandSoft};--site-accent:${colours.accent};--site-accent-soft:${colours.accentSoft};--site-ink:${colours.ink}}`;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const publicUrl = root?.publicUrl;
  // Defaults from site.ts when the root loader failed (the error page still has a name).
  const settings = (root?.settings as SiteConfig | undefined) ?? defaultSettings;
  // Wall screens opt out of React in the browser: they carry their own small script.
  const hydrate = !useMatches().some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
  // Once React has taken the page over: what was typed before then is put back (hydration sets it
  // back), and the page is marked, so the browser tests can wait for it.
  useEffect(() => {
    restoreTypedBeforeHydration();
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={settings.colours.brand} />
        <Meta />
        <SiteUrlTags origin={publicUrl} />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CSS from hex colours validated on save */}
        <style dangerouslySetInnerHTML={{ __html: themeCss(settings) }} />
      </head>
      <body>
        <SiteSettingsContext value={settings}>{children}</SiteSettingsContext>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

const toastDurations: Record<Toast["type"], number> = { success: 2000, error: 4000, info: 4000 };

function FlashToast({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "info" ? showToast : showToast[toast.type];
    show(toast.message, { duration: toastDurations[toast.type] });
  }, [toast]);
  if (!toast || hydrated) return null;
  // Until JavaScript runs (or without it) the toast cannot pop up: the page prints the message.
  return (
    <div role="status" className="bg-brand-strong px-4 py-3 text-center font-semibold text-white">
      {toast.message}
    </div>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { toast } = loaderData;
  return (
    <>
      <FlashToast toast={toast} />
      <Toaster
        position="top-center"
        duration={4000}
        visibleToasts={20}
        closeButton
        toastOptions={{ classNames: { toast: "!border-l-4 !border-l-brand !text-ink" } }}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}
