import type { Config } from "../config";
import type { Db } from "../db/client";
import type { CartPurpose } from "../db/schema/cart";
import type { SharedCache, TtlCache } from "../lib/ttl-cache";
import type { AnswerCache } from "./answer-cache";
import type { Logger } from "./logger";
import type { RateLimitStore } from "./rate-limit";
import type { Auth } from "./session";

/** Long-lived dependencies shared by every request. */
export interface Deps {
  config: Config;
  db: Db;
  logger: Logger;
  /** Version of the running build (served by /version.json). */
  buildVersion: string;
  /** Shared reads that are the same for every shopper. */
  cache: TtlCache;
  /** Kept answers of public calls (server/http/answer-cache.ts). */
  answers: AnswerCache;
  /** Answers whether the database responds (for /readyz). */
  pingDatabase(): Promise<boolean>;
  /** Request counters for rate limits: in process, or in Redis when REDIS_URL is set. */
  rateLimitStore: RateLimitStore;
}

/** What a service receives first: the request's view of the world. */
export interface RequestContext {
  db: Db;
  config: Config;
  logger: Logger;
  requestId: string;
  now: Date;
  /** Shared reads that are the same for every shopper; inside a transaction, its view for one. */
  cache: SharedCache;
  /** Public origin (PUBLIC_URL, else the request's) for absolute links in mail. */
  origin: string;
  /** The client's address (server/http/client-ip.ts), for rate limits and logs. */
  clientIp: string;
  /** Session tokens the request presented, most specific first (server/http/session.ts). */
  tokens: readonly string[];
  /** The request's live session (guest or customer), resolved on first use; null without one. */
  auth(): Promise<Auth | null>;
  /**
   * Awaited just before a guest session is started for a request that presented a token that is
   * not live: counts it against the guest-login limit, throws the 429 past it (write-rate-limits.ts).
   */
  guestSessionGate?: () => Promise<void>;
  /**
   * Which of the owner's carts the cart services work on: the shopping cart (absent) or the
   * buy-now checkout of /pay (the /mobile/* calls set it).
   */
  cartPurpose?: CartPurpose;
}
