// The database-backed money and identity rules (`npm run test:mutation:db`): coupon use limits and
// redemption, stock reservation and points spending, verification codes, the sign-in lock, the
// password change, e-mail links and password hashing. Their tests run against a
// PGlite database, and Stryker's per-test coverage does not see the code they reach through it
// (every one of these mutants was reported "no coverage" under perTest), so here each mutant runs
// every test of vitest.mutation.config.ts ("all"). Slower per mutant; hence its own script.
// MUTATION_DATABASE_URL=postgres://… runs those tests on PostgreSQL instead of PGlite: each test
// file gets its own database there (tests/helpers/test-database.ts), about five times faster per
// mutant than instantiating PGlite, and two mutants can run side by side.
import base from "./stryker.config.mjs";

// The base config removed TEST_DATABASE_URL (PGlite); Stryker's test processes inherit this one.
const postgres = process.env.MUTATION_DATABASE_URL;
if (postgres) process.env.TEST_DATABASE_URL = postgres;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: "vitest.mutation.db.config.ts", related: false },
  mutate: [
    "server/modules/cart/cart-coupon.ts:76-162",
    "server/modules/order/order-reservations.ts:85-143",
    // My Coupons: what a customer holds and which tab each coupon is in.
    "server/modules/coupons/coupon-wallet.service.ts:38-155",
    "server/modules/customer/codes.ts:35-106",
    // Identity: sign-in lockout, the password change's wrong-try count, e-mail links, hashing.
    "server/modules/customer/lockout.ts",
    "server/modules/customer/auth.service.ts:138-179",
    "server/modules/customer/password-reset.service.ts:122-158",
    "server/modules/customer/email-tokens.ts:19-85",
    "server/modules/customer/password-hash.ts:14-75",
  ],
  coverageAnalysis: "all",
  concurrency: postgres ? 2 : 1,
  ignoreStatic: false,
  incrementalFile: "reports/mutation/db-incremental.json",
  htmlReporter: { fileName: "reports/mutation/db.html" },
  jsonReporter: { fileName: "reports/mutation/db.json" },
  tempDirName: ".stryker-tmp-db",
};
