import { randomFillSync } from "node:crypto";

// Every response gets a CSP nonce (security.ts). Drawing 16 random bytes from the system per
// request was ~2% of a cart read's CPU; drawing 4 KB at a time and handing out 16-byte slices of it
// is the same randomness (each slice is used once) at a fraction of the calls.

const NONCE_BYTES = 16;
const pool = Buffer.alloc(4096);
let offset = pool.length;

/** A fresh nonce: 16 bytes from the system's CSPRNG, base64. */
export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
