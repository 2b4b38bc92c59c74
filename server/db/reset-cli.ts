import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { configOrExit } from "../boot";
import { createLogger } from "../http/logger";
import { mailboxEnabled } from "../modules/mail/mailbox.routes";
import { openDatabase } from "./client";
import { prepareDatabase } from "./first-start";

// `npm run db:reset`: start over — an empty database, migrated and seeded with the demo catalog.
const config = configOrExit();
if (!config.DATABASE_URL) {
  rmSync(resolve(config.DATA_DIR, "pglite"), { recursive: true, force: true });
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (config.DATABASE_URL) {
  // Only this store's objects: the public schema and drizzle's migration journal.
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}
await prepareDatabase(database, {
  seedProducts: config.SEED_PRODUCTS,
  demoAccounts: mailboxEnabled(config) ? { passwordHashCost: config.PASSWORD_HASH_COST } : undefined,
  logger: createLogger("info"),
});
await database.close();
console.log("database reset");
