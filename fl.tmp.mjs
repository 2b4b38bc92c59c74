import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { lighthousePages } from "./bench/pages.mjs";
import { startServer } from "./bench/server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/helpers/chromium.mjs";
const server = await startServer({ dataDir: "/tmp/fl/data", seedProducts: 300 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const p of lighthousePages) {
    let path = p.path, headers = {};
    if (p.resolve) { const r = await p.resolve(server.origin); if (typeof r === "string") path = r; else { path = r.path; headers = r.headers ?? {}; } }
    const ctx = await browser.newContext({ extraHTTPHeaders: headers, viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const scripts = new Map();
    page.on("response", async (res) => { if (res.request().resourceType() === "script") scripts.set(res.url(), null); });
    await page.goto(server.origin + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    let total = 0; const rows = [];
    for (const url of scripts.keys()) {
      const b = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
      const g = gzipSync(b, { level: 9 }).length; total += g; rows.push([g, url.replace(server.origin, "")]);
    }
    rows.sort((a, b) => b[0] - a[0]);
    console.log(`${p.name}: ${(total / 1024).toFixed(1)} KB`);
    for (const [g, u] of rows) console.log(`   ${(g / 1024).toFixed(1)}  ${u}`);
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); }
