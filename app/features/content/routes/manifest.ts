import { getSiteSettings } from "#app/lib/config/settings.server";
import { revalidatedResponse } from "#app/lib/http/revalidate.server";
import { webManifest } from "#app/lib/seo/site-files";
import type { Route } from "./+types/manifest";

// The app's name and colours come from the settings, so browsers check the file on every use.
export async function loader({ request }: Route.LoaderArgs) {
  return revalidatedResponse(
    request,
    JSON.stringify(webManifest(await getSiteSettings()), null, 2),
    "application/manifest+json; charset=utf-8",
  );
}
