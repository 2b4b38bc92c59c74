import type { Hono } from "hono";
import { createApp } from "../../server/app";
import { seedDemoCatalog } from "../../server/db/seed/seed";
import type { Deps } from "../../server/http/context";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { type TestDepsOptions, testDeps } from "./test-deps";

/** The clock the demo catalog is generated at, so dates in the data never drift between runs. */
export const SEED_NOW = new Date("2025-06-02T16:00:00Z");
export { TEST_BUILD_VERSION } from "./test-deps";

export interface TestAppOptions extends TestDepsOptions {
  /** Demo catalog size; 0 leaves the database empty. */
  products?: number;
}

export interface TestApp {
  app: Hono;
  database: TestDatabase;
  deps: Deps;
  close(): Promise<void>;
}

/**
 * The real Hono app (API, no SSR) over a fresh migrated database seeded with the deterministic
 * demo catalog. Create it once per file (beforeAll): seeding is the slow part.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    const products = opts.products ?? 60;
    if (products > 0) await seedDemoCatalog(database.db, { products, seed: 1, now: SEED_NOW });
    const deps = testDeps(database, opts);
    return { app: createApp({ deps }), database, deps, close: () => database.close() };
  } catch (err) {
    await database.close();
    throw err;
  }
}

export { callJson, type EnvelopeOf } from "./call-json";
