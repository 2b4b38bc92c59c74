import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import type { PlaceOrderResult } from "../../../contract/order";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { products as productsTable, productVariants } from "../../db/schema/catalog";
import { customers } from "../../db/schema/customer";
import { orders } from "../../db/schema/order";
import { pinVariant, readCart, type SeededProduct, sendJson, type Who } from "../cart/cart.testing";
import {
  count,
  customer,
  orderToken,
  payCard,
  products,
  send,
  shopperWithCart,
  stockOf,
} from "./order.testing";

// Issue 15 §7: an order never charges what the shopper did not see. Place Order carries the
// checkout_fingerprint of the cart the page showed; placing refuses (412) when the cart priced now
// differs, naming what changed, and creates, reserves and charges nothing.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  product = await products(t);
});
afterAll(() => t?.close());

/** A product named `name` at `cents` a unit (every variant). */
async function pinned(name: string, cents: number): Promise<SeededProduct> {
  const p = await product();
  await t.database.db.update(productsTable).set({ name }).where(eq(productsTable.id, p.productId));
  await t.database.db
    .update(productVariants)
    .set({ priceCents: cents, specialPriceCents: null })
    .where(eq(productVariants.productId, p.productId));
  return p;
}

const setPoints = (customerId: number, points: number) =>
  t.database.db.update(customers).set({ points }).where(eq(customers.id, customerId));
const pointsOf = async (customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0].points;
const ordersOf = (customerId: number) =>
  t.database.db.select().from(orders).where(eq(orders.customerId, customerId));

async function placeSeen(who: Who, fingerprint?: string) {
  const body: Record<string, string> = { order_token: await orderToken(t.app, who) };
  if (fingerprint !== undefined) body.cart_fingerprint = fingerprint;
  return send<PlaceOrderResult & { changes?: string[] }>(t.app, "POST", "/api/order", body, who);
}

/** A customer with one $80.00 "Walnut Floor Lamp" in a cart ready to check out, 1,500 points applied. */
async function lampBuyerWithPoints() {
  const shopper = await customer(t);
  const id = shopper.customerId ?? 0;
  const lamp = await pinned("Walnut Floor Lamp", 8_000);
  await shopperWithCart(t, lamp, { as: shopper });
  await setPoints(id, 1_500);
  const applied = await sendJson<CartResult>(
    t,
    "POST",
    "/api/cart/apply_points",
    { points: 1_500 },
    shopper.who,
  );
  expect(applied.body.code).toBe(200);
  return { shopper, id, lamp, cart: applied.body.result };
}

describe("points spent elsewhere after the cart showed them", () => {
  it("placing with the cart's fingerprint is refused with the figures, nothing is taken, and the cart read again places", async () => {
    const { shopper, id, lamp, cart } = await lampBuyerWithPoints();
    // What the page showed: $80.00 − $15.00 points, free shipping, 6.625% NJ tax on $65.00 ($4.31).
    expect(cart.points_data.points_used).toBe(1_500);
    expect(cart.grand_total).toBe(69.31);
    const stock = await stockOf(t, lamp.variants[0].id);
    // The balance is spent elsewhere (another order, another device) before Place Order.
    await setPoints(id, 200);
    const info = await sendJson<{ valid: boolean; problems: string[] }>(
      t,
      "POST",
      "/api/cart/check-info",
      {},
      shopper.who,
    );
    expect([info.body.result.valid, info.body.result.problems]).toEqual([
      false,
      [
        "Your points balance no longer covers the points applied: 1,500 points were applied and your balance is now 200 points.",
      ],
    ]);

    const refused = await placeSeen(shopper.who, cart.checkout_fingerprint);
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(412);
    expect(refused.body.message).toBe(
      "Your points balance no longer covers the points applied: 1,500 points were applied and your balance is now 200 points. Sales tax changed from $4.31 to $5.17. Your order total is now $83.17 (you saw $69.31). Nothing was charged: please review your order and place it again.",
    );
    expect(refused.body.result).toEqual({
      changes: [
        "Your points balance no longer covers the points applied: 1,500 points were applied and your balance is now 200 points.",
        "Sales tax changed from $4.31 to $5.17.",
      ],
    });
    // Nothing was created, reserved or spent.
    expect(await ordersOf(id)).toEqual([]);
    expect(await stockOf(t, lamp.variants[0].id)).toBe(stock);
    expect(await pointsOf(id)).toBe(200);

    // The client reads the cart again: the points come down to what the balance covers, and that
    // cart's fingerprint places at the total it shows.
    const again = (await readCart(t, shopper.who)).body.result;
    expect(again.points_data.points_used).toBe(200);
    expect(again.grand_total).toBe(83.17);
    const placed = await placeSeen(shopper.who, again.checkout_fingerprint);
    expect(placed.body.code).toBe(200);
    expect(placed.body.result.grand_total).toBe(83.17);
    expect(await pointsOf(id)).toBe(0);
    expect((await ordersOf(id)).map((o) => [o.grandTotalCents, o.pointsUsed])).toEqual([[8_317, 200]]);
  });

  it("a client that sends no fingerprint (the spec's payload) is refused too, and the next Place Order charges the covered points", async () => {
    const { shopper, id } = await lampBuyerWithPoints();
    await setPoints(id, 0);

    const refused = await placeSeen(shopper.who);
    expect(refused.body.code).toBe(412);
    expect(refused.body.message).toBe(
      "Your points balance no longer covers the points applied: 1,500 points were applied and your balance is now 0 points. Your order total is now $85.30. Nothing was charged: please review your order and place it again.",
    );
    expect(await ordersOf(id)).toEqual([]);

    // The refusal brought the cart's points down to the balance: the cart it reads is what places.
    const again = (await readCart(t, shopper.who)).body.result;
    expect(again.points_data.points_used).toBe(0);
    expect(again.grand_total).toBe(85.3);
    const placed = await placeSeen(shopper.who);
    expect(placed.body.code).toBe(200);
    expect(placed.body.result.grand_total).toBe(85.3);
  });

  it("check-info answers the same fingerprint as the cart read, and with it unchanged the order places", async () => {
    const { shopper, id, cart } = await lampBuyerWithPoints();
    const info = await sendJson<{ valid: boolean; checkout_fingerprint: string }>(
      t,
      "POST",
      "/api/cart/check-info",
      {},
      shopper.who,
    );
    expect(info.body.result.valid).toBe(true);
    expect(info.body.result.checkout_fingerprint).toBe(cart.checkout_fingerprint);
    const placed = await placeSeen(shopper.who, info.body.result.checkout_fingerprint);
    expect(placed.body.code).toBe(200);
    expect(placed.body.result.grand_total).toBe(69.31);
    expect(await pointsOf(id)).toBe(0);
  });
});

