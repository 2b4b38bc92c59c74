import { defineConfig } from "vitest/config";
import base from "./vitest.mutation.config";

// The tests `npm run test:mutation:db` (stryker.db.config.mjs) runs against each mutant of the
// database-backed money and identity rules: the direct rule tests of vitest.mutation.config.ts, and
// the identity calls through the real HTTP app (sign-in lockout, password reset and change, e-mail
// links, password hashing). Meant for PostgreSQL (MUTATION_DATABASE_URL), where a seeded app costs
// well under a second; on PGlite the same run is several times slower.
export default defineConfig({
  test: {
    ...base.test,
    include: [
      ...(base.test?.include ?? []),
      "server/modules/coupons/coupon-wallet.test.ts",
      "server/modules/coupons/coupon-wallet-state.test.ts",
      "server/modules/customer/lockout.test.ts",
      "server/modules/customer/auth-login.test.ts",
      "server/modules/customer/password-reset.test.ts",
      "server/modules/customer/email-tokens.test.ts",
      "server/modules/customer/password-hash.test.ts",
    ],
    maxWorkers: 1,
  },
});
