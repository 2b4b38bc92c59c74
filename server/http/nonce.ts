import { randomBytes } from "node:crypto";

/** A fresh CSP nonce: 16 bytes from the system's CSPRNG, base64 (made per page: security.ts `pageNonce`). */
export const newNonce = (): string => randomBytes(16).toString("base64");
