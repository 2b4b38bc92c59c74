// Fixed-window request counters per client address. One process keeps them in memory; several
// instances behind a balancer share them in Redis (REDIS_URL) so a client cannot multiply its
// allowance by the number of instances. A limiter that cannot count lets the request through
// (fail open): an outage of Redis must not take sign-in down with it.
import type { Context } from "hono";
import { Redis } from "ioredis";
import type { Config } from "../config";
import { clientIp } from "./client-ip";
import type { Logger } from "./logger";

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` in a window of `windowMs` that starts with the key's first hit. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close?(): Promise<void>;
}

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a moment and try again.";

// ---- In-process store ----------------------------------------------------------------------

export interface MemoryStoreOptions {
  /** Clock in epoch milliseconds; tests move it instead of waiting. */
  now?: () => number;
  /** Most keys kept; beyond it the oldest windows are forgotten (those clients start afresh). */
  maxKeys?: number;
  /** How often ended windows are swept out, at most. */
  sweepEveryMs?: number;
}

/** Counters in a Map; ended windows are swept on use, so memory stays bounded without a timer. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  private readonly sweepEveryMs: number;
  private lastSweep: number;

  constructor(opts: MemoryStoreOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.maxKeys = opts.maxKeys ?? 100_000;
    this.sweepEveryMs = opts.sweepEveryMs ?? 60_000;
    this.lastSweep = this.now();
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      // Re-insert so Map order stays "oldest window first" for the size bound.
      this.windows.delete(key);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  /** Keys currently held (for tests of the memory bound). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep >= this.sweepEveryMs) {
      this.lastSweep = now;
      for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    }
    // A flood of distinct addresses within one sweep interval: drop the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

// ---- Redis store -----------------------------------------------------------------------------

// INCR and the expiry in one atomic step; a key left without expiry (e.g. by a crash between
// commands in an older scheme) gets one instead of counting forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export interface RedisStoreOptions {
  /** Prepended to every key so several apps (or tests) can share one Redis. */
  prefix?: string;
  logger?: Logger;
  /** How long one count may take before the request goes through uncounted. */
  commandTimeoutMs?: number;
}

/**
 * Counters shared by every instance. A count waits at most commandTimeoutMs, also while ioredis is
 * (re)connecting, so an unreachable Redis costs a request half a second, never a hang.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, opts: RedisStoreOptions = {}) {
    this.prefix = opts.prefix ?? "nestora:rl:";
    this.redis = new Redis(url, {
      // Queued commands are failed after each failed reconnect, so the queue stays short.
      maxRetriesPerRequest: 1,
      commandTimeout: opts.commandTimeoutMs ?? 500,
    });
    const warn = throttled(60_000);
    // Without a listener ioredis prints every reconnect failure to stderr.
    this.redis.on("error", (err: Error) => {
      if (warn()) opts.logger?.warn("rate-limit redis error", { error: err.message });
    });
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const out = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count: Number(out[0]), resetMs: Number(out[1]) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Redis when REDIS_URL is set (several instances), else memory. */
export function createRateLimitStore(config: Config, logger: Logger): RateLimitStore {
  return config.REDIS_URL
    ? new RedisRateLimitStore(config.REDIS_URL, { logger })
    : new MemoryRateLimitStore();
}

// ---- Middleware ------------------------------------------------------------------------------

/** True at most once per `everyMs`: keeps a failing dependency from flooding the log. */
export function throttled(everyMs: number): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - last < everyMs) return false;
    last = now;
    return true;
  };
}

/**
 * The client address to count per, or null without one. In-process calls without a socket (the
 * test harness, a runtime that gives no address) answer "local": counting them together would let
 * one caller lock every other out, so they are not counted. Under Node every request has a socket,
 * and page loaders pass the page request's socket on to their API calls.
 */
export function addressKey(config: Config): (c: Context) => string | null {
  return (c) => {
    const ip = clientIp(c, config);
    return ip === "local" ? null : ip;
  };
}

/** The 429 answer: the envelope, and Retry-After in whole seconds (at least 1). */
export function tooManyRequests(c: Context, resetMs: number): Response {
  c.header("Retry-After", String(Math.max(1, Math.ceil(resetMs / 1000))));
  c.header("Cache-Control", "no-store");
  return c.json({ code: 429, message: RATE_LIMIT_MESSAGE, result: null }, 429);
}
