import { site } from "~/lib/config/site";
import { webManifest } from "~/lib/seo/site-files";

export function loader() {
  return new Response(JSON.stringify(webManifest(site), null, 2), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
