/**
 * `npm run seed -- --products N [--seed S]`: replaces the catalog with a deterministic demo
 * catalog. The database is the one the server uses (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../../config";
import { openDatabase } from "../client";
import { clearCatalog, MAX_SEED_PRODUCTS, seedDemoCatalog } from "./seed";

const USAGE = `Usage: npm run seed -- --products N [--seed S]

  --products N   how many products to create (0–${MAX_SEED_PRODUCTS.toLocaleString("en-US")}); default SEED_PRODUCTS
  --seed S       random seed (0–4294967295); the same seed gives the same catalog; default 1
  --help         show this message`;

class UsageError extends Error {}

function wholeNumber(name: string, text: string, max: number): number {
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`--${name} must be a whole number, got "${text}"`);
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value > max)
    throw new UsageError(`--${name} must be at most ${max}, got ${text}`);
  return value;
}

function readArgs(argv: string[]): { products?: number; seed?: number; help: boolean } {
  let values: { products?: string; seed?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { products: { type: "string" }, seed: { type: "string" }, help: { type: "boolean" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  return {
    help: values.help ?? false,
    products:
      values.products === undefined ? undefined : wholeNumber("products", values.products, MAX_SEED_PRODUCTS),
    seed: values.seed === undefined ? undefined : wholeNumber("seed", values.seed, 0xffffffff),
  };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof readArgs>;
  try {
    args = readArgs(process.argv.slice(2));
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const productCount = args.products ?? config.SEED_PRODUCTS;
  const seed = args.seed ?? 1;
  const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);

  const started = performance.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite (${config.DATA_DIR})`;
    console.log(`Seeding ${productCount.toLocaleString("en-US")} products with seed ${seed} into ${where}…`);
    await database.migrate();
    const cleared = performance.now();
    await clearCatalog(database.db);
    const seeding = performance.now();
    const summary = await seedDemoCatalog(database.db, { products: productCount, seed, now });
    // Planner statistics for the new rows (PGlite has no autovacuum to gather them).
    await database.db.execute(sql`vacuum analyze`);
    const done = performance.now();
    const rows = Object.entries(summary).map(
      ([key, value]) => `  ${key.padEnd(11)} ${value.toLocaleString("en-US")}`,
    );
    console.log(rows.join("\n"));
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `Done in ${s(done - started)} (open + migrate ${s(cleared - started)}, clear ${s(seeding - cleared)}, seed ${s(done - seeding)}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error("Seeding failed:", err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  },
);
