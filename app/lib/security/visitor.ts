/**
 * The request header the server sets to the client's address as TRUST_PROXY resolves it (any
 * value a visitor sent is replaced), so Better Auth records the same address the limits use.
 */
export const CLIENT_ADDRESS_HEADER = "x-wic-client-address";

/**
 * A browser session's random id, given on its first form post: the public forms' limits count
 * per browser, so a family or a mosque's Wi-Fi behind one address is not one visitor.
 */
export const VISITOR_COOKIE = "wic_visitor";
const VISITOR_ID = /^[0-9a-f]{32}$/;

/** The visitor id in a Cookie header, or null (none, or not one we could have made). */
export function visitorIdFrom(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value = ""] = pair.trim().split("=");
    if (name === VISITOR_COOKIE && VISITOR_ID.test(value)) return value;
  }
  return null;
}

export function newVisitorId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** The Set-Cookie value: for this browser session only, never readable by scripts. */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