describe("a price or quantity that changed between the cart read and Place Order", () => {
  it("a new price is refused with the old and new price and totals; nothing is created", async () => {
    const shopper = await customer(t);
    const id = shopper.customerId ?? 0;
    const chair = await pinned("Rattan Accent Chair", 12_000);
    await shopperWithCart(t, chair, { qty: 2, as: shopper });
    const seen = (await readCart(t, shopper.who)).body.result;
    expect(seen.grand_total).toBe(255.9);
    const stock = await stockOf(t, chair.variants[0].id);
    await pinVariant(t, chair.variants[0].id, { priceCents: 13_500 });

    const refused = await placeSeen(shopper.who, seen.checkout_fingerprint);
    expect(refused.body.code).toBe(412);
    expect(refused.body.message).toBe(
      "The price of Rattan Accent Chair changed from $240.00 to $270.00. Sales tax changed from $15.90 to $17.89. Your order total is now $287.89 (you saw $255.90). Nothing was charged: please review your order and place it again.",
    );
    expect(await ordersOf(id)).toEqual([]);
    expect(await stockOf(t, chair.variants[0].id)).toBe(stock);
  });

  it("a line whose quantity changed in another tab is named; a line added is named", async () => {
    const shopper = await customer(t);
    const vase = await pinned("Glazed Stoneware Vase", 3_000);
    const rug = await pinned("Jute Round Rug", 5_000);
    await shopperWithCart(t, vase, { as: shopper });
    const seen = (await readCart(t, shopper.who)).body.result;
    const itemId = seen.list[0].item_id;
    expect((await sendJson(t, "PUT", "/api/cart/", { item_id: itemId, qty: 3 }, shopper.who)).body.code).toBe(
      200,
    );
    await shopperWithCart(t, rug, { as: shopper });

    const refused = await placeSeen(shopper.who, seen.checkout_fingerprint);
    expect(refused.body.code).toBe(412);
    expect(refused.body.result).toEqual({
      changes: [
        "Glazed Stoneware Vase is now available in a quantity of 3, not 1.",
        "Jute Round Rug was added to your order.",
        "Sales tax changed from $1.99 to $9.28.",
      ],
    });
    expect(
      await count(t, `select count(*)::int as n from orders where customer_id = ${shopper.customerId}`),
    ).toBe(0);
  });

  it("a fingerprint this server did not write is a 422 and places nothing", async () => {
    const shopper = await customer(t);
    await shopperWithCart(t, await pinned("Linen Throw Pillow", 2_500), { as: shopper });
    const bad = await placeSeen(shopper.who, "v1.bm90LWZpZ3VyZXM");
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(
      "cart_fingerprint must be the checkout_fingerprint of a cart read. Please reload the page.",
    );
    const notOurs = await placeSeen(shopper.who, "someone-else's");
    expect(notOurs.status).toBe(422);
    expect(
      await count(t, `select count(*)::int as n from orders where customer_id = ${shopper.customerId}`),
    ).toBe(0);
  });

  it("after a declined card the lines come back as new cart rows: the fingerprint the page showed before still places", async () => {
    const shopper = await customer(t);
    await shopperWithCart(t, await pinned("Rattan Side Table", 12_000), { as: shopper, qty: 2 });
    const shown = (await readCart(t, shopper.who)).body.result;
    const first = await placeSeen(shopper.who, shown.checkout_fingerprint);
    expect(first.body.code).toBe(200);
    const declined = await payCard(t.app, shopper.who, first.body.result.order_id, TEST_CARDS.decline);
    expect(declined.body.code).toBe(402);
    // The declined order's lines are back in the cart as rows with new item ids.
    const back = (await readCart(t, shopper.who)).body.result;
    expect(back.list.map((l) => l.item_id)).not.toEqual(shown.list.map((l) => l.item_id));
    expect(back.grand_total).toBe(shown.grand_total);
    // Same variant, quantity and money: what the shopper saw is what is charged, so it places.
    const again = await placeSeen(shopper.who, shown.checkout_fingerprint);
    expect(again.body.code).toBe(200);
    expect(again.body.result.grand_total).toBe(shown.grand_total);
  });
});
