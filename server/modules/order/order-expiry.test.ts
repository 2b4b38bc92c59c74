import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products as productsTable } from "../../db/schema/catalog";
import { orders } from "../../db/schema/order";
import { createLogger } from "../../http/logger";
import { readCart, type SeededProduct } from "../cart/cart.testing";
import { payCard, place, products, type Shopper, send, shopperWithCart, stockOf } from "./order.testing";
import { giveBackAbandonedOrders, staleOrders } from "./order-expiry";

// Orders placed and never paid give back their stock and go back to the cart after an hour (the
// default PENDING_ORDER_MINUTES).
let t: TestApp;
let product: () => Promise<SeededProduct>;
const logger = createLogger("silent");

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  product = await products(t);
});
afterAll(() => t?.close());

const sendAs = (s: Shopper, method: string, path: string, body: unknown) =>
  send(t.app, method, path, body, s.who);
const cartOf = async (s: Shopper) => {
  const { is_pickup, shipping_protection } = (await readCart(t, s.who)).body.result;
  return { is_pickup, shipping_protection };
};
const statusOf = async (id: number) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;

describe("abandoned orders", () => {
  it("an unpaid order older than an hour gives its stock back and its lines return to the cart; younger and paid ones stay", async () => {
    const [a, b] = [await product(), await product()];
    const old = await shopperWithCart(t, a, { qty: 2 });
    const stockA = await stockOf(t, a.variants[0].id);
    const abandoned = (await place(t.app, old.who)).body.result;
    const fresh = await shopperWithCart(t, b);
    const young = (await place(t.app, fresh.who)).body.result;
    const paidShopper = await shopperWithCart(t, await product());
    const paid = (await place(t.app, paidShopper.who)).body.result;
    await payCard(t.app, paidShopper.who, paid.order_id);

    const longAgo = new Date(Date.now() - 61 * 60_000);
    await t.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, abandoned.order_id));
    await t.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, paid.order_id));
    expect(await stockOf(t, a.variants[0].id)).toBe(stockA - 2);

    expect(await giveBackAbandonedOrders(t.database.db, new Date(), logger)).toBe(1);
    expect(await statusOf(abandoned.order_id)).toBe("expired");
    expect(await stockOf(t, a.variants[0].id)).toBe(stockA);
    const cart = await readCart(t, old.who);
    expect(cart.body.result.list.map((l) => [l.piid, l.qty])).toEqual([[a.variants[0].id, 2]]);
    expect(await statusOf(young.order_id)).toBe("pending_payment");
    expect(await statusOf(paid.order_id)).toBe("processing");
    // A second sweep finds nothing more to do.
    expect(await giveBackAbandonedOrders(t.database.db, new Date(), logger)).toBe(0);
  });
  it("gives back a pickup order's pickup and a delivery order's shipping protection to the cart, as they were", async () => {
    const pickupProduct = await product();
    await t.database.db
      .update(productsTable)
      .set({ isPickup: true })
      .where(eq(productsTable.id, pickupProduct.productId));
    const picker = await shopperWithCart(t, pickupProduct);
    await sendAs(picker, "PUT", "/api/cart/shipping-method", { shipping_method: "pickup" });
    const protectedBuyer = await shopperWithCart(t, await product());
    await sendAs(protectedBuyer, "POST", "/api/extend-shipping", { enable: 1 });
    const before = [await cartOf(picker), await cartOf(protectedBuyer)];
    expect(before).toEqual([
      { is_pickup: true, shipping_protection: false },
      { is_pickup: false, shipping_protection: true },
    ]);

    const placed = [
      (await place(t.app, picker.who)).body.result,
      (await place(t.app, protectedBuyer.who)).body.result,
    ];
    // Placing starts the next cart afresh: what comes back is the order's, not a leftover.
    expect(await cartOf(picker)).toEqual({ is_pickup: false, shipping_protection: false });
    expect(await cartOf(protectedBuyer)).toEqual({ is_pickup: false, shipping_protection: false });
    const longAgo = new Date(Date.now() - 61 * 60_000);
    for (const o of placed)
      await t.database.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, o.order_id));

    expect(await giveBackAbandonedOrders(t.database.db, new Date(), logger)).toBe(2);
    expect([await cartOf(picker), await cartOf(protectedBuyer)]).toEqual(before);
  });
});

describe("the sweep's query", () => {
  it("is answered from the partial index of pending orders, not by reading every order", async () => {
    const query = staleOrders(t.database.db, new Date()).toSQL();
    // Literal values in place of the parameters: EXPLAIN of a parameterised text needs a PREPARE.
    const literal = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const v = query.params[Number(n) - 1];
      return typeof v === "number" ? String(v) : `'${String(v)}'`;
    });
    // A plan without the index would read the table: forbid that so the planner says which index
    // it can use, whatever the size of this small test table.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local enable_seqscan = off"));
      return (await tx.execute(sql.raw(`explain ${literal}`))) as unknown as {
        rows: Array<Record<string, string>>;
      };
    });
    const text = plan.rows.map((r) => Object.values(r)[0]).join("\n");
    expect(text).toContain("orders_pending_created_idx");
  });
});
