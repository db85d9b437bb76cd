import { useNonce } from "#app/lib/http/nonce";
import { serializeJsonLd } from "./structured-data";

/** Structured data for search engines, carrying the page's CSP nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from typed data
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
      suppressHydrationWarning
    />
  );
}
