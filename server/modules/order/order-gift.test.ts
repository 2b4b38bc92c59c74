import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type { reorder } from "../../../contract/cart";
import { FREE_GIFT_LINE } from "../../../contract/order-constants";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { productVariants } from "../../db/schema/catalog";
import { mailOutbox } from "../../db/schema/mail";
import { orderItems, orders } from "../../db/schema/order";
import { addToCart, pinProduct, pinVariant, readCart, type SeededProduct } from "../cart/cart.testing";
import { emptyGiftCategories, giftAdd, giftDelete, giftOptions, listAsGift } from "../cart/cart-gift.testing";
import {
  cancelOrder,
  customer,
  payCard,
  place,
  products,
  readOrder,
  type Shopper,
  send,
  shopperWithCart,
  stockOf,
} from "./order.testing";

// The free gift over $100 (spec part 2 §9) goes with the order: the gift the cart chose, one unit
// at no charge, its stock reserved like any line and given back on cancel or decline; never a
// reason to refuse an order, never bought again by a reorder, and shown as the gift in the order,
// the confirmation and the mail. Placing the order clears the choice: the next cart chooses again.

let t: TestApp;
let product: () => Promise<SeededProduct>;
/** The gift these tests choose: the cheapest Home Decor option. */
let gift: SeededProduct;
let giftVariant: number;
/** Another option of the choice. */
let otherVariant: number;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  product = await products(t);
  await emptyGiftCategories(t);
  gift = await product();
  giftVariant = await listAsGift(t, gift, 1);
  await pinVariant(t, giftVariant, { qty: 50 });
  otherVariant = await listAsGift(t, await product(), 2);
});
afterAll(() => t?.close());

/** A shopper whose cart of one $150 item is ready to check out: over the gift threshold. */
async function overThreshold(as?: Shopper, choose: number | null = giftVariant): Promise<Shopper> {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents: 150_00, specialPriceCents: null });
  const shopper = await shopperWithCart(t, p, { as });
  if (choose !== null) expect((await giftAdd(t, shopper.who, choose)).body.code).toBe(200);
  return shopper;
}

const chosenOf = async (cartId: number | null) => (await choiceOf(cartId)).chosen;

const choiceOf = async (cartId: number | null) => {
  const [row] = await t.database.db
    .select({ chosen: carts.giftVariantId, removed: carts.giftRemoved })
    .from(carts)
    .where(eq(carts.id, cartId as number));
  return row;
};

/** Places the shopper's cart and has the card declined: the order gives everything back. */
async function placeDeclined(s: Shopper) {
  const placed = await place(t.app, s.who);
  expect(placed.body.code).toBe(200);
  const paid = await payCard(t.app, s.who, placed.body.result.increment_id, TEST_CARDS.decline);
  expect(paid.body.code).not.toBe(200);
  return placed.body.result;
}

const giftLinesOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isGift, true)));

const detailOf = async (s: Shopper, incrementId: string) =>
  (await readOrder(t.app, s.who, incrementId)).body.result;

