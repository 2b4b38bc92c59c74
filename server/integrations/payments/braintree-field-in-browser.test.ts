import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAYMENT_FIELD_BRAINTREE_PATH, PAYMENT_MESSAGES } from "../../../contract/payment-constants";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../tests/helpers/chromium.mjs";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { braintreeTestEnv, type FakeBraintree, fakeBraintree } from "./fake-providers.testing";

// Braintree's field page in a real browser, under its own policy, framed by a parent page that asks
// it for a nonce with the payment page's own code (payment-field-messages.ts requestNonce): the
// bundled braintree-web script runs under the CSP and answers in the test field's message shape.
// Braintree itself cannot be reached from here, so these are the answers without a usable client
// token; a nonce needs a Braintree sandbox.

const ORIGIN = "http://shop.test";
let t: TestApp;
let braintree: FakeBraintree;
let browser: Browser;
let page: Page;
let parentScript = "";
const violations: string[] = [];

beforeAll(async () => {
  braintree = await fakeBraintree();
  t = await createTestApp({
    products: 0,
    env: {
      ...braintreeTestEnv(braintree),
    },
  });
  const messages = fileURLToPath(
    new URL("../../../app/features/checkout/payment-field-messages.ts", import.meta.url),
  );
  const out = await build({
    stdin: {
      contents: `import { requestNonce } from ${JSON.stringify(messages)};
window.askField = () => requestNonce(document.querySelector("iframe").contentWindow, {
  origin: location.origin,
  addEventListener: (t, fn) => window.addEventListener(t, fn),
  removeEventListener: (t, fn) => window.removeEventListener(t, fn),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
});`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    write: false,
    logLevel: "silent",
  });
  parentScript = out.outputFiles[0].text;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  page = await browser.newPage();
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/parent")
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><body><iframe src="${PAYMENT_FIELD_BRAINTREE_PATH}"></iframe><script src="/parent.js"></script></body></html>`,
      });
    if (url.pathname === "/parent.js")
      return route.fulfill({ contentType: "text/javascript", body: parentScript });
    // Everything else is our real app, in process.
    const res = await t.app.request(url.pathname + url.search, {
      headers: { "accept-encoding": "identity" },
    });
    return route.fulfill({
      status: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body: Buffer.from(await res.arrayBuffer()),
    });
  });
  // Anything else (Braintree's hosts, any CDN) is refused: nothing may leave the machine.
  await page.route(/^https?:\/\/(?!shop\.test)/, (route) => route.abort("blockedbyclient"));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await braintree?.close();
});
beforeEach(() => {
  violations.length = 0;
  braintree.down = false;
});

async function askField(): Promise<unknown> {
  await page.goto(`${ORIGIN}/parent`);
  const frame = page.frameLocator("iframe");
  await frame.locator("#card").waitFor({ state: "attached" });
  // The field's script has run once its own message listener is there: give it the load event.
  await page.waitForFunction(() => {
    const f = document.querySelector("iframe");
    return f?.contentDocument?.readyState === "complete";
  });
  return page.evaluate(() => (window as unknown as { askField(): Promise<unknown> }).askField());
}

describe("the Braintree field page in a browser", () => {
  it("without a client token (Braintree unreachable) answers the parent with the unavailable message", async () => {
    braintree.down = true;
    expect(await askField()).toEqual({ error: PAYMENT_MESSAGES.cardUnavailable });
    expect(await page.frameLocator("iframe").locator("#error").textContent()).toBe(
      PAYMENT_MESSAGES.cardUnavailable,
    );
    expect(violations).toEqual([]);
  });

  it("with a token braintree-web cannot use, it says the form could not be loaded; no policy violation", async () => {
    const answer = (await askField()) as { error?: string };
    expect(answer.error).toMatch(/could not be loaded/);
    expect(violations).toEqual([]);
  });
});
