import type { FeatureList } from "#app/lib/features/descriptor";

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce for inline scripts of this response. */
    nonce: string;
    /** The client's address: the socket's, or the one a trusted proxy (TRUST_PROXY) forwarded. */
    clientIp: string;
    /** The browser session's id (lib/security/visitor): null before its first form post. */
    visitorId: string | null;
    requestId: string;
    /** Every feature's descriptor (app/features.server.ts), for the parts that read them all. */
    features: FeatureList;
  }
}