describe("the free gift in the order", () => {
  it("is written as a free line with its stock reserved; the charge is the cart's; order, mail and cancel agree", async () => {
    const shopper = await customer(t);
    await overThreshold(shopper);
    const cart = (await readCart(t, shopper.who)).body.result;
    expect(cart.gift_product).toMatchObject({ is_add: true, piid: giftVariant });
    const before = await stockOf(t, giftVariant);

    const placed = await place(t.app, shopper.who);
    expect(placed.body.code).toBe(200);
    const order = placed.body.result;
    expect(order.grand_total).toBe(cart.grand_total);
    // The purchase event names what was bought, as the cart's events did: not the gift.
    expect(order.gtm.ecommerce.items.map((i) => i.quantity)).toEqual([1]);
    expect(await stockOf(t, giftVariant)).toBe(before - 1);
    const [line] = await giftLinesOf(order.order_id);
    expect(line).toMatchObject({
      variantId: giftVariant,
      productId: gift.productId,
      qty: 1,
      priceCents: 0,
      rowTotalCents: 0,
    });
    expect(line.sku).not.toBe("");

    const detail = await detailOf(shopper, order.increment_id);
    expect(detail.subtotal).toBe(cart.subtotal);
    expect(detail.items.filter((i) => i.is_gift)).toEqual([
      expect.objectContaining({ variant_id: giftVariant, qty: 1, price: 0, row_total: 0 }),
    ]);
    expect(detail.items.filter((i) => !i.is_gift)).toHaveLength(1);
    expect(detail.items_qty).toBe(cart.items_qty);

    expect((await payCard(t.app, shopper.who, order.increment_id)).body.code).toBe(200);
    const [mail] = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_confirmation"))
    ).filter((m) => m.subject.includes(order.increment_id));
    expect(mail.textBody).toContain(`1 x ${line.name} (${line.sku})  Free`);
    expect(mail.textBody).toContain(FREE_GIFT_LINE.note);
    expect(mail.htmlBody).toContain(FREE_GIFT_LINE.note);

    // Canceling gives the gift's unit back with the rest.
    const canceled = await cancelOrder(t.app, shopper.who, order.order_id);
    expect(canceled.body.code).toBe(200);
    expect(await stockOf(t, giftVariant)).toBe(before);
    expect(await chosenOf(cart.quoteId)).toBeNull();
  });

  it("is the gift the cart chose; a cart that chose none orders none; the next cart chooses again", async () => {
    const shopper = await customer(t);
    await overThreshold(shopper, otherVariant);
    const placed = await place(t.app, shopper.who);
    expect(placed.body.code).toBe(200);
    expect((await giftLinesOf(placed.body.result.order_id)).map((l) => l.variantId)).toEqual([otherVariant]);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.result.order_id));
    expect(order.giftVariantId).toBe(otherVariant);

    // The emptied cart, over the threshold again, offers the choice anew.
    const next = await overThreshold(shopper, null);
    const cart = (await readCart(t, next.who)).body.result;
    expect(cart.gift_product).toBeNull();
    expect(cart.gift_choice).toEqual({ unavailable_gift: null });
    const offered = (await giftOptions(t, next.who)).body.result.categories;
    expect(offered[0].options.map((o) => o.piid)).toEqual([giftVariant, otherVariant]);
    const without = await place(t.app, next.who);
    expect(without.body.code).toBe(200);
    expect(await giftLinesOf(without.body.result.order_id)).toEqual([]);
  });

  it("stays out of the order once the shopper removed it, and stays removed after a declined payment", async () => {
    const shopper = await overThreshold();
    const removed = await giftDelete(t, shopper.who);
    expect(removed.body.code).toBe(200);
    const before = await stockOf(t, giftVariant);
    const placed = await place(t.app, shopper.who);
    expect(placed.body.code).toBe(200);
    expect(await giftLinesOf(placed.body.result.order_id)).toEqual([]);
    expect(await stockOf(t, giftVariant)).toBe(before);
    await payCard(t.app, shopper.who, placed.body.result.increment_id, TEST_CARDS.decline);
    // The decline gives the cart its choice back as it was: chosen, removed.
    expect((await readCart(t, shopper.who)).body.result.gift_product).toMatchObject({
      is_add: false,
      piid: giftVariant,
    });
    expect((await giftAdd(t, shopper.who, otherVariant)).body.code).not.toBe(200);
  });

  it("a chosen gift that can no longer be sent is not shown as coming: the cart offers the choice again, an order goes without it", async () => {
    const shopper = await overThreshold();
    const chosen = (await readCart(t, shopper.who)).body.result.gift_product;
    expect(chosen).toMatchObject({ is_add: true, piid: giftVariant });
    try {
      // The chosen gift's last units went after it was chosen (the shared options still name it).
      await pinVariant(t, giftVariant, { qty: 0 });
      let cart = (await readCart(t, shopper.who)).body.result;
      expect(cart.gift_product).toBeNull();
      expect(cart.gift_choice?.unavailable_gift).toBe(chosen?.name);
      const offered = (await giftOptions(t, shopper.who)).body.result.categories;
      expect(offered.flatMap((c) => c.options.map((o) => o.piid))).toEqual([otherVariant]);
      const placed = await place(t.app, shopper.who);
      expect(placed.body.code).toBe(200);
      expect(await giftLinesOf(placed.body.result.order_id)).toEqual([]);
      expect(await stockOf(t, giftVariant)).toBe(0);

      // It stopped being sold: the same.
      await pinVariant(t, giftVariant, { qty: 50 });
      const next = await overThreshold();
      await pinProduct(t, gift.productId, { status: 2 });
      cart = (await readCart(t, next.who)).body.result;
      expect(cart.gift_product).toBeNull();
      expect(cart.gift_choice?.unavailable_gift).toBe(chosen?.name);
      const without = await place(t.app, next.who);
      expect(without.body.code).toBe(200);
      expect(await giftLinesOf(without.body.result.order_id)).toEqual([]);
      expect(await stockOf(t, giftVariant)).toBe(50);
    } finally {
      await pinProduct(t, gift.productId, { status: 1 });
      await pinVariant(t, giftVariant, { qty: 50 });
    }
  });

  it("shares the stock of a paid line of the same item: the paid units come first, and the cart says so", async () => {
    try {
      const shopper = await overThreshold();
      const added = await addToCart(
        t,
        { product: { product_id: gift.productId, child_id: giftVariant, qty: 2 } },
        shopper.who,
      );
      expect(added.body.code).toBe(200);
      // Exactly the two paid units are left: the cart no longer shows the gift as coming, and the
      // order takes them and goes without it.
      await pinVariant(t, giftVariant, { qty: 2 });
      const cart = (await readCart(t, shopper.who)).body.result;
      expect(cart.gift_product).toBeNull();
      expect(cart.gift_choice?.unavailable_gift).not.toBeNull();
      let placed = await place(t.app, shopper.who);
      expect(placed.body.code).toBe(200);
      expect(await giftLinesOf(placed.body.result.order_id)).toEqual([]);
      expect(await stockOf(t, giftVariant)).toBe(0);

      // With a unit more, the cart shows the gift and the order takes the paid units and the gift.
      await pinVariant(t, giftVariant, { qty: 3 });
      const next = await overThreshold();
      await addToCart(
        t,
        { product: { product_id: gift.productId, child_id: giftVariant, qty: 2 } },
        next.who,
      );
      expect((await readCart(t, next.who)).body.result.gift_product).toMatchObject({ is_add: true });
      placed = await place(t.app, next.who);
      expect(placed.body.code).toBe(200);
      expect(await giftLinesOf(placed.body.result.order_id)).toHaveLength(1);
      expect(await stockOf(t, giftVariant)).toBe(0);
    } finally {
      await pinVariant(t, giftVariant, { qty: 50 });
    }
  });

  it("a declined payment gives the gift's unit back and the cart shows its chosen gift again, as no paid line", async () => {
    const shopper = await overThreshold();
    const before = await stockOf(t, giftVariant);
    const placed = await place(t.app, shopper.who);
    expect(await stockOf(t, giftVariant)).toBe(before - 1);
    const paid = await payCard(t.app, shopper.who, placed.body.result.increment_id, TEST_CARDS.decline);
    expect(paid.body.code).not.toBe(200);
    expect(await stockOf(t, giftVariant)).toBe(before);
    const cart = (await readCart(t, shopper.who)).body.result;
    expect(cart.list.map((l) => l.piid)).not.toContain(giftVariant);
    expect(cart.gift_product).toMatchObject({ is_add: true, piid: giftVariant });
    expect(cart.gift_choice).toBeNull();
  });

  it("is not bought again by a reorder", async () => {
    const shopper = await customer(t);
    await overThreshold(shopper);
    const placed = await place(t.app, shopper.who);
    const again = await send<CallResult<typeof reorder>>(
      t.app,
      "POST",
      "/api/cart/reorder",
      { order_id: placed.body.result.order_id },
      shopper.who,
    );
    expect(again.body.result.added).toHaveLength(1);
    expect(again.body.result.skipped).toEqual([]);
    const cart = (await readCart(t, shopper.who)).body.result;
    expect(cart.list.map((l) => l.piid)).not.toContain(giftVariant);
  });
});

