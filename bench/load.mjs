// Load runs with autocannon against the local server only (127.0.0.1): a short warm-up, then
// `duration` seconds with `connections` concurrent connections per target.
import autocannon from "autocannon";

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value below which `p` percent of the sorted samples lie (nearest rank). */
function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function assertLocal(origin) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin))
    throw new Error(`load runs only against 127.0.0.1, not ${origin}`);
}

/**
 * One autocannon run. autocannon's summary has no p95, so every response time is kept and the
 * percentiles are computed here from all of them (ms, two decimals).
 */
export function cannon(opts) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(opts, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const ms = (v) => Math.round(v * 100) / 100;
      resolve({
        p50_ms: ms(percentile(times, 50)),
        p95_ms: ms(percentile(times, 95)),
        p99_ms: ms(percentile(times, 99)),
        rps: result.requests.average,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Runs `run()` (an autocannon run answering `requests`) and adds the server's CPU milliseconds per
 * request (`cpu_ms_per_req`, null when `cpuSeconds` is absent or cannot read the process).
 */
export async function withServerCpu(cpuSeconds, run) {
  const before = cpuSeconds?.() ?? null;
  const r = await run();
  const after = cpuSeconds?.() ?? null;
  const cpu =
    before === null || after === null || r.requests === 0
      ? null
      : Math.round(((after - before) * 1000 * 100) / r.requests) / 100;
  return { ...r, cpu_ms_per_req: cpu };
}

export async function runLoad(origin, targets, { duration = 10, connections = 20, cpuSeconds } = {}) {
  assertLocal(origin);
  const out = [];
  for (const target of targets) {
    // A target with `runs` is measured that many times and its medians kept (runLoadMedian).
    if (target.runs) {
      const r = await runLoadMedian(origin, target, { duration, connections, runs: target.runs, cpuSeconds });
      out.push({ ...r, all_runs: undefined, runs_rps: r.all_runs.map((x) => Math.round(x.rps)) });
      continue;
    }
    const url = `${origin}${target.path}`;
    process.stdout.write(`autocannon ${target.path}: ${duration} s × ${connections} connections\n`);
    const headers = { "accept-encoding": "gzip, br", ...target.headers };
    await cannon({ url, connections, duration: 2, headers });
    const r = await cannon({ url, connections, duration, headers });
    out.push({ name: target.name, path: target.path, kind: target.kind, ...r });
  }
  return out;
}

/**
 * autocannon options for a target: one path, or (`target.paths`) a list of paths asked in turn, one
 * per request, continuing where the previous run stopped, so every run meets paths it has not yet
 * asked (the answer cache's misses, not only its hits).
 */
function requestOptions(origin, target) {
  if (!target.paths) return { url: `${origin}${target.path}` };
  let next = target.cursor ?? 0;
  return {
    url: `${origin}${target.paths[0]}`,
    requests: [
      {
        setupRequest: (req) => {
          const path = target.paths[next % target.paths.length];
          next += 1;
          target.cursor = next;
          return { ...req, path };
        },
      },
    ],
  };
}

/**
 * `runs` measured runs of one target (after a warm-up), each `duration` seconds; every figure is
 * the median over the runs, and the runs are kept beside it. A target with `paths` asks them in
 * turn (requestOptions) and skips the warm-up, which would only fill the cache.
 */
export async function runLoadMedian(origin, target, { duration, connections, runs, cpuSeconds }) {
  assertLocal(origin);
  // A target may bring request headers (a session cookie).
  const headers = { "accept-encoding": "gzip, br", ...target.headers };
  process.stdout.write(`autocannon ${target.path}: ${runs} × ${duration} s × ${connections} connections`);
  if (!target.paths) await cannon({ ...requestOptions(origin, target), connections, duration: 2, headers });
  const all = [];
  for (let i = 0; i < runs; i++) {
    process.stdout.write(` ${i + 1}`);
    all.push(
      await withServerCpu(cpuSeconds, () =>
        cannon({ ...requestOptions(origin, target), connections, duration, headers }),
      ),
    );
  }
  process.stdout.write("\n");
  const med = (key) => median(all.map((r) => r[key]));
  return {
    name: target.name,
    path: target.path,
    kind: target.kind,
    connections,
    runs,
    p50_ms: med("p50_ms"),
    p95_ms: med("p95_ms"),
    p99_ms: med("p99_ms"),
    rps: med("rps"),
    cpu_ms_per_req: all.some((r) => r.cpu_ms_per_req === null) ? null : med("cpu_ms_per_req"),
    // Failures are summed, not medianed: one bad run counts.
    requests: all.reduce((s, r) => s + r.requests, 0),
    non2xx: all.reduce((s, r) => s + r.non2xx, 0),
    errors: all.reduce((s, r) => s + r.errors, 0),
    all_runs: all,
  };
}
