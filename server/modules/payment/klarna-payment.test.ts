import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CART_PAYMENT_PATH } from "../../../contract/cart-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { productVariants } from "../../db/schema/catalog";
import {
  braintreeTestEnv,
  FAKE_KLARNA_TOKENS,
  type FakeBraintree,
  type FakeKlarna,
  fakeBraintree,
  fakeKlarna,
} from "../../integrations/payments/fake-providers.testing";
import { readCart, type SeededProduct } from "../cart/cart.testing";
import {
  cancelOrder,
  customer,
  orderStatus,
  payLater,
  paymentsOf,
  place,
  products,
  send,
  shopperWithCart,
  stockOf,
} from "../order/order.testing";

// Pay later through Klarna (KLARNA_* set, card by Braintree): the real app and database, Klarna's
// Payments and order management APIs played by a local stand-in.

let t: TestApp;
let app: Hono;
let klarna: FakeKlarna;
let braintree: FakeBraintree;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  klarna = await fakeKlarna();
  braintree = await fakeBraintree();
  t = await createTestApp({
    products: 30,
    env: {
      ...braintreeTestEnv(braintree),
      KLARNA_USERNAME: "klarna-user",
      KLARNA_PASSWORD: "klarna-secret",
      KLARNA_API_URL: `${klarna.url}/`,
      PAYMENT_TIMEOUT_MS: "300",
    },
  });
  app = t.app;
  product = await products(t);
});
afterAll(async () => {
  await t?.close();
  await klarna?.close();
  await braintree?.close();
});
beforeEach(() => {
  klarna.calls.length = 0;
});

const cents = (dollars: number) => Math.round(dollars * 100);

describe("Klarna pay later", () => {
  it("is offered; the client token is a Klarna session for the cart's total, with Basic auth from the settings", async () => {
    const shopper = await shopperWithCart(t, await product(), { qty: 2 });
    const cart = await readCart(t, shopper.who);
    const info = await send<{ offered: boolean }>(app, "GET", "/api/klarna-info", undefined, shopper.who);
    expect(info.body.result.offered).toBe(true);
    const token = await send<{ client_token: string; provider: string }>(
      app,
      "GET",
      "/api/klarna-client-token",
      undefined,
      shopper.who,
    );
    expect(token.body.result).toEqual({ client_token: "fake-klarna-client-token", provider: "klarna" });
    const [session] = klarna.callsTo("/payments/v1/sessions");
    expect(session.headers.authorization).toBe(
      `Basic ${Buffer.from("klarna-user:klarna-secret").toString("base64")}`,
    );
    expect(session.body).toMatchObject({
      purchase_currency: "USD",
      order_amount: cents(cart.body.result.grand_total),
    });
  });

  it("a checkout saved as pay later: the session is for what the order will charge (its pay-later discount off)", async () => {
    const p = await product();
    // Over the pay-later discount's threshold, at the regular price.
    await t.database.db
      .update(productVariants)
      .set({ priceCents: 60_000, specialPriceCents: null, plusPriceCents: null, qty: 50 })
      .where(eq(productVariants.id, p.variants[0].id));
    const shopper = await shopperWithCart(t, p);
    const saved = await send<{ grand_total: number; klarna_discount: number }>(
      app,
      "PUT",
      CART_PAYMENT_PATH,
      { payment_method: "paylater" },
      shopper.who,
    );
    expect(saved.body.code).toBe(200);
    await send(app, "GET", "/api/klarna-client-token", undefined, shopper.who);
    const session = klarna.callsTo("/payments/v1/sessions").at(-1);
    const { grand_total, klarna_discount } = saved.body.result;
    expect(klarna_discount).toBeGreaterThan(0);
    expect(session?.body.order_amount).toBe(cents(grand_total) - cents(klarna_discount));
    const order = (await place(app, shopper.who)).body.result;
    expect(cents(order.grand_total)).toBe(session?.body.order_amount);
  });

  it("approve: the Klarna order is made for the order's own total and reference; the order is paid", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const res = await payLater(app, shopper.who, order.order_id, FAKE_KLARNA_TOKENS.approve);
    expect(res.body).toMatchObject({ code: 200, result: { status: "processing" } });
    const [create] = klarna.callsTo(`/authorizations/${FAKE_KLARNA_TOKENS.approve}/order`);
    expect(create.body).toMatchObject({
      order_amount: cents(order.grand_total),
      merchant_reference1: order.increment_id,
    });
    const made = klarna.orders.at(-1);
    expect(await paymentsOf(t, order.order_id)).toMatchObject([
      { provider: "klarna", method: "paylater", status: "authorized", transactionId: made?.id },
    ]);
    // Braintree is not involved in pay later.
    expect(braintree.callsOf("captureTransaction")).toHaveLength(0);
  });

  it("denied by Klarna: a decline, the order given back", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p);
    const stock = await stockOf(t, p.variants[0].id);
    const order = (await place(app, shopper.who)).body.result;
    const res = await payLater(app, shopper.who, order.order_id, FAKE_KLARNA_TOKENS.deny);
    expect(res.body).toMatchObject({
      code: 402,
      message: "Your pay-later application was not approved. Please choose another payment method.",
    });
    expect(await orderStatus(t, order.order_id)).toBe("payment_failed");
    expect(await stockOf(t, p.variants[0].id)).toBe(stock);
    expect((await readCart(t, shopper.who)).body.result.items_qty).toBe(1);
  });

  it("Klarna down (5xx twice) or an unknown token: failed, the order given back, no 500", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const down = await payLater(app, shopper.who, order.order_id, FAKE_KLARNA_TOKENS.serverError);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({
      code: 502,
      message: "The payment could not be processed, please try again or use another card.",
    });
    expect(klarna.callsTo(FAKE_KLARNA_TOKENS.serverError)).toHaveLength(2);
    expect(await orderStatus(t, order.order_id)).toBe("payment_failed");

    const second = (await place(app, shopper.who)).body.result;
    const unknown = await payLater(app, shopper.who, second.order_id, "made-up-token");
    expect(unknown.body).toMatchObject({
      code: 502,
      message: "Your pay-later approval has expired or does not match this order. Please try again.",
    });
  });

  it("canceling a pay-later order cancels it at Klarna (not through the card provider)", async () => {
    const shopper = await shopperWithCart(t, await product(), { as: await customer(t) });
    const order = (await place(app, shopper.who)).body.result;
    expect((await payLater(app, shopper.who, order.order_id, FAKE_KLARNA_TOKENS.approve)).body.code).toBe(
      200,
    );
    const made = klarna.orders.at(-1);
    const canceled = await cancelOrder(app, shopper.who, order.order_id);
    expect(canceled.body.code).toBe(200);
    expect(klarna.callsTo(`/ordermanagement/v1/orders/${made?.id}/cancel`)).toHaveLength(1);
    expect(made?.status).toBe("CANCELLED");
    expect(braintree.callsOf("reverseTransaction")).toHaveLength(0);
    expect((await paymentsOf(t, order.order_id))[0].status).toBe("voided");
  });
});
