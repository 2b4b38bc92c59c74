import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productVariants } from "../../db/schema/catalog";
import { orders } from "../../db/schema/order";
import { createLogger } from "../../http/logger";
import type { SeededProduct } from "../cart/cart.testing";
import { nonceFor, place, products, send, shopperWithCart } from "./order.testing";
import { ABANDONED_ORDER_MS, giveBackAbandonedOrders } from "./order-expiry";

// Orders placed and never paid give back their stock and go back to the cart after an hour.
let t: TestApp;
let product: () => Promise<SeededProduct>;
const logger = createLogger("silent");

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  product = await products(t);
});
afterAll(() => t?.close());

const stockOf = async (variantId: number) =>
  (
    await t.database.db
      .select({ qty: productVariants.qty })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0].qty;
const statusOf = async (id: number) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;

describe("abandoned orders", () => {
  it("an unpaid order older than an hour gives its stock back and its lines return to the cart; younger and paid ones stay", async () => {
    const [a, b] = [await product(), await product()];
    const old = await shopperWithCart(t, a, { qty: 2 });
    const stockA = await stockOf(a.variants[0].id);
    const abandoned = (await place(t.app, old.who)).body.result;
    const fresh = await shopperWithCart(t, b);
    const young = (await place(t.app, fresh.who)).body.result;
    const paidShopper = await shopperWithCart(t, await product());
    const paid = (await place(t.app, paidShopper.who)).body.result;
    await send(
      t.app,
      "POST",
      "/api/braintree-creditCard",
      { order_id: paid.order_id, nonce: await nonceFor(t.app, TEST_CARDS.approve) },
      paidShopper.who,
    );

    const longAgo = new Date(Date.now() - ABANDONED_ORDER_MS - 60_000);
    await t.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, abandoned.order_id));
    await t.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, paid.order_id));
    expect(await stockOf(a.variants[0].id)).toBe(stockA - 2);

    expect(await giveBackAbandonedOrders(t.database.db, new Date(), logger)).toBe(1);
    expect(await statusOf(abandoned.order_id)).toBe("payment_failed");
    expect(await stockOf(a.variants[0].id)).toBe(stockA);
    const cart = await send<{ list: { piid: number; qty: number }[] }>(
      t.app,
      "GET",
      "/api/carts",
      undefined,
      old.who,
    );
    expect(cart.body.result.list.map((l) => [l.piid, l.qty])).toEqual([[a.variants[0].id, 2]]);
    expect(await statusOf(young.order_id)).toBe("pending_payment");
    expect(await statusOf(paid.order_id)).toBe("processing");
    // A second sweep finds nothing more to do.
    expect(await giveBackAbandonedOrders(t.database.db, new Date(), logger)).toBe(0);
  });
});
