import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectRoot } from "../lib/project-root";
import * as cart from "./schema/cart";
import * as catalog from "./schema/catalog";
import * as coupons from "./schema/coupons";
import * as customer from "./schema/customer";
import * as customization from "./schema/customization";
import * as listing from "./schema/listing";
import * as mail from "./schema/mail";
import * as marketing from "./schema/marketing";
import * as order from "./schema/order";
import * as reviewsSchema from "./schema/reviews";
import * as search from "./schema/search";
import * as site from "./schema/site";
import * as statistics from "./schema/statistics";

const schema = {
  ...catalog,
  ...marketing,
  ...site,
  ...reviewsSchema,
  ...search,
  ...listing,
  ...statistics,
  ...customization,
  ...coupons,
  ...customer,
  ...mail,
  ...cart,
  ...order,
};

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<boolean>;
  migrate(): Promise<void>;
  /**
   * Runs fn while holding the start-up lock, so several instances starting together migrate and
   * seed one after another instead of racing (PostgreSQL advisory lock; PGlite has one process).
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for node-postgres; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

const preparedNames = new Set<string>();

/** The driver client a drizzle handle sends its queries to: the pool, or a transaction's connection. */
const clientOf = (db: object): object | undefined =>
  (db as { session?: { client?: object } }).session?.client;

/**
 * A query prepared once per process, for the hottest key lookups (session, cart, product by id).
 * `build(db, name)` ends in drizzle's `.prepare(name)` with `sql.placeholder(…)` for the values.
 * Drizzle builds the SQL once instead of on every call, and on PostgreSQL the name makes it a
 * server-side prepared statement, parsed and planned once per connection: together about three
 * times less CPU per query (README "Performance"). The query built on the first handle is reused
 * on every other one (the app's database or a transaction) by pointing a copy at that handle's
 * connection: a transaction's queries must run on its own connection (PGlite has only one).
 * Only for lookups whose best plan does not depend on the values: after a few runs PostgreSQL
 * may keep one generic plan for every value (right for `id = $1`, wrong for a search).
 */
export function prepared<H extends object, Q extends object>(
  name: string,
  build: (db: H, name: string) => Q,
): (db: H) => Q {
  // A name used by two different statements would make node-postgres refuse the second one.
  if (preparedNames.has(name)) throw new Error(`prepared statement name used twice: ${name}`);
  preparedNames.add(name);
  let first: Q | undefined;
  const byClient = new WeakMap<object, Q>();
  const byHandle = new WeakMap<H, Q>();
  return (db) => {
    const client = clientOf(db);
    const known = client ? byClient.get(client) : byHandle.get(db);
    if (known) return known;
    let query: Q;
    if (first === undefined) first = query = build(db, name);
    // drizzle's prepared queries keep their connection in `client`; without one, build per handle.
    else if (client && "client" in first) query = Object.create(first, { client: { value: client } }) as Q;
    else query = build(db, name);
    if (client) byClient.set(client, query);
    else byHandle.set(db, query);
    return query;
  };
}

/** A hand-written statement prepared by `preparedStatement`: run it with its placeholders' values. */
export interface PreparedStatement<Row> {
  run(values: Record<string, unknown>): Promise<Row[]>;
}

/** The driver's prepared query: it runs on the connection in its `client`. */
interface DriverQuery {
  client?: object;
  execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}

interface DrizzleInternals {
  dialect: { sqlToQuery(statement: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: false): DriverQuery };
}

/**
 * `prepared` for a statement drizzle's builders cannot write (a data-modifying CTE): `statement`
 * is written with `sql` and `sql.placeholder(…)`, and prepared by name like the built ones. Its rows
 * come back as the driver gives them (column names as written; cast numbers to int in the SQL).
 */
export function preparedStatement<Row>(name: string, statement: SQL): (db: Db) => PreparedStatement<Row> {
  return prepared(name, (db: Db, n) => {
    const internals = db as unknown as DrizzleInternals;
    const query = internals.session.prepareQuery(
      internals.dialect.sqlToQuery(statement),
      undefined,
      n,
      false,
    );
    return {
      client: query.client,
      // `prepared` reuses this object on another connection by a copy with that `client`.
      async run(this: { client?: object }, values: Record<string, unknown>): Promise<Row[]> {
        const onClient: DriverQuery =
          this.client === query.client ? query : Object.create(query, { client: { value: this.client } });
        return (await onClient.execute(values)).rows as Row[];
      },
    };
  });
}

/** Arbitrary but fixed: the advisory lock id that serialises migrations and the first seed. */
const STARTUP_LOCK_KEY = 7_243_001;

const migrationsFolder = () => join(projectRoot(), "server/db/migrations");

/**
 * Opens the database once per process. PGlite has a single connection and blocks the
 * event loop while it runs a query, so it must never be opened twice for one folder.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      ping: () =>
        pool.query("select 1").then(
          () => true,
          () => false,
        ),
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      withStartupLock: async (fn) => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await lockClient.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? "./data";
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: inMemory ? dataDir : resolve(dataDir, "pglite"),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: () =>
      client.query("select 1").then(
        () => true,
        () => false,
      ),
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    withStartupLock: (fn) => fn(),
    close: () => client.close(),
  };
}
