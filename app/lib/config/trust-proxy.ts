import { isIP } from "node:net";

/** Express's names for address ranges (proxy-addr): 127.0.0.1/8 and ::1, fe80::/10…, fc00::/7…. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Why one TRUST_PROXY entry is not a proxy's address, or null when it is one. */
function entryProblem(entry: string): string | null {
  if (RANGE_NAMES.has(entry) || isIP(entry) !== 0) return null;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  const bits = Number(prefix);
  if (family === 0 || rest.length > 0 || !/^\d{1,3}$/.test(prefix ?? ""))
    return `"${entry}" is not an IP address, a CIDR range (10.0.0.0/24) or loopback/linklocal/uniquelocal`;
  if (bits === 0 || bits > (family === 4 ? 32 : 128))
    return `"${entry}" would trust every sender (or is not a valid range); give the proxy's own addresses`;
  return null;
}

/**
 * TRUST_PROXY: the addresses of the reverse proxies whose X-Forwarded-For is believed
 * (comma-separated IPs, CIDR ranges or Express's names). Empty, unset or "false": nobody, and the
 * socket's address is the client's. "true" (every sender) is refused: anyone could choose their
 * address and escape the per-address limits.
 */
export function parseTrustProxy(value: string | undefined): string[] | { problem: string } {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return [];
  if (text === "true")
    return {
      problem:
        '"true" would believe X-Forwarded-For from anyone; give the proxy\'s addresses instead, e.g. 127.0.0.1 for Caddy or nginx on this machine (unset: no proxy)',
    };
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = entry === "" ? "an empty entry between commas" : entryProblem(entry);
    if (problem) return { problem };
  }
  return entries;
}
