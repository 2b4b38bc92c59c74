// Test helpers of the free-gift choice: the gift categories emptied and filled with products at
// known prices, so a test knows exactly which options the cart offers.
import { eq, inArray } from "drizzle-orm";
import type { CartGiftOptions } from "../../../contract/cart";
import { GIFT_CATEGORY_IDS, GIFT_OPTIONS_PATH } from "../../../contract/gift-constants";
import { callJson } from "../../../tests/helpers/call-json";
import type { TestApp } from "../../../tests/helpers/test-app";
import { productCategories, productVariants } from "../../db/schema/catalog";
import { headersOf, pinVariant, type SeededProduct, sendJson, type Who } from "./cart.testing";

/** No product is listed in any gift category any more (the cart then offers nothing to choose). */
export async function emptyGiftCategories(t: TestApp): Promise<void> {
  await t.database.db
    .delete(productCategories)
    .where(inArray(productCategories.categoryId, [...GIFT_CATEGORY_IDS]));
  t.deps.cache.clear();
}

/**
 * Lists `p` in a gift category with its first variant at `cents` and every other variant dearer,
 * so that variant is the product's option. The shared cache is cleared, as after its lifetime.
 */
export async function listAsGift(
  t: TestApp,
  p: SeededProduct,
  cents: number,
  categoryId: number = GIFT_CATEGORY_IDS[0],
): Promise<number> {
  await t.database.db
    .update(productVariants)
    .set({ priceCents: 900_00, specialPriceCents: null })
    .where(eq(productVariants.productId, p.productId));
  await pinVariant(t, p.variants[0].id, { priceCents: cents, specialPriceCents: null });
  await t.database.db
    .insert(productCategories)
    .values({ productId: p.productId, categoryId })
    .onConflictDoNothing();
  t.deps.cache.clear();
  return p.variants[0].id;
}

/** POST /api/cart/gift-add, choosing `piid` (or adding the chosen gift back without one). */
export const giftAdd = (t: TestApp, who: Who, piid?: number) =>
  sendJson(t, "POST", "/api/cart/gift-add", piid === undefined ? {} : { piid }, who);

/** GET /api/cart/gift-options: the options the cart of `who` offers now. */
export const giftOptions = (t: TestApp, who: Who) =>
  callJson<CartGiftOptions>(t.app, GIFT_OPTIONS_PATH, { headers: headersOf(who) });

/** PUT /api/cart/gift-delete. */
export const giftDelete = (t: TestApp, who: Who) => sendJson(t, "PUT", "/api/cart/gift-delete", {}, who);

/**
 * Runs `request` with `meanwhile` done just before its first transaction begins, i.e. after
 * whatever it read first and before it takes the cart's lock: another tab's change or an order
 * placed in between, at exactly that moment. The app's own database does the work; the wrapper only
 * picks the moment.
 */
export async function withChangeBeforeLock<T>(
  t: TestApp,
  meanwhile: () => Promise<unknown>,
  request: () => Promise<T>,
): Promise<T> {
  const db = t.deps.db;
  let pending = true;
  t.deps.db = new Proxy(db, {
    get(target, prop) {
      if (prop === "transaction" && pending) {
        return async (...args: Parameters<typeof db.transaction>) => {
          pending = false;
          await meanwhile();
          return target.transaction(...args);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  try {
    const answer = await request();
    // A request that never began a transaction would prove nothing about the lock.
    if (pending) throw new Error("The request began no transaction.");
    return answer;
  } finally {
    t.deps.db = db;
  }
}
