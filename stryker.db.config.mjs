// The database-backed money and identity rules (`npm run test:mutation:db`): coupon use limits and
// redemption, stock reservation and points spending, verification codes. Their tests run against a
// PGlite database, and Stryker's per-test coverage does not see the code they reach through it
// (every one of these mutants was reported "no coverage" under perTest), so here each mutant runs
// every test of vitest.mutation.config.ts ("all"). Slower per mutant; hence its own script.
import base from "./stryker.config.mjs";

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  mutate: [
    "server/modules/cart/cart-coupon.ts:76-147",
    "server/modules/order/order-reservations.ts:85-136",
    "server/modules/customer/codes.ts:35-106",
  ],
  coverageAnalysis: "all",
  ignoreStatic: false,
  incrementalFile: "reports/mutation/db-incremental.json",
  htmlReporter: { fileName: "reports/mutation/db.html" },
  jsonReporter: { fileName: "reports/mutation/db.json" },
  tempDirName: ".stryker-tmp-db",
};
