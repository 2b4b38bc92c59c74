import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../server/db/client";

export interface TestDatabase extends Database {
  /** postgres://… of this test's own database, or undefined on PGlite. */
  url?: string;
}

/** postgres://user@host:port/db → the same server with another database name. */
function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; with
 * TEST_DATABASE_URL a uniquely named database is created on that PostgreSQL server and
 * dropped again on close, so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return database;
  }

  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = await adminClient(serverUrl);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    await dropDatabase(serverUrl, name);
    throw err;
  }
  let closed = false;
  return {
    ...database,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** A connection for CREATE/DROP DATABASE: the URL's own database, or `postgres` if that one does not exist. */
async function adminClient(serverUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    if ((err as { code?: string }).code !== "3D000") throw err;
    const fallback = new pg.Client({ connectionString: withDatabaseName(serverUrl, "postgres") });
    await fallback.connect();
    return fallback;
  }
}

async function dropDatabase(serverUrl: string, name: string) {
  const admin = await adminClient(serverUrl);
  try {
    // A connection left open by a failed test would otherwise block the drop.
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  } finally {
    await admin.end();
  }
}
