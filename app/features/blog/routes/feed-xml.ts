import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { feedEntries } from "../blog.server";
import { atomFeed } from "../feed";

/** GET /blog/feed.xml: the 20 newest public posts as Atom. */
export async function loader() {
  const xml = atomFeed(
    env().PUBLIC_URL,
    `${(await getSiteSettings()).name} Blog`,
    await feedEntries(20),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
