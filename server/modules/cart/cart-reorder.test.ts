import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type { reorder } from "../../../contract/cart";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import {
  customer,
  guest,
  place,
  products,
  type Shopper,
  send,
  shopperWithCart,
} from "../order/order.testing";
import { addToCart, pinProduct, pinVariant, readCart, type SeededProduct } from "./cart.testing";

// POST /api/cart/reorder against the real app and database: an own order's lines come back into
// the cart through the add-to-cart rules; anyone else's order is 404 and adds nothing.

let t: TestApp;
let product: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  product = await products(t);
});
afterAll(() => t?.close());

type Result = CallResult<typeof reorder>;
const again = (s: Shopper, order_id: unknown) =>
  send<Result>(t.app, "POST", "/api/cart/reorder", { order_id }, s.who);

/** A shopper's placed order of two products (qty 2 and 1); the cart is empty afterwards. */
async function orderOfTwo(as: Shopper) {
  const a = await product();
  const b = await product();
  await shopperWithCart(t, a, { as, qty: 2 });
  const added = await addToCart(
    t,
    { product: { product_id: b.productId, child_id: b.variants[0].id, qty: 1 } },
    as.who,
  );
  expect(added.body.code).toBe(200);
  const placed = await place(t.app, as.who);
  expect(placed.body.code).toBe(200);
  expect((await readCart(t, as.who)).body.result.items_qty).toBe(0);
  return { a, b, order: placed.body.result };
}

describe("reorder", () => {
  it("puts an own order's lines back into the cart, by id or order number", async () => {
    const c = await customer(t);
    const { a, b, order } = await orderOfTwo(c);
    const res = await again(c, order.order_id);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe("The items of your order are in your cart.");
    expect(res.body.result.items_qty).toBe(3);
    expect(res.body.result.skipped).toEqual([]);
    const cart = (await readCart(t, c.who)).body.result;
    expect(cart.list.map((l) => [l.product_id, l.qty]).sort()).toEqual(
      [
        [a.productId, 2],
        [b.productId, 1],
      ].sort(),
    );
    // By order number too; the same add rules: quantities add up.
    const byNumber = await again(c, order.increment_id);
    expect(byNumber.body.result.items_qty).toBe(6);
  });

  it("a guest reorders the order their session placed", async () => {
    const g = await guest(t);
    const { order } = await orderOfTwo(g);
    const res = await again(g, order.order_id);
    expect(res.body.code).toBe(200);
    expect(res.body.result.added).toHaveLength(2);
  });

  it("skips and lists lines no longer sold or out of stock, adding the rest", async () => {
    const c = await customer(t);
    const { a, b, order } = await orderOfTwo(c);
    await pinProduct(t, a.productId, { status: 2 });
    await pinVariant(t, b.variants[0].id, { qty: 0, isInStock: false });
    const none = await again(c, order.order_id);
    expect(none.body.message).toBe("None of the items of your order can be added to your cart now.");
    expect(none.body.result.added).toEqual([]);
    expect(none.body.result.skipped.map((s) => s.reason).sort()).toEqual(
      ["The item is no longer available for purchase.", "This item is out of stock."].sort(),
    );
    expect((await readCart(t, c.who)).body.result.items_qty).toBe(0);

    await pinVariant(t, b.variants[0].id, { qty: 50, isInStock: true });
    const some = await again(c, order.order_id);
    expect(some.body.message).toBe("Some items of your order could not be added to your cart.");
    expect(some.body.result.added.map((l) => l.product_id)).toEqual([b.productId]);
    expect(some.body.result.skipped).toMatchObject([
      { product_id: a.productId, reason: "The item is no longer available for purchase." },
    ]);
  });

  it("another customer's or guest's order, an unknown one, or no session: 404 and nothing added", async () => {
    const owner = await customer(t);
    const { order } = await orderOfTwo(owner);
    for (const other of [await customer(t), await guest(t)]) {
      const res = await again(other, order.order_id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("This order was not found.");
      expect((await readCart(t, other.who)).body.result.items_qty).toBe(0);
    }
    expect((await again(owner, 99_999_999)).status).toBe(404);
    expect((await send(t.app, "POST", "/api/cart/reorder", { order_id: order.order_id })).status).toBe(404);
  });

  it("bad order ids and extra fields are 422", async () => {
    const c = await customer(t);
    for (const body of [
      { order_id: -1 },
      { order_id: 1.5 },
      { order_id: "abc" },
      {},
      { order_id: 1, price: 0 },
    ]) {
      expect((await send(t.app, "POST", "/api/cart/reorder", body, c.who)).status).toBe(422);
    }
  });
});
