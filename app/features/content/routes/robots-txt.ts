import { env } from "#app/lib/config/env.server";
import { robotsTxt } from "#app/lib/seo/site-files";

export function loader() {
  return new Response(robotsTxt(env().PUBLIC_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
