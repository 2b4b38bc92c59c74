import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import {
  SHIPPING_PROTECTION_MIN_CENTS,
  SHIPPING_PROTECTION_TERMS,
  SHIPPING_PROTECTION_TITLE,
} from "../../../contract/cart-constants";
import { salesTaxCents, stateTaxRate } from "../../../contract/tax-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { products as productsTable } from "../../db/schema/catalog";
import { orders } from "../../db/schema/order";
import { PICKUP_STORE } from "../logistics/pickup-store";
import { customer, place, products, type Shopper, send, shopperWithCart } from "../order/order.testing";
import { addToCart, pinVariant, readCart, type SeededProduct } from "./cart.testing";

// Shipping protection (POST /api/extend/shipping-protection, POST /api/extend-shipping) and store
// pickup (PUT /api/cart/shipping-method "pickup") against the real app and database, through to
// the order they produce.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  product = await products(t);
});
afterAll(() => t?.close());

/** A buyable product at a known price (cents), pickup or not. */
async function productAt(priceCents: number, pickup: boolean): Promise<SeededProduct> {
  const p = await product();
  await pinVariant(t, p.variants[0].id, { priceCents, specialPriceCents: null, plusPriceCents: null });
  await t.database.db
    .update(productsTable)
    .set({ isPickup: pickup })
    .where(eq(productsTable.id, p.productId));
  return p;
}

const offer = (s: Shopper) =>
  send<{ offered: boolean; selected: boolean; price: number; title: string; terms: string }>(
    t.app,
    "POST",
    "/api/extend/shipping-protection",
    {},
    s.who,
  );
const protect = (s: Shopper, body: unknown) =>
  send<CartResult>(t.app, "POST", "/api/extend-shipping", body, s.who);
const method = (s: Shopper, shipping_method: string) =>
  send<CartResult>(t.app, "PUT", "/api/cart/shipping-method", { shipping_method }, s.who);
const cartRow = async (s: Shopper) => {
  const id = (await readCart(t, s.who)).body.result.quoteId as number;
  return (await t.database.db.select().from(carts).where(eq(carts.id, id)))[0];
};
const njTax = (cents: number) => salesTaxCents(cents, stateTaxRate("NJ") as number);

describe("shipping protection", () => {
  it("is not offered without a cart, and enabling it then is refused", async () => {
    const s = await customer(t);
    const res = await offer(s);
    expect(res.body.result).toMatchObject({ offered: false, selected: false, price: 0 });
    const on = await protect(s, { enable: 1 });
    expect(on.body).toMatchObject({
      code: 400,
      message: "Shipping protection is not offered for this cart.",
    });
  });

  it("costs 1.5% of the subtotal, at least $2.99, with its title and terms", async () => {
    const small = await shopperWithCart(t, await productAt(10_000, false));
    expect((await offer(small)).body.result).toEqual({
      offered: true,
      selected: false,
      price: SHIPPING_PROTECTION_MIN_CENTS / 100,
      title: SHIPPING_PROTECTION_TITLE,
      terms: SHIPPING_PROTECTION_TERMS,
    });
    const big = await shopperWithCart(t, await productAt(100_000, false), { qty: 2 });
    expect((await offer(big)).body.result.price).toBe(30);
  });

  it("enable 1 adds it to the cart and grand_total (untaxed); enable 0 takes it off", async () => {
    const s = await shopperWithCart(t, await productAt(100_000, false));
    const before = (await readCart(t, s.who)).body.result;
    expect(before.shipping_protection).toBe(false);
    const on = await protect(s, { enable: 1 });
    expect(on.body.code).toBe(200);
    expect(on.body.result.shipping_protection).toBe(true);
    expect(on.body.result.shipping_protection_amount).toBe(15);
    expect(on.body.result.tax_amount).toBe(before.tax_amount);
    expect(on.body.result.grand_total).toBeCloseTo(before.grand_total + 15, 2);
    expect((await offer(s)).body.result.selected).toBe(true);
    const off = await protect(s, { enable: 0 });
    expect(off.body.result).toMatchObject({ shipping_protection: false, shipping_protection_amount: 0 });
    expect(off.body.result.grand_total).toBe(before.grand_total);
  });

  it("rejects a client price or a bad flag (422) and changes nothing", async () => {
    const s = await shopperWithCart(t, await productAt(20_000, false));
    for (const body of [{ enable: 1, price: 0 }, { enable: "yes" }, { enable: 2 }, {}, { enable: null }]) {
      expect((await protect(s, body)).status).toBe(422);
    }
    expect((await cartRow(s)).shippingProtection).toBe(false);
  });

  it("the order charges it and records it with the plans' protection", async () => {
    const s = await shopperWithCart(t, await productAt(50_000, false));
    const cart = (await protect(s, { enable: 1 })).body.result;
    const res = await place(t.app, s.who);
    expect(res.body.code).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.result.order_id));
    expect(order.protectionCents).toBe(750);
    expect(order.grandTotalCents).toBe(Math.round(cart.grand_total * 100));
    expect(order.isPickup).toBe(0);
    // The next cart starts without it.
    expect((await cartRow(s)).shippingProtection).toBe(false);
  });
});

