// `npm run bench`: Lighthouse on the pages of bench/pages.mjs and an autocannon load run on its
// targets, against the built server with its own data folder; prints every figure beside its
// budget (bench/budgets.json) and writes bench/results/latest.json. Not part of `npm test`.
//
//   npm run bench                       everything (builds first if build/ is missing)
//   npm run bench -- --runs 3           Lighthouse runs per page (default 5, median kept)
//   npm run bench -- --duration 5       seconds per load target (default 10)
//   npm run bench -- --skip-lighthouse  or --skip-load
//   npm run bench -- --pages "Home,Play"  only the Lighthouse pages whose name contains one of the texts
//   npm run bench -- --only "Product page"  only the load targets whose name contains the text
//   npm run bench -- --strict           exit 1 when a budget is missed
//   BENCH_PRODUCTS=N                    catalog size seeded on the first run (default 2000);
//                                       delete bench/.data to reseed
//   BENCH_DATABASE_URL=postgres://…     also the PostgreSQL runs (bench/postgres.mjs) on that server:
//                                       a `nestora_bench` database is created, seeded, and dropped
//   BENCH_PG_PRODUCTS=N                 catalog size of the PostgreSQL runs (default 50000)
//   BENCH_CART_ADDS=N                   adds (and reads) per guest in the cart load run (default 100)
//   BENCH_CART_WARMUP=N                 warm-up adds (and reads) per guest before each (default 30)
//   npm run bench -- --pg-runs 3        measured runs per PostgreSQL catalog target (median kept)
//   npm run bench -- --pg-only          only the PostgreSQL runs
//   npm run bench -- --pg-part cart     only the cart load (or `catalog`: only the 50k catalog;
//                                       `chaos`: only the chaos run, bench/chaos.mjs)
//   BENCH_CHAOS_SHOPPERS=N              shoppers of the chaos run (default 100), each placing 3 orders
//                                       while the database is cut twice
//   npm run bench -- --pg-reuse-seed    keep the seeded 50k catalog as a template database
//                                       (nestora_bench_seed_N) and copy it on later runs instead of
//                                       seeding again; drop it by hand when the seed changes
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
//                                       extra node flags for the server under test (profiling)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { CHROMIUM_PATH } from "../tests/helpers/chromium.mjs";
import { runChaos } from "./chaos.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { runLoad } from "./load.mjs";
import { lighthousePages, loadTargets, resolvePaths } from "./pages.mjs";
import { runPostgres } from "./postgres.mjs";
import { startServer } from "./server.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-load": { type: "boolean", default: false },
    only: { type: "string" },
    pages: { type: "string" },
    strict: { type: "boolean", default: false },
    "pg-runs": { type: "string", default: "3" },
    "pg-only": { type: "boolean", default: false },
    "pg-part": { type: "string", default: "all" },
    "pg-reuse-seed": { type: "boolean", default: false },
  },
});
const pgUrl = process.env.BENCH_DATABASE_URL;
if (args["pg-only"] && !pgUrl) {
  process.stderr.write("--pg-only needs BENCH_DATABASE_URL (postgres://…) to be set\n");
  process.exit(2);
}
if (!["all", "catalog", "cart", "chaos"].includes(args["pg-part"])) {
  process.stderr.write("--pg-part is all, catalog, cart or chaos\n");
  process.exit(2);
}

const budgets = JSON.parse(readFileSync("bench/budgets.json", "utf8"));
// Other work on the machine skews every figure: the load average is recorded beside them.
const loadAtStart = loadavg().map((v) => Number(v.toFixed(2)));

