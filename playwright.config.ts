import { defineConfig } from "@playwright/test";
import { E2E_OPERATOR_TOKEN } from "./tests/e2e/operator-token";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/helpers/chromium.mjs";

// Browser journeys against the BUILT server (`npm run build` first) in the system Chromium.
const port = Number(process.env.E2E_PORT ?? 3217);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Two browsers at once on CI too: the journeys check both shopper sizes and run axe-core on every
  // page and open dialog (issue 16), and one at a time took the suite past its 30-minute bound.
  workers: 2,
  // One retry on CI only: the shared 2-core machine has stalled a Chromium renderer mid-journey
  // (seen once in the checkout journey, no request or error behind it). A retried pass is reported as
  // flaky in the JSON report, so it stays visible; locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ["list"],
    // scripts/test-all.mjs reads this file to count passes and failures.
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? "test-results/e2e-results.json" }],
  ],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 900 } } }],
  webServer: {
    // A fresh data folder each run: the server migrates and seeds it on its first start.
    command: "node tests/e2e/start-server.mjs",
    url: `${baseURL}/readyz`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "./build/e2e-data",
      SEED_PRODUCTS: "300",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // auto_test=1 is honoured and the development mailbox (/dev/mailbox.json) is on: the
      // journeys read verification codes and reset links from it.
      TEST_MODE: "1",
      MAILBOX_PAGE: "1",
      // Every shopper of the journeys comes from 127.0.0.1: the per-address write limits (sign-up,
      // codes) would count them all as one person and answer 429 part-way through the run. Their
      // rules are tested against the HTTP app (server/http/write-rate-limits.test.ts).
      RATE_LIMIT_MULTIPLIER: "20",
      // The fulfilment journey ships and delivers an order through the operator calls with this
      // credential (tests/e2e/fulfilment.spec.ts reads the same value); the demo fulfilment worker
      // stays off so no order moves by itself under the other journeys.
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      OPERATOR_NAME: "e2e-operator",
      // The Web Push journey's local push service (tests/e2e/web-push.spec.ts): subscriptions at
      // http://127.0.0.1 are accepted (only loopback hosts named here may be plain http).
      WEB_PUSH_ENDPOINT_HOSTS: "127.0.0.1",
      FULFILMENT_DEMO: "0",
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
