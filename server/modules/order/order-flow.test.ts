import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYLATER_DISCOUNT_CENTS } from "../../../contract/cart-constants";
import {
  PAY_LATER_TEST_TOKENS,
  PAYMENT_FIELD_PATH,
  PAYMENT_FIELD_URL_PATH,
  TEST_CARDS,
} from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { cartItems } from "../../db/schema/cart";
import { productVariants } from "../../db/schema/catalog";
import { mailOutbox } from "../../db/schema/mail";
import { orders, testProviderNonces } from "../../db/schema/order";
import { readCart, type SeededProduct } from "../cart/cart.testing";
import {
  count,
  customer,
  nonceFor,
  orderToken,
  payCard,
  payLater,
  paymentsOf,
  payWithNonce,
  place,
  products,
  readOrder,
  send,
  shopperWithCart,
  stockOf,
  tokenize,
} from "./order.testing";

// The money path end to end against the real app and database: add to cart → order token → place
// → the test provider's card field → pay; declines, processor errors, pay-later, tampering.

let t: TestApp;
let app: Hono;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  app = t.app;
  product = await products(t);
});
afterAll(() => t?.close());

describe("placing and paying by card", () => {
  it("guest: place → tokenize the approving test card → pay: processing, one captured payment, confirmation mail", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p, { qty: 2 });
    const cart = await readCart(t, shopper.who);
    const before = await stockOf(t, p.variants[0].id);

    const placed = await place(app, shopper.who);
    expect(placed.body.code).toBe(200);
    const order = placed.body.result;
    expect(order.increment_id).toBe(String(100_000_000 + order.order_id));
    expect(order.grand_total).toBe(cart.body.result.grand_total);
    expect(order.gtm.event).toBe("purchase");
    expect(order.gtm.ecommerce.items).toHaveLength(1);
    expect(order.gtm.ecommerce.items[0].quantity).toBe(2);
    // Stock reserved, cart emptied.
    expect(await stockOf(t, p.variants[0].id)).toBe(before - 2);
    const after = await readCart(t, shopper.who);
    expect(after.body.result.items_count).toBe(0);

    const paid = await payCard(app, shopper.who, order.increment_id);
    expect(paid.body).toMatchObject({
      code: 200,
      result: { status: "processing", order_id: order.order_id },
    });
    const rows = await paymentsOf(t, order.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "captured", method: "card", provider: "test" });
    expect(rows[0].amountCents).toBe(Math.round(order.grand_total * 100));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row.status).toBe("processing");
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "order_confirmation"));
    const mine = mails.filter((m) => m.subject.includes(order.increment_id));
    expect(mine).toHaveLength(1);
    expect(mine[0].toAddress).toBe("guest.buyer@example.com");
    expect(mine[0].textBody).toContain(`#${order.increment_id}`);

    // The guest reads the order; paying again is refused without a charge.
    const read = await readOrder(app, shopper.who, order.increment_id);
    expect(read.body.result).toMatchObject({
      status: "processing",
      paid: true,
      email: "guest.buyer@example.com",
    });
    const again = await payCard(app, shopper.who, order.order_id);
    expect(again.body).toMatchObject({
      code: 409,
      message: "This order has already been paid.",
    });
    expect(await paymentsOf(t, order.order_id)).toHaveLength(1);
  });

  it("a declined card gives everything back: stock, coupon, points and the cart as they were; a new order then pays", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p, { qty: 2 });
    const variantId = p.variants[0].id;
    const stockBefore = await stockOf(t, variantId);
    const cartBefore = await readCart(t, shopper.who);
    const order = (await place(app, shopper.who)).body.result;
    expect(await stockOf(t, variantId)).toBe(stockBefore - 2);

    const declined = await payCard(app, shopper.who, order.order_id, TEST_CARDS.decline);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      code: 402,
      message: "Your card was declined.",
      result: { order_id: order.order_id },
    });
    const [failed] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(failed.status).toBe("payment_failed");
    expect(await stockOf(t, variantId)).toBe(stockBefore);
    const cartAfter = await readCart(t, shopper.who);
    expect(cartAfter.body.result.list.map((l) => [l.piid, l.qty])).toEqual(
      cartBefore.body.result.list.map((l) => [l.piid, l.qty]),
    );
    expect(cartAfter.body.result.grand_total).toBe(cartBefore.body.result.grand_total);
    // The failed order cannot be paid any more; the cart places a new one, which pays.
    const late = await payCard(app, shopper.who, order.order_id);
    expect(late.body.code).toBe(409);
    const again = (await place(app, shopper.who)).body.result;
    expect(again.order_id).not.toBe(order.order_id);
    const ok = await payCard(app, shopper.who, again.order_id);
    expect(ok.body.code).toBe(200);
    expect((await paymentsOf(t, order.order_id)).map((r) => r.status)).toEqual(["declined"]);
    expect((await paymentsOf(t, again.order_id)).map((r) => r.status)).toEqual(["captured"]);
    expect(await stockOf(t, variantId)).toBe(stockBefore - 2);
  });

  it("a decline adds the order's units to a line the shopper added meanwhile (nothing is overwritten)", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p, { qty: 2 });
    const order = (await place(app, shopper.who)).body.result;
    // Another tab adds the same variant while the order waits for its payment.
    const added = await send(
      app,
      "POST",
      "/api/cart",
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1 } },
      shopper.who,
    );
    expect(added.body.code).toBe(200);
    await payCard(app, shopper.who, order.order_id, TEST_CARDS.decline);
    const cart = await readCart(t, shopper.who);
    expect(cart.body.result.list.map((l) => [l.piid, l.qty])).toEqual([[p.variants[0].id, 3]]);
  });

  it("processor error: refused with the provider's message, everything given back", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p);
    const stockBefore = await stockOf(t, p.variants[0].id);
    const order = (await place(app, shopper.who)).body.result;
    const res = await payCard(app, shopper.who, order.order_id, TEST_CARDS.processorError);
    expect(res.body).toMatchObject({
      code: 502,
      message: "The payment could not be processed, please try again or use another card.",
    });
    expect((await paymentsOf(t, order.order_id)).map((r) => r.status)).toEqual(["failed"]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row.status).toBe("payment_failed");
    expect(await stockOf(t, p.variants[0].id)).toBe(stockBefore);
    expect((await readCart(t, shopper.who)).body.result.items_qty).toBe(1);
  });

  it("a nonce is single use, and an unknown or expired one is refused", async () => {
    const shopper = await shopperWithCart(t, await product());
    const first = (await place(app, shopper.who)).body.result;
    const nonce = await nonceFor(app, TEST_CARDS.decline);
    expect((await payWithNonce(app, shopper.who, first.order_id, nonce)).body.code).toBe(402);
    const order = (await place(app, shopper.who)).body.result;
    const reused = await payWithNonce(app, shopper.who, order.order_id, nonce);
    expect(reused.body).toMatchObject({
      code: 410,
      message: "Your card details have expired, please enter them again.",
    });
    expect((await payWithNonce(app, shopper.who, order.order_id, "tokencc_test_made_up")).body.code).toBe(
      410,
    );

    const old = await nonceFor(app, TEST_CARDS.approve);
    await t.database.db.update(testProviderNonces).set({ createdAt: new Date(Date.now() - 16 * 60_000) });
    expect((await payWithNonce(app, shopper.who, order.order_id, old)).body.code).toBe(410);
    expect(await paymentsOf(t, order.order_id)).toHaveLength(0);
  });

  it("pay-later: denied, then approved (authorized)", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const info = await send<{
      installments: number;
      installment_amount: number;
      last_installment_amount: number;
    }>(app, "GET", `/api/klarna-info?order_id=${order.order_id}`, undefined, shopper.who);
    expect(info.body.result.installments).toBe(4);
    expect(
      Math.round((info.body.result.installment_amount * 3 + info.body.result.last_installment_amount) * 100),
    ).toBe(Math.round(order.grand_total * 100));
    const token = await send<{ client_token: string }>(
      app,
      "GET",
      "/api/klarna-client-token",
      undefined,
      shopper.who,
    );
    expect(token.body.result.client_token).toMatch(/^test_paylater_/);

    const denied = await payLater(app, shopper.who, order.order_id, PAY_LATER_TEST_TOKENS.deny);
    expect(denied.body).toMatchObject({
      code: 402,
      message: "Your pay-later application was not approved. Please choose another payment method.",
    });
    const second = (await place(app, shopper.who)).body.result;
    const ok = await payLater(app, shopper.who, second.order_id, PAY_LATER_TEST_TOKENS.approve);
    expect(ok.body.code).toBe(200);
    expect((await paymentsOf(t, order.order_id)).map((r) => `${r.method}:${r.status}`)).toEqual([
      "paylater:declined",
    ]);
    expect((await paymentsOf(t, second.order_id)).map((r) => `${r.method}:${r.status}`)).toEqual([
      "paylater:authorized",
    ]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, second.order_id));
    expect(row).toMatchObject({ status: "processing", paymentMethod: "paylater" });
  });

  it("an order whose total took the pay-later discount cannot be paid by card (the lower amount)", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    // As placed from a cart that chose pay later over the discount's minimum.
    await t.database.db
      .update(orders)
      .set({ paymentMethod: "paylater", payLaterDiscountCents: PAYLATER_DISCOUNT_CENTS })
      .where(eq(orders.id, order.order_id));
    const byCard = await payWithNonce(
      app,
      shopper.who,
      order.order_id,
      await nonceFor(app, TEST_CARDS.approve),
    );
    expect(byCard.body).toMatchObject({
      code: 409,
      message:
        "This order's total includes the pay-later discount, so it can only be paid with pay later. To pay by card, choose card in your cart and place the order again.",
    });
    expect(await paymentsOf(t, order.order_id)).toHaveLength(0);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row.status).toBe("pending_payment");
    const ok = await payLater(app, shopper.who, order.order_id, PAY_LATER_TEST_TOKENS.approve);
    expect(ok.body.code).toBe(200);
  });

  it("client token and fraud verdict", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const token = await send<{ field_url: string; provider: string }>(
      app,
      "GET",
      "/api/braintree-client-token",
    );
    expect(token.body.result).toMatchObject({ provider: "test", field_url: PAYMENT_FIELD_PATH });
    const verdict = await send(
      app,
      "GET",
      `/api/braintree-under-riskifed?order_id=${order.increment_id}`,
      undefined,
      shopper.who,
    );
    expect(verdict.body.result).toEqual({ order_id: order.order_id, decision: "approve" });
    const stranger = await customer(t);
    const hidden = await send(
      app,
      "GET",
      `/api/braintree-under-riskifed?order_id=${order.order_id}`,
      undefined,
      stranger.who,
    );
    expect(hidden.status).toBe(404);
  });
});

