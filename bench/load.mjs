// Load runs with autocannon against the local server only (127.0.0.1): a short warm-up, then
// `duration` seconds with `connections` concurrent connections per target.
import autocannon from "autocannon";

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function runLoad(origin, targets, { duration = 10, connections = 20 } = {}) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin))
    throw new Error(`load runs only against 127.0.0.1, not ${origin}`);
  const out = [];
  for (const target of targets) {
    const url = `${origin}${target.path}`;
    process.stdout.write(`autocannon ${target.path}: ${duration} s × ${connections} connections\n`);
    const headers = { "accept-encoding": "gzip, br" };
    await cannon({ url, connections, duration: 2, headers });
    const r = await cannon({ url, connections, duration, headers });
    out.push({
      name: target.name,
      path: target.path,
      kind: target.kind,
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      rps: r.requests.average,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    });
  }
  return out;
}
