import type { Request } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Server-to-server endpoints that prove themselves another way (signed payloads). */
const EXEMPT_PATHS = ["/api/stripe/webhook"];

/**
 * CSRF protection by origin: a browser always says where a form was sent from (Sec-Fetch-Site,
 * Origin). A state-changing request from another site is refused; requests without those headers
 * do not come from a browser page, so they cannot ride on a visitor's cookies.
 */
export function isCrossSiteRequest(req: Request, publicUrl: string): boolean {
  if (SAFE_METHODS.has(req.method) || EXEMPT_PATHS.includes(req.path)) return false;
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  const allowed = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get("host")}`]);
  return !allowed.has(origin);
}
