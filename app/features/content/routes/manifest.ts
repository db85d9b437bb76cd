import { getSiteSettings } from "~/lib/config/settings.server";
import { webManifest } from "~/lib/seo/site-files";

export async function loader() {
  return new Response(JSON.stringify(webManifest(await getSiteSettings()), null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
