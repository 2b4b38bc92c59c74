// `npm test`: every runner in order — typecheck, lint, Vitest, build, Playwright. Output streams
// as it comes; a failing runner does not stop the others, so the closing summary is complete.
// The last line is always `N passed, N failed[, N skipped]` summed over all runners (typecheck,
// lint and build count as one check each) and the exit code is non-zero if anything failed.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const tmp = mkdtempSync(join(tmpdir(), "test-all-"));
const vitestJson = join(tmp, "vitest.json");
const playwrightJson = join(tmp, "playwright.json");
const rows = [];

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`\n\u25b6 ${cmd} ${args.join(" ")}\n`);
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (err) => {
      process.stderr.write(`${cmd}: ${err.message}\n`);
      resolve({ code: 1, seconds: (Date.now() - started) / 1000 });
    });
    child.on("exit", (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
};

/** A runner that is one check: exit 0 passes. */
async function check(name, cmd, args) {
  const { code, seconds } = await run(cmd, args);
  rows.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, seconds });
  return code === 0;
}

/** The shuffle seed: VITEST_SEED replays a run, otherwise a new one each run. */
function vitestSeed() {
  const given = process.env.VITEST_SEED;
  if (given !== undefined && given !== "") {
    if (!/^\d+$/.test(given)) {
      process.stderr.write(`VITEST_SEED must be a whole number, got "${given}"\n`);
      process.exit(2);
    }
    return Number(given);
  }
  return Math.floor(Math.random() * 1_000_000_000);
}

async function vitest() {
  rmSync(vitestJson, { force: true });
  // Files and the tests inside them run in a shuffled order, so a test that leans on another's
  // leftovers (a counter, a cache, a clock) fails here rather than by luck later. The seed is
  // printed before and after the run: VITEST_SEED=<seed> npm test replays the same order.
  const seed = vitestSeed();
  process.stdout.write(`\nvitest shuffle seed: ${seed} (replay: VITEST_SEED=${seed} npm test)\n`);
  const { code, seconds } = await run("npx", [
    "vitest",
    "run",
    "--sequence.shuffle",
    `--sequence.seed=${seed}`,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ]);
  const report = readJson(vitestJson);
  if (!report) {
    rows.push({
      name: "vitest",
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `no report (runner crashed); shuffle seed ${seed}`,
    });
    return;
  }
  // A file that fails to load has no test results but is a failure all the same.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed"),
  ).length;
  let failed = (report.numFailedTests ?? 0) + brokenFiles;
  if (code !== 0 && failed === 0) failed = 1; // unhandled errors fail the run without failing a test
  rows.push({
    name: "vitest",
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    seconds,
    note: `shuffle seed ${seed}`,
  });
}

async function playwright() {
  rmSync(playwrightJson, { force: true });
  const { code, seconds } = await run("npx", ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT: playwrightJson,
  });
  const report = readJson(playwrightJson);
  if (!report?.stats) {
    rows.push({
      name: "playwright",
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: "no report (runner crashed)",
    });
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  let failed = unexpected;
  // Errors outside tests (the web server did not start, a spec did not compile) fail the run.
  if (failed === 0 && (report.errors?.length ?? 0) > 0) failed = report.errors.length;
  if (failed === 0 && code !== 0) failed = 1;
  rows.push({ name: "playwright", passed: expected + flaky, failed, skipped, seconds });
}

await check("typecheck", "npm", ["run", "typecheck"]);
await check("lint", "npm", ["run", "lint"]);
await vitest();
let built = true;
if (process.env.SKIP_BUILD === "1") {
  process.stdout.write("\nSKIP_BUILD=1: using the existing build/\n");
  built = existsSync("build/server/main.js");
} else {
  built = await check("build", "npm", ["run", "build"]);
}
if (built) {
  await playwright();
} else {
  rows.push({ name: "playwright", passed: 0, failed: 1, skipped: 0, seconds: 0, note: "not run: no build" });
}
rmSync(tmp, { recursive: true, force: true });

const total = rows.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
process.stdout.write("\n");
for (const r of rows) {
  const status = r.failed > 0 ? "FAIL" : "ok  ";
  const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ""}`;
  process.stdout.write(
    `${status} ${r.name.padEnd(11)} ${counts.padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ""}\n`,
  );
}
process.stdout.write(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}\n`,
);
process.exit(total.failed > 0 ? 1 : 0);
