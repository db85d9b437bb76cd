import "~/lib/http/context";
import { useEffect, useSyncExternalStore } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
} from "react-router";
import { toast as showToast, Toaster } from "sonner";
import { ErrorScreen } from "~/components/layout/error-screen";
import { site } from "~/lib/config/site";
import { useNonce } from "~/lib/http/nonce";
import { type Toast, takeToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await takeToast(request);
  const year = Number(
    new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: site.timezone }).format(
      new Date(),
    ),
  );
  return data({ toast, year }, { headers });
}

const themeCss = `:root{--site-brand:${site.colours.brand};--site-brand-strong:${site.colours.brandStrong};--site-brand-soft:${site.colours.brandSoft};--site-accent:${site.colours.accent};--site-accent-soft:${site.colours.accentSoft};--site-ink:${site.colours.ink}}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colours.brand} />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: static CSS built from the typed site config */}
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const toastDurations: Record<Toast["type"], number> = { success: 2000, error: 4000, info: 4000 };

const noSubscription = () => () => {};

/** False in the server-rendered HTML, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

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

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <FlashToast toast={toast} />
      <Toaster position="top-center" duration={4000} visibleToasts={20} richColors closeButton />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}
