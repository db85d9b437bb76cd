import { randomBytes } from "node:crypto";

const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A response's CSP nonce: 128 random bits, base64. Drawn from a pool of random bytes refilled
 * 256 nonces at a time, as Node does for randomUUID: one call into the system's generator per
 * 256 pages instead of one per page. Each byte is used once.
 */
export function cspNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
