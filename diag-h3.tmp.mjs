import { chromium, request } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/helpers/chromium.mjs";
const base = "http://127.0.0.1:4103";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const mobile = process.argv[2] === "m";
const signed = process.argv[3] === "s";
const ctx = await browser.newContext(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
const anon = await request.newContext({ baseURL: base });
const home = await (await anon.get("/api/home")).json();
const path = home.result.featured[0].url_path;
if (signed) {
  const email = `d${Date.now()}@example.com`;
  await page.request.post(base + "/api/customer/register", { form: { email, password: "Garden-lamp-58", password_confirm: "Garden-lamp-58", firstname: "Marlowe" } });
  await anon.get(path); const kept = await anon.get(path);
  const headers = Object.fromEntries(Object.entries(kept.headers()).filter(([k]) => !["content-encoding", "content-length"].includes(k)));
  const body = await kept.body();
  await page.route(`**${path}`, (route) => route.request().resourceType() !== "document" ? route.fallback() : route.fulfill({ status: 200, headers, body }));
}
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => (s.node?.outerHTML ?? "?").slice(0, 140) + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: "layout-shift", buffered: true });
});
await page.goto(base + path);
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
await page.screenshot({ path: `/tmp/shots-h3/prod-${mobile ? "m" : "d"}-${signed ? "s" : "a"}.png` });
await browser.close();
