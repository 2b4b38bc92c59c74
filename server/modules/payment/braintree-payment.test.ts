import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PAYMENT_FIELD_BRAINTREE_PATH,
  PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH,
  PAYMENT_FIELD_PATH,
  PAYMENT_FIELD_TOKENIZE_PATH,
  PAYMENT_FIELD_URL_PATH,
  TEST_CARDS,
} from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import {
  braintreeTestEnv,
  FAKE_NONCES,
  type FakeBraintree,
  fakeBraintree,
  inputOf,
} from "../../integrations/payments/fake-providers.testing";
import { readCart, type SeededProduct } from "../cart/cart.testing";
import {
  cancelOrder,
  customer,
  orderStatus,
  payLater,
  paymentsOf,
  payWithNonce,
  place,
  products,
  send,
  shopperWithCart,
  stockOf,
} from "../order/order.testing";

// PAYMENT_PROVIDER=braintree end to end: the real app and database, Braintree's GraphQL API played
// by a local stand-in (fake-providers.testing.ts). What is sent (keys, amounts, ids) and what the
// order becomes for each of Braintree's answers, including lost answers and retries.

let t: TestApp;
let app: Hono;
let braintree: FakeBraintree;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  braintree = await fakeBraintree();
  t = await createTestApp({
    products: 30,
    env: {
      ...braintreeTestEnv(braintree),
      // The Basic auth header is checked against these.
      BRAINTREE_PUBLIC_KEY: "public-key-1",
      BRAINTREE_PRIVATE_KEY: "private-key-1",
      // Short, so the lost-answer cases run fast; the fake's slow answers take longer.
      PAYMENT_TIMEOUT_MS: "300",
    },
  });
  app = t.app;
  product = await products(t);
});
afterAll(async () => {
  await t?.close();
  await braintree?.close();
});
beforeEach(() => {
  braintree.calls.length = 0;
  braintree.failCaptures = false;
  braintree.down = false;
  braintree.slowMs = 1500;
});

const dollars = (amount: number) => amount.toFixed(2);

