import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// The tests `npm run test:mutation` (Stryker, stryker.config.mjs) runs against each mutant of the
// money and identity rules: the files that call those rules directly (pure functions, or services
// on an empty PGlite database), so one mutant costs seconds, not a seeded app per test file. The
// shopper-level tests of the same rules (cart-money, cart-coupon-rules, order-*) run in `npm test`.
// Spelled out rather than merged: mergeConfig would add this list to the base one, not replace it.
export default defineConfig({
  test: {
    ...base.test,
    include: [
      "server/modules/cart/money-rules.test.ts",
      "server/modules/order/order-rules.test.ts",
      "server/modules/customer/codes.test.ts",
    ],
    maxWorkers: 1,
  },
});