if (!existsSync("build/server/main.js")) {
  process.stdout.write("build/ is missing: running `npm run build`…\n");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const buildVersion = JSON.parse(readFileSync("build/version.json", "utf8")).version;

// The benchmark database lives beside the scripts; keep it out of git.
mkdirSync("bench/.data", { recursive: true });
writeFileSync("bench/.data/.gitignore", "*\n");
let lighthouse = [];
let load = [];
let postgres = null;
let chaos = null;
const server = args["pg-only"]
  ? null
  : await startServer({ dataDir: "bench/.data", seedProducts: Number(process.env.BENCH_PRODUCTS ?? 2000) });
try {
  if (server && !args["skip-lighthouse"]) {
    const wanted = args.pages
      ?.split(",")
      .map((t) => t.trim())
      .filter(Boolean);
    const pages = wanted
      ? lighthousePages.filter((p) => wanted.some((t) => p.name.includes(t)))
      : lighthousePages;
    lighthouse = await runLighthouse(server.origin, await resolvePaths(pages, server.origin), {
      runs: Number(args.runs),
      chromePath: CHROMIUM_PATH,
    });
  }
  if (server && !args["skip-load"]) {
    const targets = args.only ? loadTargets.filter((t) => t.name.includes(args.only)) : loadTargets;
    load = await runLoad(server.origin, await resolvePaths(targets, server.origin), {
      duration: Number(args.duration),
      connections: Number(args.connections),
      cpuSeconds: server.cpuSeconds,
    });
  }
} finally {
  await server?.stop();
}
if (pgUrl && args["pg-part"] !== "chaos") {
  postgres = await runPostgres(pgUrl, {
    budgets,
    products: Number(process.env.BENCH_PG_PRODUCTS ?? 50_000),
    duration: Number(args.duration),
    runs: Number(args["pg-runs"]),
    lighthouseRuns: args["skip-lighthouse"] ? 0 : Number(args.runs),
    cartAddsPerGuest: Number(process.env.BENCH_CART_ADDS ?? 100),
    cartWarmUpPerGuest: Number(process.env.BENCH_CART_WARMUP ?? 30),
    parts: args["pg-part"] === "all" ? ["catalog", "cart"] : [args["pg-part"]],
    reuseSeed: args["pg-reuse-seed"],
  });
}
if (pgUrl && ["all", "chaos"].includes(args["pg-part"])) {
  chaos = await runChaos(pgUrl, { shoppers: Number(process.env.BENCH_CHAOS_SHOPPERS ?? 100) });
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
  if (page.error) {
    rows.push({
      what: `${page.name} ${page.path}`,
      metric: "Lighthouse",
      value: page.error,
      budget: "",
      pass: false,
    });
    continue;
  }
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
  rows.push({ what: "", metric: "p95 latency", value: `${t.p95_ms} ms`, budget: "", pass: null });
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
  if (t.cpu_ms_per_req) {
    // What one process could serve with a core to itself: the figure that does not depend on what
    // else the machine runs (the load generator, other work).
    rows.push({
      what: "",
      metric: "server CPU per request",
      value: `${t.cpu_ms_per_req} ms (≈ ${Math.round(1000 / t.cpu_ms_per_req)}/s per core)`,
      budget: "",
      pass: null,
    });
  }
  rows.push({
    what: "",
    metric: "non-2xx / errors",
    value: `${t.non2xx} / ${t.errors}`,
    budget: "0 / 0",
    pass: clean,
  });
}
if (postgres) {
  const pgRows = (t, label, p95Budget, extraErrors = 0) => {
    rows.push({ what: label, metric: "p50 latency", value: `${t.p50_ms} ms`, budget: "", pass: null });
    rows.push({
      what: "",
      metric: "p95 latency",
      value: `${t.p95_ms} ms`,
      // The long-tail targets (every listing, every search) are measured, not budgeted.
      budget: p95Budget === null ? "" : `≤ ${p95Budget} ms`,
      pass: p95Budget === null ? null : t.p95_ms <= p95Budget,
    });
    rows.push({ what: "", metric: "p99 latency", value: `${t.p99_ms} ms`, budget: "", pass: null });
    rows.push({ what: "", metric: "requests/s", value: t.rps.toFixed(0), budget: "", pass: null });
    if (t.cpu_ms_per_req !== null && t.cpu_ms_per_req !== undefined)
      rows.push({
        what: "",
        metric: "server CPU per request",
        value: `${t.cpu_ms_per_req} ms`,
        budget: "",
        pass: null,
      });
    rows.push({
      what: "",
      metric: "non-2xx / errors / refused",
      value: `${t.non2xx} / ${t.errors} / ${extraErrors}`,
      budget: "0 / 0 / 0",
      pass: t.non2xx === 0 && t.errors === 0 && extraErrors === 0,
    });
  };
  const n = postgres.products.toLocaleString("en-US");
  for (const t of postgres.catalog) {
    pgRows(t, `PG ${n}: ${t.name} ${t.path} (median of ${t.runs}, ${t.connections} conn.)`, t.budget);
  }
  if (postgres.search_page) {
    const page = postgres.search_page;
    rows.push({
      what: `PG ${n}: Lighthouse ${page.path}`,
      metric: "Performance score",
      value: page.performance.toFixed(2),
      budget: `≥ ${lhBudget.performance.toFixed(2)}`,
      pass: page.performance >= lhBudget.performance,
    });
  }
  if (postgres.cart) {
    const cartConn = budgets.pg_cart.connections;
    const perGuest = postgres.cart.add.per_guest;
    for (const t of [postgres.cart.add, postgres.cart.read]) {
      const label = `PG cart: ${t.name} ${t.path} (${cartConn} conn. × ${perGuest})`;
      pgRows(t, label, budgets.pg_cart.p95_ms, t.refused);
    }
    const c = postgres.cart.check;
    rows.push({
      what: "PG cart: carts = successful adds",
      metric: "units in carts (API / DB)",
      value: `${c.units_in_carts_api} / ${c.units_in_carts_db} of ${c.successful_adds} adds, ${c.guests_mismatched} guests off`,
      budget: "equal, 0 off",
      pass: c.pass,
    });
  }
}
if (chaos) {
  const what = `PG chaos: ${chaos.shoppers} shoppers × ${chaos.rounds} orders, database cut ${chaos.cuts}× for ${chaos.outage_ms} ms`;
  rows.push({
    what,
    metric: "server process deaths",
    value: chaos.process_deaths,
    budget: "0",
    pass: chaos.process_deaths === 0,
  });
  rows.push({
    what: "",
    metric: "inconsistencies",
    value: `${chaos.inconsistencies} ${JSON.stringify(chaos.checks)}`,
    budget: "0",
    pass: chaos.inconsistencies === 0,
  });
  rows.push({
    what: "",
    metric: "orders placed (answered / in database)",
    value: `${chaos.orders_placed} / ${chaos.orders_in_database} of ${chaos.orders_expected}`,
    budget: "all, once each",
    pass: chaos.orders_placed === chaos.orders_expected && chaos.orders_in_database === chaos.orders_expected,
  });
  rows.push({
    what: "",
    metric: "answers by status",
    value: JSON.stringify(chaos.answers_by_status),
    budget: "",
    pass: null,
  });
  rows.push({
    what: "",
    metric: "slowest answer",
    value: `${chaos.slowest_answer_ms} ms`,
    budget: "",
    pass: null,
  });
  rows.push({ what: "", metric: "run time", value: `${chaos.seconds} s`, budget: "", pass: null });
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
process.stdout.write(
  `Load average (1/5/15 min) at start ${loadAtStart.join(" ")}, at end ${loadavg()
    .map((v) => v.toFixed(2))
    .join(" ")} on ${cpus().length} CPUs.\n`,
);

mkdirSync("bench/results", { recursive: true });
const report = {
  date: new Date().toISOString(),
  build: buildVersion,
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memory_gb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    load_average_start: loadAtStart,
    load_average_end: loadavg().map((v) => Number(v.toFixed(2))),
  },
  settings: {
    lighthouse_runs: Number(args.runs),
    load_duration_s: Number(args.duration),
    connections: Number(args.connections),
    postgres_runs: pgUrl ? Number(args["pg-runs"]) : null,
  },
  budgets,
  lighthouse,
  load,
  postgres,
  chaos,
  budgets_missed: failed,
};
writeFileSync("bench/results/latest.json", `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write("Wrote bench/results/latest.json\n");
process.exit(args.strict && failed > 0 ? 1 : 0);
