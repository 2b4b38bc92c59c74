// Starts the built server for the benchmarks on a free port with its own data folder.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** The node flags of `npm run serve` / `npm start` (package.json), read from there. */
const SERVE_NODE_ARGS = JSON.parse(readFileSync("package.json", "utf8"))
  .scripts.serve.split(/\s+/)
  .filter((a) => a.startsWith("--"));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Spawns `node build/server/main.js`; resolves with its origin once /readyz answers. `env` adds
 * settings (e.g. DATABASE_URL for a PostgreSQL run).
 */
export async function startServer({ dataDir, seedProducts, env = {} }) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: extra node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean);
  // Started as `npm run serve` starts it (package.json): see README "Performance".
  const child = spawn(process.execPath, [...SERVE_NODE_ARGS, ...nodeArgs, "build/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(seedProducts),
      LOG_LEVEL: "warn",
      // Every benchmark client is 127.0.0.1: the per-address write limits would refuse the load.
      RATE_LIMIT_MULTIPLIER: "100000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  // The first start seeds the catalog, which takes a while on a small machine.
  await waitReady(`${origin}/readyz`, child, 15 * 60_000);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  // Resolves when the process ends, however it ends (the chaos run counts deaths by it).
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { origin, stop, exited, cpuSeconds: () => processCpuSeconds(child.pid) };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. The
 * server's CPU per request is steadier than its latency on a machine shared with other work.
 */
export function processCpuSeconds(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
