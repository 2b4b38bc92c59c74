import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
    try {
      await createFromTemplate(admin, name, await migratedTemplate(serverUrl));
    } catch (err) {
      // Another checkout with other migrations (a parallel worktree) replaced the template.
      if ((err as { code?: string }).code !== "3D000") throw err;
      templateName = undefined;
      await createFromTemplate(admin, name, await migratedTemplate(serverUrl));
    }
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
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

// Migrating a new database runs every migration (about 2 s each time on the CI machine, for each of
// some 150 test files); copying a migrated template takes a fraction of that. The template's name
// carries a hash of the migration files, so a changed or added migration makes a new one (and the
// old ones are dropped); it is built once per server under an advisory lock, so parallel workers
// and runs wait for the first instead of building it twice. What each test database holds is the
// same: the migrations, run by the same code (database.migrate()).
const migrationsDir = join(import.meta.dirname, "../../server/db/migrations");
const TEMPLATE_LOCK = 7_340_021;

function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsDir);
  return hash.digest("hex").slice(0, 16);
}

let templateName: Promise<string> | undefined;

/** The name of a migrated template database for the current migrations (built if missing). */
function migratedTemplate(serverUrl: string): Promise<string> {
  templateName ??= buildTemplate(serverUrl).catch((err) => {
    templateName = undefined;
    throw err;
  });
  return templateName;
}

async function buildTemplate(serverUrl: string): Promise<string> {
  const name = `tmpl_${migrationsHash()}`;
  const admin = await adminClient(serverUrl);
  try {
    const exists = async () =>
      (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      if (await exists()) return name;
      // Built under another name and renamed when complete: a run killed half-way leaves no
      // half-migrated template behind under the real name.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ url: withDatabaseName(serverUrl, building), poolSize: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // Templates of older migrations are no use any more.
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'tmpl\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
      return name;
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
}

/**
 * CREATE DATABASE … TEMPLATE refuses while another session is connected to the template (55006);
 * only a moment's overlap with another worker's copy can cause that, so it is tried again.
 */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== "55006" || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