describe("Braintree card payments", () => {
  it("approve: authorized for the order's own total, captured, order paid; Basic auth from the keys", async () => {
    const shopper = await shopperWithCart(t, await product(), { qty: 2 });
    const order = (await place(app, shopper.who)).body.result;
    const paid = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.approve);
    expect(paid.body).toMatchObject({ code: 200, result: { status: "processing" } });
    expect(await orderStatus(t, order.order_id)).toBe("processing");

    const [authorize] = braintree.callsOf("authorizePaymentMethod");
    expect(inputOf(authorize)).toMatchObject({
      paymentMethodId: FAKE_NONCES.approve,
      transaction: { amount: dollars(order.grand_total), orderId: order.increment_id },
    });
    const expectedAuth = `Basic ${Buffer.from("public-key-1:private-key-1").toString("base64")}`;
    expect(authorize.headers.authorization).toBe(expectedAuth);
    expect(authorize.headers["braintree-version"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const authorizationId = braintree.transactions.at(-1)?.id;
    const captures = braintree.callsOf("captureTransaction");
    expect(captures).toHaveLength(1);
    expect(inputOf(captures[0])).toMatchObject({
      transactionId: authorizationId,
      transaction: { amount: dollars(order.grand_total) },
    });
    const rows = await paymentsOf(t, order.order_id);
    expect(rows).toMatchObject([
      { provider: "braintree", method: "card", status: "captured", transactionId: authorizationId },
    ]);
    expect(rows[0].amountCents).toBe(Math.round(order.grand_total * 100));
  });

  it("the amount is never the client's: an amount in the body is refused before Braintree is asked", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const tampered = await send(
      app,
      "POST",
      "/api/braintree-creditCard",
      { order_id: order.order_id, nonce: FAKE_NONCES.approve, amount: "0.01" },
      shopper.who,
    );
    expect(tampered.body.code).toBe(422);
    expect(braintree.calls).toHaveLength(0);
    expect(await orderStatus(t, order.order_id)).toBe("pending_payment");
  });

  it("processor decline: the processor's message, the order given back as for the test provider", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p, { qty: 2 });
    const stockBefore = await stockOf(t, p.variants[0].id);
    const cartBefore = await readCart(t, shopper.who);
    const order = (await place(app, shopper.who)).body.result;
    const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.decline);
    expect(res.body).toMatchObject({
      code: 402,
      message: "Your card was declined: Do Not Honor.",
      result: { order_id: order.order_id },
    });
    expect(await orderStatus(t, order.order_id)).toBe("payment_failed");
    expect(await stockOf(t, p.variants[0].id)).toBe(stockBefore);
    const cartAfter = await readCart(t, shopper.who);
    expect(cartAfter.body.result.list.map((l) => [l.piid, l.qty])).toEqual(
      cartBefore.body.result.list.map((l) => [l.piid, l.qty]),
    );
    expect(braintree.callsOf("captureTransaction")).toHaveLength(0);
    expect((await paymentsOf(t, order.order_id)).map((r) => [r.provider, r.status])).toEqual([
      ["braintree", "declined"],
    ]);
  });

  it("gateway rejection (CVV) is a decline with a reason the shopper can act on", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.gatewayRejected);
    expect(res.body).toMatchObject({
      code: 402,
      message: "Your card was declined: the security code did not match.",
    });
  });

  it("processor failure: failed, everything given back, nothing captured", async () => {
    const p = await product();
    const shopper = await shopperWithCart(t, p);
    const stockBefore = await stockOf(t, p.variants[0].id);
    const order = (await place(app, shopper.who)).body.result;
    const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.processorFailure);
    expect(res.body).toMatchObject({
      code: 502,
      message: "The payment could not be processed, please try again or use another card.",
    });
    expect(await orderStatus(t, order.order_id)).toBe("payment_failed");
    expect(await stockOf(t, p.variants[0].id)).toBe(stockBefore);
    expect(braintree.callsOf("captureTransaction")).toHaveLength(0);
  });

  it("5xx: asked once more with the same apiRequestKey, then failed; the order can no longer be charged", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.serverError);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 502,
      message: "The payment could not be processed, please try again or use another card.",
    });
    const attempts = braintree.callsOf("authorizePaymentMethod");
    expect(attempts).toHaveLength(2);
    expect(inputOf(attempts[0]).apiRequestKey).toBeTruthy();
    expect(inputOf(attempts[1]).apiRequestKey).toBe(inputOf(attempts[0]).apiRequestKey);
    // The shopper's retry on the same order is refused before Braintree is asked again.
    const again = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.approve);
    expect(again.body.code).toBe(409);
    expect(braintree.callsOf("authorizePaymentMethod")).toHaveLength(2);
  });

  it("an answer lost after Braintree authorized: the retry with the same key finds that authorization (one charge)", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const before = braintree.transactions.length;
    const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.slowOnce);
    expect(res.body).toMatchObject({ code: 200, result: { status: "processing" } });
    const made = braintree.transactions.slice(before);
    expect(made).toHaveLength(1);
    expect(made[0].status).toBe("SUBMITTED_FOR_SETTLEMENT");
    expect(braintree.callsOf("captureTransaction")).toHaveLength(1);
    expect((await paymentsOf(t, order.order_id)).map((r) => r.status)).toEqual(["captured"]);
  });

  it("no answer at all (timeouts): failed without a 500, never captured, and a new order is a separate charge", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const before = braintree.transactions.length;
    const started = Date.now();
    const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.alwaysSlow);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 502,
      message: "The payment could not be processed, please try again or use another card.",
    });
    expect(Date.now() - started).toBeLessThan(1500);
    // Both attempts carried one key: at most one authorization exists, and it is never captured.
    expect(braintree.transactions.slice(before)).toHaveLength(1);
    expect(braintree.callsOf("captureTransaction")).toHaveLength(0);
    expect(await orderStatus(t, order.order_id)).toBe("payment_failed");
    expect((await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.approve)).body.code).toBe(409);
  });

  it("a nonce Braintree calls used or unknown: 410, the order stays payable and a fresh nonce pays it", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const used = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.consumed);
    expect(used.body).toMatchObject({
      code: 410,
      message: "Your card details have expired, please enter them again.",
    });
    expect(await orderStatus(t, order.order_id)).toBe("pending_payment");
    expect(await paymentsOf(t, order.order_id)).toHaveLength(0);
    const ok = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.approve);
    expect(ok.body.code).toBe(200);
  });

  it("a capture Braintree refuses releases the authorization (reverse with its id) and fails the payment", async () => {
    braintree.failCaptures = true;
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.approve);
    expect(res.body.code).toBe(502);
    const authorizationId = braintree.transactions.at(-1)?.id;
    const reversals = braintree.callsOf("reverseTransaction");
    expect(reversals.map((c) => inputOf(c).transactionId)).toEqual([authorizationId]);
    expect(braintree.transactions.at(-1)?.status).toBe("VOIDED");
    expect(await orderStatus(t, order.order_id)).toBe("payment_failed");
  });

  it("money taken whose record cannot be written is given back, and the order stays unpaid", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(app, shopper.who)).body.result;
    // The payment row for this order cannot be written (as when the database fails mid-way).
    await t.database.db.execute(
      sql.raw(`create or replace function fail_payment_row() returns trigger language plpgsql as $$
        begin raise exception 'payments insert refused by the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger fail_payment_row before insert on payments for each row
        when (new.order_id = ${Number(order.order_id)}) execute function fail_payment_row()`),
    );
    try {
      const res = await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.approve);
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw("drop trigger fail_payment_row on payments"));
    }
    const captured = braintree.transactions.at(-1);
    expect(braintree.callsOf("captureTransaction")).toHaveLength(1);
    expect(braintree.callsOf("reverseTransaction").map((c) => inputOf(c).transactionId)).toEqual([
      captured?.id,
    ]);
    expect(await orderStatus(t, order.order_id)).toBe("pending_payment");
    expect(await paymentsOf(t, order.order_id)).toEqual([]);
  });

  it("canceling a paid order reverses the captured transaction through Braintree", async () => {
    const shopper = await shopperWithCart(t, await product(), { as: await customer(t) });
    const order = (await place(app, shopper.who)).body.result;
    expect((await payWithNonce(app, shopper.who, order.order_id, FAKE_NONCES.approve)).body.code).toBe(200);
    const [row] = await paymentsOf(t, order.order_id);
    const canceled = await cancelOrder(app, shopper.who, order.order_id);
    expect(canceled.body.code).toBe(200);
    expect(braintree.callsOf("reverseTransaction").map((c) => inputOf(c).transactionId)).toEqual([
      row.transactionId,
    ]);
    expect((await paymentsOf(t, order.order_id))[0].status).toBe("voided");
  });
});

