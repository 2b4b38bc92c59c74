// A local push service for tests (nothing outside is reachable here): an HTTP server on 127.0.0.1
// that keeps every push it is sent and answers each path with the status the test chose, and a
// browser's side of Web Push — its P-256 key pair and auth secret (node:crypto ECDH), and the
// decryption of an aes128gcm push (RFC 8291) and the check of its VAPID signature (RFC 8292),
// written here from the RFCs, independently of the web-push library that encrypts and signs.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushService {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  /** The status a path answers (default 201 Created, as real push services do). */
  statusFor: Map<string, number>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const statusFor = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    statusFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const b64u = (b: Buffer) => b.toString("base64url");

/** A browser's subscription keys: the P-256 key pair (p256dh is its public point) and the auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();
/** HKDF-Expand for one block (every length here is ≤ 32). */
const expand = (prk: Buffer, info: Buffer, length: number) =>
  hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

/** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) with the browser's keys. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = expand(hmac(keys.authSecret, shared), keyInfo, 32);
  const prk = hmac(salt, ikm);
  const cek = expand(prk, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = expand(prk, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record's delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * The VAPID Authorization header (`vapid t=<JWT>, k=<public key>`): checks the ES256 signature with
 * k and answers the JWT's claims and k.
 */
export function verifyVapid(header: string): {
  claims: { aud: string; exp: number; sub: string };
  k: string;
} {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!m) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = m;
  const [head, payload, signature] = jwt.split(".");
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("VAPID signature does not verify");
  return { claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")), k };
}