describe("store pickup", () => {
  it("is refused while a line cannot be picked up, and nothing changes", async () => {
    const s = await shopperWithCart(t, await productAt(20_000, true));
    await addToCart(
      t,
      { product: { product_id: (await productAt(20_000, false)).productId, qty: 1 } },
      s.who,
    );
    expect((await readCart(t, s.who)).body.result.pickup_allowed).toBe(false);
    const res = await method(s, "pickup");
    expect(res.body).toMatchObject({
      code: 400,
      message: "Some items in your cart cannot be picked up in store. Please choose delivery or remove them.",
    });
    expect((await cartRow(s)).isPickup).toBe(false);
  });

  it("pickup: no shipping fee, the store is the address, NJ tax, no shipping protection", async () => {
    const s = await shopperWithCart(t, await productAt(40_000, true));
    await method(s, "expedited");
    await protect(s, { enable: 1 });
    const before = (await readCart(t, s.who)).body.result;
    expect(before.pickup_allowed).toBe(true);
    expect(before.pickup_store).toEqual(PICKUP_STORE);
    const res = await method(s, "pickup");
    expect(res.body.code).toBe(200);
    const cart = res.body.result;
    expect(cart).toMatchObject({ is_pickup: true, shipping_fee: 0, shipping_protection: false });
    expect(cart.address.shipping_address).toMatchObject({
      region_code: "NJ",
      city: PICKUP_STORE.city,
      postcode: PICKUP_STORE.postcode,
    });
    expect(cart.tax_failed).toBe(false);
    expect(cart.tax_amount).toBe(njTax(40_000) / 100);
    expect(cart.grand_total).toBeCloseTo(400 + njTax(40_000) / 100, 2);
    // Nothing is in transit: the protection is neither offered nor accepted.
    expect((await offer(s)).body.result.offered).toBe(false);
    expect((await protect(s, { enable: 1 })).body.code).toBe(400);
  });

  it("a delivery method switches pickup off again", async () => {
    const s = await shopperWithCart(t, await productAt(10_000, true));
    await method(s, "pickup");
    const res = await method(s, "expedited");
    expect(res.body.result).toMatchObject({ is_pickup: false, shipping_fee: 49.99 });
    expect(res.body.result.address.shipping_address).toMatchObject({ city: "Newark" });
  });

  it("an unknown method code is 422", async () => {
    const s = await shopperWithCart(t, await productAt(10_000, true));
    expect((await method(s, "PICKUP-now")).status).toBe(422);
  });

  it("a line added after the switch that cannot be picked up blocks the order", async () => {
    const s = await shopperWithCart(t, await productAt(10_000, true));
    await method(s, "pickup");
    await addToCart(
      t,
      { product: { product_id: (await productAt(10_000, false)).productId, qty: 1 } },
      s.who,
    );
    const res = await place(t.app, s.who);
    expect(res.body.code).toBe(400);
    expect(JSON.stringify(res.body.result)).toContain(
      "Some items in your cart cannot be picked up in store. Please choose delivery or remove them.",
    );
  });

  it("the order is a pickup order: is_pickup 1, the store's address, no shipping", async () => {
    const s = await shopperWithCart(t, await productAt(30_000, true), { as: await customer(t) });
    await method(s, "pickup");
    const res = await place(t.app, s.who);
    expect(res.body.code).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.body.result.order_id));
    expect(order.isPickup).toBe(1);
    expect(order.shippingCents).toBe(0);
    expect(order.taxCents).toBe(njTax(30_000));
    expect(order.shippingAddress).toMatchObject({ postcode: PICKUP_STORE.postcode, region_code: "NJ" });
    // The next cart starts with delivery again.
    expect((await cartRow(s)).isPickup).toBe(false);
  });
});
