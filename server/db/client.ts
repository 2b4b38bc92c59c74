import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "../http/logger";
import { projectRoot } from "../lib/project-root";
import { isDatabaseUnavailable } from "./failures";
import * as cart from "./schema/cart";
import * as catalog from "./schema/catalog";
import * as coupons from "./schema/coupons";
import * as customer from "./schema/customer";
import * as customization from "./schema/customization";
import * as fulfilment from "./schema/fulfilment";
import * as listing from "./schema/listing";
import * as mail from "./schema/mail";
import * as marketing from "./schema/marketing";
import * as notes from "./schema/notes";
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
  ...notes,
  ...fulfilment,
};

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves true when the database answers a trivial query within a short time (PING_TIMEOUT_MS). */
  ping(): Promise<boolean>;
  /** Runs the migrations, on `db` if given (the start-up lock's handle), else on the pool. */
  migrate(db?: Db): Promise<void>;
  /**
   * Runs fn while holding the start-up lock, so several instances starting together migrate and
   * seed one after another instead of racing (PostgreSQL advisory lock; PGlite has one process).
   * fn gets a handle on the lock's own connection without the request timeouts: a migration or the
   * first seed may rightly take longer than any request may.
   */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for node-postgres; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * PostgreSQL only, all in milliseconds, 0 = no limit. How long a query may wait for a pooled or
   * new connection (default 5 s).
   */
  connectTimeoutMs?: number;
  /** Server side: a statement running longer is cancelled (statement_timeout). Default none. */
  statementTimeoutMs?: number;
  /** Server side: a transaction idle this long ends with its session (idle_in_transaction_session_timeout). */
  idleInTransactionTimeoutMs?: number;
  /**
   * Client side: a query without an answer this long fails and its connection is thrown away, the
   * bound for a database that hangs without closing the connection (no server setting fires then).
   */
  queryTimeoutMs?: number;
  /** Where a dropped connection is reported (warn); silent without. */
  logger?: Logger;
}

/** How long /readyz waits for the database's answer before calling it unavailable. */
export const PING_TIMEOUT_MS = 2_000;

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
  if (opts.url) return openPostgres(opts.url, opts);
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
    ping: () => withinPingTimeout(client.query("select 1")),
    migrate: (on = db) => migratePglite(on as never, { migrationsFolder: migrationsFolder() }),
    withStartupLock: (fn) => fn(db),
    close: () => client.close(),
  };
}

/** The ping's answer, false when it fails or takes longer than PING_TIMEOUT_MS. */
function withinPingTimeout(query: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = query.then(
    () => true,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

type PgDrizzleSession = NodePgSession<Schema, never>;
interface SessionParts {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * node-postgres with every wait bounded and every connection failure contained:
 * - each pooled client always has an 'error' listener. pg-pool listens only while a client is idle;
 *   a client checked out by a transaction whose connection dropped (pg_terminate_backend, a reset
 *   socket) emitted an 'error' nobody listened to, and Node ended the process for it;
 * - transactions run on drizzle's session but release their connection themselves (below);
 * - connect, statement, idle-in-transaction and query timeouts come from the options (config.ts).
 */
async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    // pg sends these two as start-up parameters: every connection of the pool has them.
    statement_timeout: opts.statementTimeoutMs || undefined,
    idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs || undefined,
    query_timeout: opts.queryTimeoutMs || undefined,
  });
  // An idle client's error is reported here by pg-pool (which then drops the client); the listener
  // below has already logged it.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", (err) => {
      // The query that was running (if any) fails with this error and is answered 503; pg marks
      // the client unusable, and pg-pool drops it on release instead of handing it out again.
      opts.logger?.warn("database connection lost", { error: err.message });
    });
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const session = (db as unknown as { session: PgDrizzleSession }).session;
  session.transaction = (fn, config) => transactionOnPool(session, fn, config);
  return {
    db,
    kind: "postgres",
    // query_timeout on the query itself (pg reads it, its types omit it): a ping that timed out
    // fails its client, which pg-pool then drops.
    ping: () =>
      withinPingTimeout(pool.query({ text: "select 1", query_timeout: PING_TIMEOUT_MS } as pg.QueryConfig)),
    migrate: (on = db) => migratePg(on as never, { migrationsFolder: migrationsFolder() }),
    withStartupLock: async (fn) => {
      const lockClient = await pool.connect();
      let failure: Error | undefined;
      try {
        // No request timeouts on this connection: a migration or the first seed may take longer.
        // Its client is never handed out again (released with an error below), so the lifted
        // limits stay with it.
        (
          lockClient as unknown as { connectionParameters: { query_timeout?: number } }
        ).connectionParameters.query_timeout = 0;
        await lockClient.query("set statement_timeout = 0; set idle_in_transaction_session_timeout = 0");
        await lockClient.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await fn(drizzlePg({ client: lockClient, schema }) as unknown as Db);
      } catch (err) {
        failure = err as Error;
        throw err;
      } finally {
        // The lock goes with the session; an unlock first keeps the order of events readable.
        await lockClient.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release(failure ?? new Error("start-up connection is not reused"));
      }
    },
    close: () => pool.end(),
  };
}

/**
 * drizzle's node-postgres transaction, with the connection handled for failures. drizzle's own
 * (0.45) returns the client to the pool unconditionally, keeps it checked out for ever when BEGIN
 * fails (BEGIN runs before its try), and answers a failed ROLLBACK's error instead of the real one.
 * Here: BEGIN is inside the try; after a connection failure (dropped, timed out, terminated) there
 * is no ROLLBACK to send (PostgreSQL rolls back a transaction whose session ends) and the client is
 * released with the error, so pg-pool closes it instead of handing out a connection that may still
 * be waiting on an unanswered query. A failure at COMMIT leaves the outcome unknown to us; the
 * caller answers 503 and a retry finds what was committed (the order token, for orders).
 */
async function transactionOnPool<T>(
  session: PgDrizzleSession,
  fn: (tx: NodePgTransaction<Schema, never>) => Promise<T>,
  config?: Parameters<PgDrizzleSession["transaction"]>[1],
): Promise<T> {
  const parts = session as unknown as SessionParts;
  const client = await parts.client.connect();
  let broken: Error | undefined;
  try {
    const txSession = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
    const tx = new NodePgTransaction<Schema, never>(parts.dialect, txSession, parts.schema as never);
    const configSql = (tx as unknown as { getTransactionConfigSQL(c: object): SQL }).getTransactionConfigSQL;
    await tx.execute(sql`begin${config ? sql` ${configSql.call(tx, config)}` : undefined}`);
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) {
        await tx.execute(sql`rollback`).catch((rollbackErr: Error) => {
          broken = rollbackErr;
        });
      }
      throw err;
    }
    await tx.execute(sql`commit`);
    return result;
  } catch (err) {
    if (isDatabaseUnavailable(err)) broken ??= err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}
