// Password hashing with scrypt (memory-hard, built into Node). The stored string carries its own
// parameters — scrypt$<log2 N>$<r>$<p>$<salt>$<hash> — so the cost can rise without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const PREFIX = "scrypt";
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Accepted cost range when reading a stored hash: a corrupted row must not become a DoS. */
const MIN_COST = 10;
const MAX_COST = 20;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number, keyLength: number) {
  const N = 2 ** cost;
  // scrypt needs about 128·N·r bytes (p is always 1 here); allow twice that, since Node's default
  // limit (32 MiB) is already reached at cost 15.
  const maxmem = 256 * N * r;
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM, KEY_BYTES);
  return [PREFIX, cost, BLOCK_SIZE, PARALLELISM, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

interface Parsed {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** The parts of a stored hash, or null when it is not one this store would accept (exported for tests). */
export function readStoredHash(stored: string): Parsed | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [cost, r, p] = parts.slice(1, 4).map(Number);
  if (!Number.isInteger(cost) || cost < MIN_COST || cost > MAX_COST) return null;
  if (r !== BLOCK_SIZE || p !== PARALLELISM) return null;
  const salt = Buffer.from(parts[4], "base64url");
  const key = Buffer.from(parts[5], "base64url");
  if (salt.length < 8 || key.length < KEY_BYTES) return null;
  return { cost, r, p, salt, key };
}

/** A fixed dummy so an unknown account spends about the same time as a real check. */
const DUMMY_SALT = Buffer.alloc(SALT_BYTES, 7);
/** The configured default cost (PASSWORD_HASH_COST): what most stored hashes use. */
const DEFAULT_COST = 15;

/**
 * True when `password` matches `stored`. A null or unreadable stored hash still runs one scrypt at
 * `costWhenMissing` (pass the configured PASSWORD_HASH_COST), so the answer time does not tell
 * whether the account exists or has a password.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  costWhenMissing = DEFAULT_COST,
): Promise<boolean> {
  const parsed = stored ? readStoredHash(stored) : null;
  if (!parsed) {
    await derive(password, DUMMY_SALT, costWhenMissing, BLOCK_SIZE, PARALLELISM, KEY_BYTES);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.cost, parsed.r, parsed.p, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}
