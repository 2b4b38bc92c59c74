// Starts the built server for the browser journeys on an empty data folder, so every run
// exercises the first start (migrate + seed) and no state leaks between runs.
import { existsSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

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
await import(pathToFileURL(main).href);