describe("a declined order gives the cart its gift choice back as the cart had it", () => {
  it("a gift taken in a cart under the threshold comes back taken, not removed", async () => {
    const p = await product();
    await pinVariant(t, p.variants[0].id, { priceCents: 150_00, specialPriceCents: null });
    const shopper = await shopperWithCart(t, p);
    expect((await giftAdd(t, shopper.who, giftVariant)).body.code).toBe(200);
    // The cart drops under $100 (a price change): the gift is kept, not shown, not ordered.
    await pinVariant(t, p.variants[0].id, { priceCents: 60_00 });
    const { quoteId, gift_product } = (await readCart(t, shopper.who)).body.result;
    expect(gift_product).toBeNull();
    const order = await placeDeclined(shopper);
    expect(await giftLinesOf(order.order_id)).toEqual([]);
    expect(await choiceOf(quoteId)).toEqual({ chosen: giftVariant, removed: false });
    await pinVariant(t, p.variants[0].id, { priceCents: 150_00 });
    expect((await readCart(t, shopper.who)).body.result.gift_product).toMatchObject({
      piid: giftVariant,
      is_add: true,
    });
  });

  it("a cart that chose another gift meanwhile keeps it, removed or not", async () => {
    const shopper = await overThreshold();
    const placed = await place(t.app, shopper.who);
    expect(placed.body.code).toBe(200);
    // The emptied cart is filled again, chooses another gift and removes it.
    await overThreshold(shopper, otherVariant);
    expect((await giftDelete(t, shopper.who)).body.code).toBe(200);
    await payCard(t.app, shopper.who, placed.body.result.increment_id, TEST_CARDS.decline);
    const cart = (await readCart(t, shopper.who)).body.result;
    expect(cart.list).toHaveLength(2);
    expect(await choiceOf(cart.quoteId)).toEqual({ chosen: otherVariant, removed: true });
    expect(cart.gift_product).toMatchObject({ piid: otherVariant, is_add: false });
  });

  it("a chosen gift deleted from the catalog meanwhile is no choice to give back: the cart chooses again", async () => {
    const doomed = await listAsGift(t, await product(), 3);
    const shopper = await overThreshold(undefined, doomed);
    expect((await giftDelete(t, shopper.who)).body.code).toBe(200);
    const placed = await place(t.app, shopper.who);
    expect(placed.body.code).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.result.order_id));
    expect(order).toMatchObject({ giftVariantId: doomed, giftRemoved: true });
    await t.database.db.delete(productVariants).where(eq(productVariants.id, doomed));
    t.deps.cache.clear();
    await payCard(t.app, shopper.who, placed.body.result.increment_id, TEST_CARDS.decline);
    const cart = (await readCart(t, shopper.who)).body.result;
    expect(await choiceOf(cart.quoteId)).toEqual({ chosen: null, removed: false });
    expect(cart.gift_product).toBeNull();
    expect(cart.gift_choice).toMatchObject({ unavailable_gift: null });
    expect((await giftAdd(t, shopper.who, otherVariant)).body.result.gift_product).toMatchObject({
      piid: otherVariant,
      is_add: true,
    });
  });
});
