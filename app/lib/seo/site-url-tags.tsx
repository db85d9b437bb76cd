import { useLocation } from "react-router";

const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Watford Islamic Centre: faith, learning and community for all of Watford",
} as const;

/**
 * The head tags that need the site's public address: the canonical link (without the query
 * string), og:url and the default share image. Rendered by the root layout for every page.
 */
export function SiteUrlTags({ origin }: { origin: string | undefined }) {
  const { pathname } = useLocation();
  if (!origin) return null;
  const url = `${origin}${pathname}`;
  const image = `${origin}${SHARE_IMAGE.path}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={SHARE_IMAGE.alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={SHARE_IMAGE.alt} />
    </>
  );
}
