// Starts the built server for the browser journeys on an empty database, so every run exercises
// the first start (migrate + seed) and no state leaks between runs: a fresh data folder for the
// embedded database, or — when E2E_DATABASE_URL names a PostgreSQL server (CI sets it to the local
// one) — a fresh database on that server, dropped and created again here.
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const main = resolve("build/server/main.js");
if (!existsSync(main)) {
  process.stderr.write("build/server/main.js is missing: run `npm run build` before the browser journeys.\n");
  process.exit(1);
}
const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes("e2e")) {
  process.stderr.write(`Refusing to wipe DATA_DIR=${dataDir}: the journeys use their own folder.\n`);
  process.exit(1);
}
rmSync(resolve(dataDir), { recursive: true, force: true });

const serverUrl = process.env.E2E_DATABASE_URL;
if (serverUrl) {
  // One database per port, so two checkouts running their journeys at once do not meet.
  const name = `e2e_${process.env.PORT ?? "3217"}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [name],
  );
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import(pathToFileURL(main).href);
