// Mutation testing of the money and identity rules (`npm run test:mutation`, outside `npm test`):
// Stryker changes one operator, condition or literal at a time in the files below and runs the
// tests of vitest.mutation.config.ts against each change; a change no test notices ("survived")
// is a rule no test pins down. Slow by nature: one worker, PGlite (no TEST_DATABASE_URL), and
// only the files that hold the rules. The HTML report lands in reports/mutation/.
// PGlite: the test processes Stryker starts inherit this environment.
delete process.env.TEST_DATABASE_URL;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    // Only the rules, not the types and queries around them (file:startLine-endLine).
    "server/modules/cart/cart-money.ts",
    "server/modules/cart/cart-coupon.ts:59-162",
    "server/modules/order/order-points.ts:19-26",
    "server/modules/order/order-reservations.ts:85-143",
    "server/modules/customer/codes.ts:35-106",
  ],
  coverageAnalysis: "perTest",
  // Module-level constants would need every test re-run for each of their mutants.
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 60_000,
  // The first run over every test (coverage per test) is slow on a shared 2-core machine.
  dryRunTimeoutMinutes: 30,
  // A re-run only tests mutants whose code or tests changed since reports/stryker-incremental.json.
  incremental: true,
  incrementalFile: "reports/mutation/stryker-incremental.json",
  reporters: ["clear-text", "progress-append-only", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
