import type { Config } from "../config";
import type { Db } from "../db/client";
import type { TtlCache } from "../lib/ttl-cache";
import type { Logger } from "./logger";

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
}
