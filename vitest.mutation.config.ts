import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// The tests `npm run test:mutation` (Stryker, stryker.config.mjs) runs against each mutant of the
// money and identity rules: only the files that exercise those rules, on PGlite, one worker.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        "server/modules/cart/cart-money.test.ts",
        "server/modules/cart/cart-coupon-rules.test.ts",
        "server/modules/order/order-points.test.ts",
        "server/modules/order/order-concurrency.test.ts",
        "server/modules/order/order-coupon-race.test.ts",
        "server/modules/order/order-rules.test.ts",
        "server/modules/customer/codes.test.ts",
      ],
      maxWorkers: 1,
    },
  }),
);
