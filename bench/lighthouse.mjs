// Lighthouse 12 with its mobile defaults (emulated mid-range phone, simulated slow 4G) in the
// system Chromium. Each page runs once to warm the server, then `runs` times; medians are kept.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/helpers/chromium.mjs";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Gzip size of every script the page loaded, fetched again without compression and gzipped here. */
async function scriptSizes(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === "Script" && /^https?:/.test(i.url));
  let gzip = 0;
  let transfer = 0;
  for (const s of scripts) {
    transfer += s.transferSize ?? 0;
    const res = await fetch(s.url, { headers: { "accept-encoding": "identity" } });
    gzip += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return { count: scripts.length, gzipKb: gzip / 1024, transferKb: transfer / 1024 };
}

/** One audit; a run whose trace recording failed (e.g. NO_NAVSTART on a busy machine) is retried. */
async function auditOnce(url, port, headers, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditAttempt(url, port, headers);
    } catch (err) {
      if (attempt >= attempts) throw err;
      process.stdout.write(` (retry: ${err.message.split(" ").slice(0, 2).join(" ")})`);
    }
  }
}

/** `headers` go with every request of the page (e.g. the Cookie of a guest with a cart). */
async function auditAttempt(url, port, headers) {
  const result = await lighthouse(url, {
    port,
    extraHeaders: headers ?? null,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

export async function runLighthouse(origin, pages, { runs = 5, chromePath = CHROMIUM_PATH } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const out = [];
  try {
    for (const page of pages) {
      const url = `${origin}${page.path}`;
      process.stdout.write(`lighthouse ${page.path}: warm-up`);
      // The warm-up only warms the server: its failure is not the page's.
      await auditOnce(url, chrome.port, page.headers).catch((err) =>
        process.stdout.write(` (${err.message})`),
      );
      const lhrs = [];
      const failures = [];
      for (let i = 0; i < runs; i++) {
        process.stdout.write(` ${i + 1}`);
        // A run whose trace failed three times (a busy machine) is left out of the median and
        // counted; one page with no good run is reported, not the end of the whole bench.
        await auditOnce(url, chrome.port, page.headers).then(
          (lhr) => lhrs.push(lhr),
          (err) => failures.push(err.message),
        );
      }
      process.stdout.write("\n");
      if (lhrs.length === 0) {
        out.push({ name: page.name, path: page.path, budget: page.budget, runs: 0, error: failures.at(-1) });
        continue;
      }
      const js = await scriptSizes(lhrs.at(-1));
      const metric = (id) => median(lhrs.map((l) => l.audits[id].numericValue));
      out.push({
        name: page.name,
        path: page.path,
        budget: page.budget,
        runs: lhrs.length,
        failed_runs: failures.length,
        performance: median(lhrs.map((l) => l.categories.performance.score ?? 0)),
        lcp_ms: metric("largest-contentful-paint"),
        tbt_ms: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        fcp_ms: metric("first-contentful-paint"),
        first_load_js_kb_gzip: js.gzipKb,
        first_load_js_kb_transfer: js.transferKb,
        scripts: js.count,
        all_scores: lhrs.map((l) => l.categories.performance.score),
      });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
