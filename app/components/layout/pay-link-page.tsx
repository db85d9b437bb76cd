import { type MetaMatchList, pageMeta } from "#app/lib/meta";

/** The head of an emailed pay-later link's page, `description` naming what is paid for. */
export function payLinkMeta(matches: MetaMatchList, description: string) {
  return pageMeta(matches, { title: "Pay for your registration", description });
}

/**
 * Never drawn (the loader always redirects or fails), but it makes the emailed link a page: an
 * unknown registration or a payment failure shows inside the site, not as raw data.
 */
export function PayLinkPage() {
  return null;
}
