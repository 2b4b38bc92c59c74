import { eq, sql } from "drizzle-orm";
import type { Logger } from "../http/logger";
import type { Database, Db } from "./client";
import { siteSettings } from "./schema/site";
import { seedDemoAccounts } from "./seed/demo-accounts";
import { CATALOG_SEED_SETTING, seedDemoCatalog } from "./seed/seed";

interface PrepareOptions {
  seedProducts: number;
  logger: Logger;
  /** Also seed the demo accounts (seed/demo-accounts.ts): only where the development mailbox is on. */
  demoAccounts?: { passwordHashCost: number };
}

/** Migrates, and seeds the demo catalog once on an empty database (a later start reuses the data). */
export function prepareDatabase(database: Database, opts: PrepareOptions) {
  // On the lock's own handle: it has no request timeouts (a first seed takes longer than a request may).
  return database.withStartupLock((db) => migrateAndSeed(database, db, opts));
}

async function migrateAndSeed(database: Database, db: Db, opts: PrepareOptions) {
  const started = performance.now();
  await database.migrate(db);
  const [seeded] = await db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, CATALOG_SEED_SETTING))
    .limit(1);
  if (seeded || opts.seedProducts === 0) {
    opts.logger.info("database ready", { ms: Math.round(performance.now() - started) });
    return;
  }
  opts.logger.info(`seeding the demo catalog (${opts.seedProducts} products) on first start…`);
  const summary = await seedDemoCatalog(db, { products: opts.seedProducts, now: new Date() });
  if (opts.demoAccounts) {
    const demoAccounts = await seedDemoAccounts(db, { now: new Date(), ...opts.demoAccounts });
    opts.logger.info("demo accounts seeded", { demoAccounts });
  }
  // Fresh tables have no planner statistics (and PGlite has no autovacuum): without them the
  // listing and search queries can pick plans that are orders of magnitude slower. The vacuum also
  // sets the visibility map (index-only reads) and empties the GIN indexes' pending lists.
  await db.execute(sql`vacuum analyze`);
  opts.logger.info("demo catalog seeded", { ...summary, ms: Math.round(performance.now() - started) });
}