describe("Braintree client token and card field", () => {
  it("the client token call answers Braintree's token and our Braintree field page", async () => {
    const res = await send<{ client_token: string; provider: string; field_url: string }>(
      app,
      "GET",
      "/api/braintree-client-token",
    );
    expect(res.body.result).toEqual({
      client_token: "fake-client-token",
      provider: "braintree",
      field_url: PAYMENT_FIELD_BRAINTREE_PATH,
    });
    braintree.down = true;
    const down = await send(app, "GET", "/api/braintree-client-token");
    expect(down.body).toMatchObject({
      code: 502,
      message: "Card payments are not available right now, please try again in a moment.",
    });
  });

  it("which field the payment page frames comes from the configuration, without asking Braintree; no test field", async () => {
    const res = await app.request(PAYMENT_FIELD_URL_PATH);
    expect(await res.json()).toEqual({
      code: 200,
      message: "",
      result: { field_url: PAYMENT_FIELD_BRAINTREE_PATH },
    });
    expect(braintree.calls).toHaveLength(0);
    // The test provider's field and its nonces would pay nothing here.
    expect((await app.request(PAYMENT_FIELD_PATH)).status).toBe(404);
    const tokenized = await app.request(PAYMENT_FIELD_TOKENIZE_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ number: TEST_CARDS.approve, expiry: "12/39", cvc: "123" }),
    });
    expect(tokenized.status).toBe(404);
  });

  it("the field page carries the token, loads only our bundled script and a policy limited to Braintree's hosts", async () => {
    const res = await app.request(PAYMENT_FIELD_BRAINTREE_PATH);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-src https://assets.braintreegateway.com");
    expect(csp).toContain("connect-src https://api.sandbox.braintreegateway.com");
    expect(csp).not.toMatch(/script-src[^;]*https:/);
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await res.text();
    expect(html).toContain('data-client-token="fake-client-token"');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`nonce="${nonce}"`);
    expect(scripts[0]).toContain(`src="${PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH}?v=`);

    const script = await app.request(`${PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH}?v=x`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    const code = await script.text();
    // braintree-web's Hosted Fields are inside, and the same message type as the test field.
    expect(code).toContain("HOSTED_FIELDS_FIELDS_EMPTY");
    expect(code).toContain("nestora-payment-field");
    const gzipped = await app.request(`${PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH}?v=x`, {
      headers: { "accept-encoding": "gzip, deflate" },
    });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    // gzip;q=0 refuses gzip.
    const refused = await app.request(`${PAYMENT_FIELD_BRAINTREE_SCRIPT_PATH}?v=x`, {
      headers: { "accept-encoding": "gzip;q=0, identity" },
    });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toBe(code);
  });
});

describe("pay later with Braintree and no Klarna settings", () => {
  it("is not offered: the info says so, the token and payment calls refuse without touching the order", async () => {
    const shopper = await shopperWithCart(t, await product());
    const info = await send<{ offered: boolean }>(app, "GET", "/api/klarna-info", undefined, shopper.who);
    expect(info.body.result.offered).toBe(false);
    const token = await send(app, "GET", "/api/klarna-client-token", undefined, shopper.who);
    expect(token.body).toMatchObject({
      code: 405,
      message: "Pay later is not offered. Please choose another payment method.",
    });
    const order = (await place(app, shopper.who)).body.result;
    const paid = await payLater(app, shopper.who, order.order_id, "anything");
    expect(paid.body.code).toBe(405);
    expect(await orderStatus(t, order.order_id)).toBe("pending_payment");
    expect(await paymentsOf(t, order.order_id)).toHaveLength(0);
  });
});
