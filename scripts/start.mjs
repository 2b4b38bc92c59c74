// `npm start`, `npm run serve` and `npm run dev` run the server through this launcher so that a stop
// signal sent to npm stops the server (issue 15 §2). npm runs a script through `sh -c`; dash does
// not pass signals on, so SIGTERM to npm used to kill the shell and leave the server answering on
// its port. The scripts `exec` this launcher (no shell left in between), and the launcher:
// - runs `node scripts/build.mjs` first with --build (a signal during the build stops it);
// - runs `node <args>` as a child in its own process group, so each stop reaches it exactly once,
//   from here: SIGTERM to the child (the server passes it to its workers, tsx to its child), SIGINT
//   to the child's whole group, as a terminal's Ctrl+C does (cluster workers take it themselves);
// - passes a signal on once: npm forwards the signal it got and a terminal sends it to the whole
//   group as well, so the same signal again within a second is the same stop; a later one is
//   passed on again (a second Ctrl+C forces the exit);
// - stops the child when its own parent goes away (npm killed outright), and the server, told
//   this launcher's pid, stops by itself if the launcher is killed outright (server/shutdown.ts);
// - exits with the child's exit code.
// Usage: node scripts/start.mjs [--build] <node arguments…>
import { spawn } from "node:child_process";
import { constants } from "node:os";

const REPEAT_WINDOW_MS = 1_000;
const PARENT_POLL_MS = 500;

const args = process.argv.slice(2);
const withBuild = args[0] === "--build";
const nodeArgs = withBuild ? args.slice(1) : args;
if (nodeArgs.length === 0) {
  console.error("usage: node scripts/start.mjs [--build] <node arguments…>");
  process.exit(2);
}

/** The running child, and when each signal was last passed on to it. */
let child = null;
let stopping = null;
const lastPassed = new Map();

function pass(signal) {
  stopping ??= signal;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const now = Date.now();
  if (now - (lastPassed.get(signal) ?? -Infinity) < REPEAT_WINDOW_MS) return;
  lastPassed.set(signal, now);
  try {
    // SIGINT to the group, as a terminal would; anything else to the child itself.
    if (signal === "SIGINT" && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => pass(signal === "SIGHUP" ? "SIGTERM" : signal));
}

const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) pass("SIGTERM");
}, PARENT_POLL_MS).unref();

/** Runs `node <argv>` and resolves with its exit code (128 + n when a signal ended it). */
function run(argv, env) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, argv, {
      // stdin is not passed: a process outside the terminal's foreground group that reads it
      // would be stopped (SIGTTIN).
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
      env,
    });
    child.on("error", (err) => {
      console.error(`could not start node: ${err.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
    // A stop that came before the child existed.
    if (stopping) pass(stopping);
  });
}

if (withBuild) {
  const code = await run(["scripts/build.mjs"], process.env);
  if (code !== 0 || stopping) process.exit(code || 1);
}
process.exit(await run(nodeArgs, { ...process.env, STOREFRONT_LAUNCHER_PID: String(process.pid) }));
