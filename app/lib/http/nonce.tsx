import { createContext, useContext } from "react";

export const NonceContext = createContext("");

/** The CSP nonce during server rendering; empty in the browser (it is not needed after load). */
export function useNonce(): string {
  return useContext(NonceContext);
}
