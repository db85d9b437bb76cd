/** An https:// address with a host name (no http, javascript: or relative links). */
export function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username ? url : null;
  } catch {
    return null;
  }
}

/** A link to a page of this site ("/summer"), not to another host ("//host"). */
export function isSitePath(href: string): boolean {
  return /^\/(?!\/)/.test(href);
}

/**
 * A link staff may give a button or the announcement: a page of this site (no spaces or
 * backslashes, which browsers read as other hosts) or an https address.
 */
export function isSiteOrHttpsLink(value: string): boolean {
  if (isSitePath(value)) return !/[\s\\]/.test(value);
  return httpsUrl(value) !== null;
}