describe("never trust the browser", () => {
  it("amounts sent with the place or pay call are refused (strict bodies); the charge is the order's total", async () => {
    const shopper = await shopperWithCart(t, await product());
    const token = await orderToken(app, shopper.who);
    const tampered = await send(
      app,
      "POST",
      "/api/order",
      { order_token: token, grand_total: 0.01 },
      shopper.who,
    );
    expect(tampered.status).toBe(422);
    expect(await count(t, `select count(*)::int as n from orders where order_token = '${token}'`)).toBe(0);

    const order = (await place(app, shopper.who, token)).body.result;
    const nonce = await nonceFor(app, TEST_CARDS.approve);
    const bad = await send(
      app,
      "POST",
      "/api/braintree-creditCard",
      { order_id: order.order_id, nonce, amount: 1 },
      shopper.who,
    );
    expect(bad.status).toBe(422);
    expect((await payWithNonce(app, shopper.who, order.order_id, nonce)).body.code).toBe(200);
    const [pay] = await paymentsOf(t, order.order_id);
    expect(pay.amountCents).toBe(Math.round(order.grand_total * 100));
  });

  it("the card field validates Luhn, expiry and CVC, and stores no card number", async () => {
    expect((await tokenize(app, "4111111111111112")).body.field).toBe("number");
    expect((await tokenize(app, TEST_CARDS.approve, "01/20")).body).toMatchObject({
      field: "expiry",
      error: "Please enter a valid expiration date in the future.",
    });
    expect((await tokenize(app, TEST_CARDS.approve, "12/39", "12")).body.field).toBe("cvc");
    const ok = await tokenize(app, "4111 1111 1111 1111");
    expect(ok.status).toBe(200);
    const rows = await t.database.db.select().from(testProviderNonces);
    for (const r of rows) {
      expect(JSON.stringify(r)).not.toContain("411111111111");
      expect(r.nonceHash).not.toBe(ok.body.nonce);
    }
    expect(rows.at(-1)).toMatchObject({ brand: "Visa", last4: "1111", outcome: "approve" });
  });

  it("the payment page frames the test provider's field (from the configuration)", async () => {
    const res = await app.request(PAYMENT_FIELD_URL_PATH);
    expect(await res.json()).toEqual({ code: 200, message: "", result: { field_url: PAYMENT_FIELD_PATH } });
  });

  it("the card field page is its own document with a nonce CSP and posts to our origin only", async () => {
    const res = await app.request(PAYMENT_FIELD_PATH);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const html = await res.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain("postMessage(msg, location.origin)");
    expect(html).toContain("/payment-field/tokenize");
  });

  it("a cart that cannot be checked out creates nothing and lists why", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p);
    await t.database.db
      .update(productVariants)
      .set({ isInStock: false })
      .where(eq(productVariants.id, p.variants[0].id));
    const before = await count(t, "select count(*)::int as n from orders");
    const res = await place(app, shopper.who);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe("Your cart cannot be checked out yet.");
    expect((res.body.result as unknown as { problems: string[] }).problems.length).toBeGreaterThan(0);
    expect(await count(t, "select count(*)::int as n from orders")).toBe(before);
    const lines = await t.database.db.select().from(cartItems);
    expect(lines.some((l) => l.variantId === p.variants[0].id)).toBe(true);
  });

  it("a session without a cart is refused; no session at all too", async () => {
    const shopper = await customer(t);
    expect((await place(app, shopper.who)).body.code).toBe(400);
    expect((await place(app, {})).body.code).toBe(400);
  });
});
