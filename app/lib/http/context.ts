declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce for inline scripts of this response. */
    nonce: string;
    clientIp: string;
    requestId: string;
  }
}

export {};
