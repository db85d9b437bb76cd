import "~/lib/http/context";
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
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { toast as showToast, Toaster } from "sonner";
import { ErrorScreen } from "~/components/layout/error-screen";
import { getCurrentUser } from "~/features/accounts/index.server";
import { projectNavigation } from "~/features/projects/index.server";
import { env } from "~/lib/config/env.server";
import { getSiteSettings } from "~/lib/config/settings.server";
import { site } from "~/lib/config/site";
import { useNonce } from "~/lib/http/nonce";
import { type Toast, takeToast } from "~/lib/http/toast.server";
import { JsonLd } from "~/lib/seo/json-ld";
import { SiteUrlTags } from "~/lib/seo/site-url-tags";
import { mosqueJsonLd } from "~/lib/seo/structured-data";
import { useHydrated } from "~/lib/use-hydrated";
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

export async function loader({ request }: Route.LoaderArgs) {
  const [{ toast, headers }, user, settings, projects] = await Promise.all([
    takeToast(request),
    getCurrentUser(request),
    getSiteSettings(),
    // The visible projects' slugs and titles, for the header (one small query).
    projectNavigation(),
  ]);
  const year = Number(
    new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: site.timezone }).format(
      new Date(),
    ),
  );
  // The site's public address, for canonical links, share tags and structured data.
  const publicUrl = env().PUBLIC_URL;
  return data({ toast, year, user, publicUrl, settings, projects }, { headers });
}

const themeCss = `:root{--site-brand:${site.colours.brand};--site-brand-strong:${site.colours.brandStrong};--site-brand-soft:${site.colours.brandSoft};--site-accent:${site.colours.accent};--site-accent-soft:${site.colours.accentSoft};--site-ink:${site.colours.ink}}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const publicUrl = useRouteLoaderData<typeof loader>("root")?.publicUrl;
  const { pathname } = useLocation();
  // Wall screens opt out of React in the browser: they carry their own small script.
  const hydrate = !useMatches().some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
  // Marks the page once React has taken it over: a box ticked before then can be reset by
  // hydration, so the browser tests wait for this before they type or click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colours.brand} />
        <Meta />
        <SiteUrlTags origin={publicUrl} />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static CSS built from the typed site config */}
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
        {/* The centre itself, for search engines; described once, on the home page. */}
        {publicUrl && pathname === "/" ? <JsonLd data={mosqueJsonLd(publicUrl)} /> : null}
      </head>
      <body>
        {children}
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
