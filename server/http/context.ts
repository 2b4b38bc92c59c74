import type { Config } from "../config";
import type { Db } from "../db/client";
import type { TtlCache } from "../lib/ttl-cache";
import type { Logger } from "./logger";
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
  /** Answers whether the database responds (for /readyz). */
  pingDatabase(): Promise<boolean>;
}

/** What a service receives first: the request's view of the world. */
export interface RequestContext {
  db: Db;
  config: Config;
  logger: Logger;
  requestId: string;
  now: Date;
  cache: TtlCache;
  /** The client's address (server/http/client-ip.ts), for rate limits and logs. */
  clientIp: string;
  /** The request's live session (guest or customer), resolved on first use; null without one. */
  auth(): Promise<Auth | null>;
}
