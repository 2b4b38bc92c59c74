// `npm run bench`: Lighthouse on the pages of bench/pages.mjs and an autocannon load run on its
// targets, against the built server with its own data folder; prints every figure beside its
// budget (bench/budgets.json) and writes bench/results/latest.json. Not part of `npm test`.
//
//   npm run bench                       everything (builds first if build/ is missing)
//   npm run bench -- --runs 3           Lighthouse runs per page (default 5, median kept)
//   npm run bench -- --duration 5       seconds per load target (default 10)
//   npm run bench -- --skip-lighthouse  or --skip-load
//   npm run bench -- --strict           exit 1 when a budget is missed
//   BENCH_PRODUCTS=N                    catalog size seeded on the first run (default 2000);
//                                       delete bench/.data to reseed
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { CHROMIUM_PATH } from "../tests/helpers/chromium.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { runLoad } from "./load.mjs";
import { lighthousePages, loadTargets, resolvePaths } from "./pages.mjs";
import { startServer } from "./server.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
    strict: { type: "boolean", default: false },
  },
});

const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));

if (!existsSync("build/server/main.js")) {
  process.stdout.write("build/ is missing: running `npm run build`…\n");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const buildVersion = JSON.parse(readFileSync("build/version.json", "utf8")).version;

// The benchmark database lives beside the scripts; keep it out of git.
mkdirSync("bench/.data", { recursive: true });
writeFileSync("bench/.data/.gitignore", "*\n");
const server = await startServer({
  dataDir: "bench/.data",
  seedProducts: Number(process.env.BENCH_PRODUCTS ?? 2000),
});
let lighthouse = [];
let load = [];
try {
  if (!args["skip-lighthouse"]) {
    lighthouse = await runLighthouse(server.origin, await resolvePaths(lighthousePages, server.origin), {
      runs: Number(args.runs),
      chromePath: CHROMIUM_PATH,
    });
  }
  if (!args["skip-load"]) {
    load = await runLoad(server.origin, await resolvePaths(loadTargets, server.origin), {
      duration: Number(args.duration),
      connections: Number(args.connections),
    });
  }
} finally {
  await server.stop();
}

// ---- Compare with the budgets --------------------------------------------------------------
const rows = [];
const lhBudget = budgets.lighthouse;
const lhChecks = [
  ["performance", "Performance score", (v) => v.toFixed(2), (v, b) => v >= b, "≥"],
  ["lcp_ms", "LCP", (v) => `${Math.round(v)} ms`, (v, b) => v <= b, "≤"],
  ["tbt_ms", "TBT", (v) => `${Math.round(v)} ms`, (v, b) => v <= b, "≤"],
  ["cls", "CLS", (v) => v.toFixed(3), (v, b) => v <= b, "≤"],
  ["first_load_js_kb_gzip", "First-load JS (gzip)", (v) => `${v.toFixed(1)} KB`, (v, b) => v <= b, "≤"],
];
for (const page of lighthouse) {
  for (const [key, label, fmt, ok, op] of lhChecks) {
    // A page may tighten a budget (the product page must score 1.00).
    const budget = page.budget?.[key] ?? lhBudget[key];
    rows.push({
      what: `${page.name} ${page.path}`,
      metric: label,
      value: fmt(page[key]),
      budget: budget === undefined ? "" : `${op} ${fmt(budget)}`,
      pass: budget === undefined ? null : ok(page[key], budget),
    });
  }
}
for (const t of load) {
  const b = budgets.load?.[t.kind] ?? {};
  const clean = t.non2xx === 0 && t.errors === 0;
  rows.push({
    what: `${t.name} ${t.path}`,
    metric: "p50 latency",
    value: `${t.p50_ms} ms`,
    budget: b.p50_ms ? `≤ ${b.p50_ms} ms` : "",
    pass: b.p50_ms ? t.p50_ms <= b.p50_ms : null,
  });
  rows.push({
    what: "",
    metric: "p99 latency",
    value: `${t.p99_ms} ms`,
    budget: b.p99_ms ? `≤ ${b.p99_ms} ms` : "",
    pass: b.p99_ms ? t.p99_ms <= b.p99_ms : null,
  });
  rows.push({
    what: "",
    metric: "requests/s",
    value: t.rps.toFixed(0),
    budget: b.min_rps ? `≥ ${b.min_rps}` : "",
    pass: b.min_rps ? t.rps >= b.min_rps : null,
  });
  rows.push({
    what: "",
    metric: "non-2xx / errors",
    value: `${t.non2xx} / ${t.errors}`,
    budget: "0 / 0",
    pass: clean,
  });
}

const cols = ["what", "metric", "value", "budget", "result"];
const cells = rows.map((r) => ({ ...r, result: r.pass === null ? "" : r.pass ? "pass" : "FAIL" }));
const width = Object.fromEntries(
  cols.map((c) => [c, Math.max(c.length, ...cells.map((r) => String(r[c]).length))]),
);
const line = (r) => cols.map((c) => String(r[c]).padEnd(width[c])).join("  ");
process.stdout.write(`\n${line(Object.fromEntries(cols.map((c) => [c, c])))}\n`);
process.stdout.write(`${cols.map((c) => "-".repeat(width[c])).join("  ")}\n`);
for (const r of cells) process.stdout.write(`${line(r)}\n`);
const failed = cells.filter((r) => r.pass === false).length;
process.stdout.write(`\n${failed === 0 ? "All budgets met." : `${failed} budget(s) missed.`}\n`);

mkdirSync("bench/results", { recursive: true });
const report = {
  date: new Date().toISOString(),
  build: buildVersion,
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memory_gb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: {
    lighthouse_runs: Number(args.runs),
    load_duration_s: Number(args.duration),
    connections: Number(args.connections),
  },
  budgets,
  lighthouse,
  load,
  budgets_missed: failed,
};
writeFileSync("bench/results/latest.json", `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write("Wrote bench/results/latest.json\n");
process.exit(args.strict && failed > 0 ? 1 : 0);
