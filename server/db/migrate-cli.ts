import { configOrExit } from "../boot";
import { openDatabase } from "./client";

// `npm run db:migrate`: apply committed migrations to the configured database and exit.
const config = configOrExit();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const started = performance.now();
await database.migrate();
console.log(`migrations applied (${database.kind}) in ${Math.round(performance.now() - started)} ms`);
await database.close();
