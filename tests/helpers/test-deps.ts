import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import { answerCache } from "../../server/http/answer-cache";
import type { Deps, RequestContext } from "../../server/http/context";
import { createLogger, type Logger } from "../../server/http/logger";
import { MemoryRateLimitStore } from "../../server/http/rate-limit";
import { TtlCache } from "../../server/lib/ttl-cache";

export const TEST_BUILD_VERSION = "test-build-1";

export interface TestDepsOptions {
  /** Extra environment for loadConfig (e.g. FORTER_SITE_ID). */
  env?: Record<string, string>;
  /** Where log lines go; silent by default. */
  logger?: Logger;
}

/** Dependencies of the app over an already open database, wired as server/boot.ts wires them. */
export function testDeps(database: Database, opts: TestDepsOptions = {}): Deps {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PASSWORD_HASH_COST: "10",
    MAIL_POLL_MS: "0",
    // Tests write and read back at once; the answer cache has its own tests (answer-cache.test.ts).
    ANSWER_CACHE_SECONDS: "0",
    // Likewise the page cache (server/http/page-cache.test.ts turns it on).
    PAGE_CACHE_SECONDS: "0",
    ...opts.env,
  });
  return {
    config,
    db: database.db,
    logger: opts.logger ?? createLogger("silent"),
    buildVersion: TEST_BUILD_VERSION,
    cache: new TtlCache(config.CATALOG_CACHE_SECONDS * 1000),
    answers: answerCache(config),
    pingDatabase: () => database.ping(),
    // Fresh counters per app, so one test file's calls never limit another's.
    rateLimitStore: new MemoryRateLimitStore(),
  };
}

/** A request context for calling a service directly (no HTTP): a guest without a session unless given. */
export function testContext(deps: Deps, over: Partial<RequestContext> = {}): RequestContext {
  return {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    requestId: "test",
    now: new Date(),
    cache: deps.cache,
    origin: "http://localhost",
    clientIp: "test",
    tokens: [],
    auth: async () => null,
    ...over,
  };
}
