import { type Config, ConfigError, loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { prepareDatabase } from "./db/first-start";
import { answerCache } from "./http/answer-cache";
import type { Deps } from "./http/context";
import { createLogger, type Logger } from "./http/logger";
import { createRateLimitStore } from "./http/rate-limit";
import { TtlCache } from "./lib/ttl-cache";
import { mailboxEnabled } from "./modules/mail/mailbox.routes";

/** Reads the configuration or stops the process with a message naming the bad variable. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** config → logger → database (migrated, seeded once) → the dependencies of the app. */
export async function boot(
  config: Config,
  buildVersion: string,
): Promise<{ deps: Deps; database: Database; logger: Logger }> {
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    logger,
  });
  await prepareDatabase(database, {
    seedProducts: config.SEED_PRODUCTS,
    demoAccounts: mailboxEnabled(config) ? { passwordHashCost: config.PASSWORD_HASH_COST } : undefined,
    logger,
  });
  const deps: Deps = {
    config,
    db: database.db,
    logger,
    buildVersion,
    cache: new TtlCache(config.CATALOG_CACHE_SECONDS * 1000),
    answers: answerCache(config),
    pingDatabase: () => database.ping(),
    rateLimitStore: createRateLimitStore(config, logger),
  };
  return { deps, database, logger };
}
