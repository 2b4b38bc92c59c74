import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import type { PlaceOrderResult } from "../../../contract/order";
import { PAY_LATER_TEST_TOKENS, TEST_CARDS } from "../../../contract/payment-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { carts } from "../../db/schema/cart";
import { coupons } from "../../db/schema/coupons";
import { customers } from "../../db/schema/customer";
import { orders } from "../../db/schema/order";
import { GUEST_COOKIE, SESSION_COOKIE } from "../../http/session";
import {
  addToCart,
  asGuest,
  guestTokenSet,
  readCart,
  type SeededProduct,
  type Who,
} from "../cart/cart.testing";
import { hashPassword } from "../customer/password-hash";
import {
  ADDRESS,
  count,
  customer,
  guest,
  nonceFor,
  orderToken,
  products,
  send,
} from "../order/order.testing";

// The buy-now flow (contract/buy-now.ts) against the real app and database: one product straight
// to an order without touching the shopping cart, by the cart's own rules.

/** The address book takes the fields of an address (the state's code comes from region_id). */
const { region_code: _code, ...BOOK_ADDRESS } = ADDRESS;

let t: TestApp;
let app: Hono;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 40 });
  app = t.app;
  product = await products(t);
});
afterAll(() => t?.close());

const operate = (p: SeededProduct, who?: Who, qty = 1, variant = 0) =>
  send<CartResult>(
    app,
    "POST",
    "/mobile/products/carts-operate",
    { product: { product_id: p.productId, child_id: p.variants[variant].id, qty } },
    who,
  );

const generation = (who: Who, body: unknown = {}) =>
  send<CartResult>(app, "POST", "/mobile/orders/generation", body, who);

const guestAddress = (who: Who, email = "buy.now@example.com") =>
  send<CartResult>(app, "POST", "/mobile/orders/address", { address: ADDRESS, email }, who);

const placeBuyNow = async (who: Who, token?: string) =>
  send<PlaceOrderResult & { problems?: string[] }>(
    app,
    "POST",
    "/mobile/orders/place-order",
    { order_token: token ?? (await orderToken(app, who)) },
    who,
  );

async function fixedCoupon(code: string, cents: number, minSpendCents = 0) {
  await t.database.db.insert(coupons).values({
    code,
    title: `$${cents / 100} off`,
    discountType: "fixed",
    amount: cents,
    minSpendCents,
    startsAt: new Date(Date.now() - 86_400_000),
    detailCouponType: DETAIL_COUPON_TYPE.link,
  });
}

describe("starting a buy-now", () => {
  it("holds the one product asked for, without touching the shopping cart or its header count", async () => {
    const [inCart, buying] = [await product(), await product()];
    const shopper = await guest(t);
    await addToCart(
      t,
      { product: { product_id: inCart.productId, child_id: inCart.variants[0].id, qty: 2 } },
      shopper.who,
    );

    const res = await operate(buying, shopper.who, 1);
    expect(res.body.code).toBe(200);
    expect(res.body.result.list.map((i) => [i.piid, i.qty])).toEqual([[buying.variants[0].id, 1]]);

    const cart = (await readCart(t, shopper.who)).body.result;
    expect(cart.list.map((i) => [i.piid, i.qty])).toEqual([[inCart.variants[0].id, 2]]);
    // The cart's tag-manager data (spec part 1 §3 gtm.emarsys_cart): one entry per line.
    expect(cart.gtm.emarsys_cart).toEqual([
      { item: cart.list[0].sub_sku, price: cart.list[0].row_total, quantity: 2 },
    ]);
    const session = await send<{ cart_qty: number }>(
      app,
      "GET",
      "/api/customer/session",
      undefined,
      shopper.who,
    );
    expect(session.body.result.cart_qty).toBe(2);
  });

  it("replaces what an earlier buy-now held, and its coupon", async () => {
    const [first, second] = [await product(), await product()];
    const shopper = await guest(t);
    await operate(first, shopper.who);
    await fixedCoupon("BUYNOWFIVE", 500);
    expect(
      (
        await send<CartResult>(
          app,
          "POST",
          "/mobile/coupons/apply",
          { coupon_code: "buynowfive" },
          shopper.who,
        )
      ).body.result.coupon_code,
    ).toBe("BUYNOWFIVE");

    const res = await operate(second, shopper.who, 2);
    expect(res.body.result.list.map((i) => [i.piid, i.qty])).toEqual([[second.variants[0].id, 2]]);
    expect(res.body.result.coupon_code).toBe("");
  });

  it("starts a guest session for a shopper without one (GuestToken cookie)", async () => {
    const res = await operate(await product());
    expect(res.body.code).toBe(200);
    const token = guestTokenSet(res.headers);
    expect(token).toBeTruthy();
    expect((await generation(asGuest(token as string))).body.result.list).toHaveLength(1);
  });

  it.each([0, -1, 1.5, "two", null, 100_000])(
    "refuses quantity %s with 422 and changes nothing",
    async (qty) => {
      const shopper = await guest(t);
      const p = await product();
      const before = await count(t, "select count(*)::int as n from carts");
      const res = await send(
        app,
        "POST",
        "/mobile/products/carts-operate",
        { product: { product_id: p.productId, child_id: p.variants[0].id, qty } },
        shopper.who,
      );
      expect(res.status).toBe(422);
      expect(res.body.code).not.toBe(200);
      expect(await count(t, "select count(*)::int as n from carts")).toBe(before);
    },
  );

  it("ignores a client-sent price: the line costs the server's price", async () => {
    const p = await product();
    const shopper = await guest(t);
    const res = await send<CartResult>(
      app,
      "POST",
      "/mobile/products/carts-operate",
      { product: { product_id: p.productId, child_id: p.variants[0].id, qty: 1, price: 0.01 } },
      shopper.who,
    );
    expect(res.body.code).toBe(200);
    expect(res.body.result.subtotal).toBeGreaterThan(1);
  });
});

describe("the checkout", () => {
  it("answers that there is nothing to buy before a buy-now starts", async () => {
    const shopper = await guest(t);
    const res = await generation(shopper.who);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe("There is nothing to buy now: please choose the product again.");
  });

  it("saves the shipping method and the payment method sent with generation", async () => {
    const shopper = await guest(t);
    await operate(await product(), shopper.who);
    const res = await generation(shopper.who, { shipping_method: "expedited", payment_method: "paylater" });
    expect(res.body.code).toBe(200);
    expect(res.body.result.address.shipping.shipping_method).toBe("expedited");
    expect(res.body.result.payment_method).toBe("paylater");
    expect(res.body.result.shipping_fee).toBeGreaterThan(0);
  });

  it("confirms a coupon without applying it, then applies it", async () => {
    const shopper = await guest(t);
    await operate(await product(), shopper.who);
    await fixedCoupon("BUYNOWTEN", 1000);
    await fixedCoupon("BUYNOWHUGE", 1000, 100_000_000);

    const confirm = await send<{ usable: number; discount_amount: number; message: string }>(
      app,
      "POST",
      "/mobile/coupons/confirm",
      { coupon_code: "buynowten" },
      shopper.who,
    );
    expect(confirm.body.result).toMatchObject({ usable: 1, discount_amount: 10, message: "" });
    expect((await generation(shopper.who)).body.result.coupon_code).toBe("");

    const refused = await send<{ usable: number; discount_amount: number; message: string }>(
      app,
      "POST",
      "/mobile/coupons/confirm",
      { coupon_code: "BUYNOWHUGE" },
      shopper.who,
    );
    expect(refused.body.result.usable).toBe(0);
    expect(refused.body.result.message).toMatch(/^Spend \$[\d,.]+ more to use this coupon\.$/);

    const applied = await send<CartResult>(
      app,
      "POST",
      "/mobile/coupons/apply",
      { coupon_code: "BUYNOWTEN" },
      shopper.who,
    );
    expect(applied.body.result.discount_amount).toBe(10);
    expect((await generation(shopper.who)).body.result.coupon_code).toBe("BUYNOWTEN");
    const discounts = await send<{ coupons: { couponCode: string; status: number }[] }>(
      app,
      "GET",
      "/mobile/orders/discount-data",
      undefined,
      shopper.who,
    );
    expect(discounts.body.result.coupons.find((c) => c.couponCode === "BUYNOWTEN")?.status).toBe(1);
  });

  it("refuses a coupon that does not apply, and changes nothing", async () => {
    const shopper = await guest(t);
    await operate(await product(), shopper.who);
    const res = await send<CartResult>(
      app,
      "POST",
      "/mobile/coupons/apply",
      { coupon_code: "NOSUCHCODE" },
      shopper.who,
    );
    expect(res.body.code).not.toBe(200);
    expect((await generation(shopper.who)).body.result.coupon_code).toBe("");
  });
});

describe("placing and paying", () => {
  it("a guest's buy-now becomes an order, is paid by card, and the shopping cart keeps its line", async () => {
    const [inCart, buying] = [await product(), await product()];
    const shopper = await guest(t);
    await addToCart(
      t,
      { product: { product_id: inCart.productId, child_id: inCart.variants[0].id, qty: 1 } },
      shopper.who,
    );
    await operate(buying, shopper.who, 2);
    const withAddress = await guestAddress(shopper.who);
    expect(withAddress.body.code).toBe(200);
    expect(withAddress.body.result.tax_failed).toBe(false);
    // Over the free-gift threshold, yet the buy-now checkout neither offers the gift nor orders it.
    expect(withAddress.body.result.subtotal).toBeGreaterThan(100);
    expect(withAddress.body.result.gift_product).toBeNull();
    expect(withAddress.body.result.gift_choice).toBeNull();

    const token = await orderToken(app, shopper.who);
    const placed = await placeBuyNow(shopper.who, token);
    expect(placed.body.code).toBe(200);
    const again = await placeBuyNow(shopper.who, token);
    expect(again.body.result.order_id).toBe(placed.body.result.order_id);
    expect(await count(t, `select count(*)::int as n from orders where order_token = '${token}'`)).toBe(1);

    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.result.order_id));
    expect(order.email).toBe("buy.now@example.com");
    expect(await count(t, `select sum(qty)::int as n from order_items where order_id = ${order.id}`)).toBe(2);

    const polling = () =>
      send<{ paid: number; status: string }>(
        app,
        "POST",
        "/mobile/orders/polling-data",
        { order_id: order.id },
        shopper.who,
      );
    expect((await polling()).body.result).toMatchObject({ paid: 0, status: "pending_payment" });
    const paid = await send(
      app,
      "POST",
      "/api/braintree-creditCard",
      { order_id: order.id, nonce: await nonceFor(app, TEST_CARDS.approve) },
      shopper.who,
    );
    expect(paid.body.code).toBe(200);
    expect((await polling()).body.result).toMatchObject({ paid: 1, status: "processing" });

    const cart = (await readCart(t, shopper.who)).body.result;
    expect(cart.list.map((i) => [i.piid, i.qty])).toEqual([[inCart.variants[0].id, 1]]);
    expect((await generation(shopper.who)).body.code).toBe(400);
  });

  it("pay-later: the terms are the buy-now checkout's (not the cart's), and a buy-now order is paid later", async () => {
    const [inCart, buying] = [await product(), await product()];
    const shopper = await guest(t);
    await addToCart(
      t,
      { product: { product_id: inCart.productId, child_id: inCart.variants[0].id, qty: 3 } },
      shopper.who,
    );
    await operate(buying, shopper.who, 1);
    await guestAddress(shopper.who);
    const checkout = (await generation(shopper.who, { payment_method: "paylater" })).body.result;
    expect(checkout.payment_method).toBe("paylater");
    const cartTotal = (await readCart(t, shopper.who)).body.result.grand_total;
    expect(cartTotal).not.toBe(checkout.grand_total);

    type Terms = {
      total: number;
      installments: number;
      installment_amount: number;
      last_installment_amount: number;
    };
    const terms = (await send<Terms>(app, "GET", "/api/klarna-info?checkout=buy_now", undefined, shopper.who))
      .body.result;
    // Pay-later takes klarna_discount off ($10 from $500 of merchandise, 0 below): the terms are
    // for what the shopper pays, grand_total less that. Which product the supply hands out (and so
    // whether the discount applies) depends on the order the file's tests run in.
    const dueCents = Math.round(checkout.grand_total * 100) - Math.round(checkout.klarna_discount * 100);
    expect(checkout.klarna_discount).toBe(Math.round(checkout.subtotal * 100) >= 50_000 ? 10 : 0);
    expect(Math.round(terms.total * 100)).toBe(dueCents);
    expect(
      Math.round(terms.installment_amount * 100) * (terms.installments - 1) +
        Math.round(terms.last_installment_amount * 100),
    ).toBe(dueCents);
    const cartTerms = (await send<Terms>(app, "GET", "/api/klarna-info", undefined, shopper.who)).body.result;
    expect(cartTerms.total).toBe(cartTotal);

    const placed = await placeBuyNow(shopper.who);
    expect(placed.body.code).toBe(200);
    expect(Math.round(placed.body.result.grand_total * 100)).toBe(dueCents);
    const paid = await send(
      app,
      "POST",
      "/api/klarna-payment",
      { order_id: placed.body.result.order_id, authorization_token: PAY_LATER_TEST_TOKENS.approve },
      shopper.who,
    );
    expect(paid.body.code).toBe(200);
    const state = await send<{ paid: number; status: string }>(
      app,
      "POST",
      "/mobile/orders/polling-data",
      { order_id: placed.body.result.order_id },
      shopper.who,
    );
    expect(state.body.result).toMatchObject({ paid: 1, status: "processing" });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.body.result.order_id));
    expect(row.paymentMethod).toBe("paylater");
    expect((await readCart(t, shopper.who)).body.result.list.map((i) => [i.piid, i.qty])).toEqual([
      [inCart.variants[0].id, 3],
    ]);
  });

  it("a declined card puts the product, the coupon and the points back into the buy-now checkout, not the cart", async () => {
    const shopper = await customer(t);
    const customerId = shopper.customerId as number;
    await t.database.db.update(customers).set({ points: 400 }).where(eq(customers.id, customerId));
    await fixedCoupon("BUYNOWBACK", 500);
    const buying = await product();
    await operate(buying, shopper.who, 1);
    const added = await send<{ address_entity_id: number }>(
      app,
      "POST",
      "/mobile/users/edit-address",
      BOOK_ADDRESS,
      shopper.who,
    );
    await send(
      app,
      "POST",
      "/mobile/orders/address",
      { customer_address_id: added.body.result.address_entity_id },
      shopper.who,
    );
    await send(app, "POST", "/mobile/coupons/apply", { coupon_code: "BUYNOWBACK" }, shopper.who);
    const before = (await generation(shopper.who, { points: 200 })).body.result;
    expect(before.points_data.points_used).toBe(200);

    const placed = await placeBuyNow(shopper.who);
    expect(placed.body.code).toBe(200);
    const pointsOf = async () =>
      (
        await t.database.db
          .select({ p: customers.points })
          .from(customers)
          .where(eq(customers.id, customerId))
      )[0].p;
    expect(await pointsOf()).toBe(200);
    const declined = await send(
      app,
      "POST",
      "/api/braintree-creditCard",
      { order_id: placed.body.result.order_id, nonce: await nonceFor(app, TEST_CARDS.decline) },
      shopper.who,
    );
    expect(declined.body.code).not.toBe(200);
    expect(await pointsOf()).toBe(400);

    const after = (await generation(shopper.who)).body.result;
    expect(after.list.map((i) => [i.piid, i.qty])).toEqual([[buying.variants[0].id, 1]]);
    expect(after.coupon_code).toBe("BUYNOWBACK");
    expect(after.points_data.points_used).toBe(200);
    expect(after.grand_total).toBe(before.grand_total);
    expect((await readCart(t, shopper.who)).body.result.list).toEqual([]);
  });

  it("refuses to place without an address, and creates nothing", async () => {
    const shopper = await guest(t);
    await operate(await product(), shopper.who);
    const before = await count(t, "select count(*)::int as n from orders");
    const res = await placeBuyNow(shopper.who);
    expect(res.body.code).toBe(400);
    expect(await count(t, "select count(*)::int as n from orders")).toBe(before);
  });

  it("another shopper's order answers 404 on polling", async () => {
    const owner = await guest(t);
    await operate(await product(), owner.who);
    await guestAddress(owner.who);
    const placed = await placeBuyNow(owner.who);
    const stranger = await guest(t);
    const res = await send(
      app,
      "POST",
      "/mobile/orders/polling-data",
      { order_id: placed.body.result.order_id },
      stranger.who,
    );
    expect(res.status).toBe(404);
  });
});

describe("customers", () => {
  it("use their address book, points and earn cashback points", async () => {
    const shopper = await customer(t);
    const customerId = shopper.customerId as number;
    await t.database.db.update(customers).set({ points: 500 }).where(eq(customers.id, customerId));
    await operate(await product(), shopper.who);

    const added = await send<{ address_entity_id: number }>(
      app,
      "POST",
      "/mobile/users/edit-address",
      BOOK_ADDRESS,
      shopper.who,
    );
    expect(added.body.code).toBe(200);
    const addressId = added.body.result.address_entity_id;
    const list = await send<{ address_entity_id: number }[]>(
      app,
      "GET",
      "/mobile/users/address",
      undefined,
      shopper.who,
    );
    expect(list.body.result.map((a) => a.address_entity_id)).toEqual([addressId]);
    const edited = await send<{ city: string }>(
      app,
      "POST",
      "/mobile/users/edit-address",
      { address_id: addressId, city: "Jersey City", postcode: "07302" },
      shopper.who,
    );
    expect(edited.body.result.city).toBe("Jersey City");
    const detail = await send<{ city: string }>(
      app,
      "GET",
      `/mobile/users/address-detail?address_id=${addressId}`,
      undefined,
      shopper.who,
    );
    expect(detail.body.result.city).toBe("Jersey City");

    const chosen = await send<CartResult>(
      app,
      "POST",
      "/mobile/orders/address",
      { customer_address_id: addressId },
      shopper.who,
    );
    expect(chosen.body.code).toBe(200);
    const withPoints = await generation(shopper.who, { points: 300 });
    expect(withPoints.body.result.points_data.points_used).toBe(300);
    const tooMany = await generation(shopper.who, { points: 501 });
    expect(tooMany.body.code).not.toBe(200);
    expect((await generation(shopper.who)).body.result.points_data.points_used).toBe(300);

    const cashback = await send<{ points: number; credited: boolean }>(
      app,
      "POST",
      "/mobile/orders/check-cashback",
      {},
      shopper.who,
    );
    const line = withPoints.body.result.list[0];
    const earnsNothing = line.is_no_discount_product || /pre-order|early bird/i.test(line.product_tag ?? "");
    expect(cashback.body.result.credited).toBe(true);
    expect(cashback.body.result.points).toBe(earnsNothing ? 0 : Math.floor(line.unit_price));

    const placed = await placeBuyNow(shopper.who);
    expect(placed.body.code).toBe(200);
    const [row] = await t.database.db
      .select({ points: customers.points })
      .from(customers)
      .where(eq(customers.id, customerId));
    expect(row.points).toBe(200);
  });

  it("cannot see or use another customer's address", async () => {
    const owner = await customer(t);
    const added = await send<{ address_entity_id: number }>(
      app,
      "POST",
      "/mobile/users/edit-address",
      BOOK_ADDRESS,
      owner.who,
    );
    const stranger = await customer(t);
    await operate(await product(), stranger.who);
    const id = added.body.result.address_entity_id;
    expect(
      (await send(app, "GET", `/mobile/users/address-detail?address_id=${id}`, undefined, stranger.who))
        .status,
    ).toBe(404);
    expect(
      (await send(app, "POST", "/mobile/orders/address", { customer_address_id: id }, stranger.who)).status,
    ).toBe(404);
    expect(
      (
        await send(
          app,
          "POST",
          "/mobile/users/edit-address",
          { address_id: id, city: "Elsewhere" },
          stranger.who,
        )
      ).status,
    ).toBe(404);
  });

  it("guests are asked to sign in for the address book", async () => {
    const shopper = await guest(t);
    expect((await send(app, "GET", "/mobile/users/address", undefined, shopper.who)).status).toBe(401);
  });

  it("signing in on /pay keeps the product being bought, and the guest's cart merges as usual", async () => {
    const buying = await product();
    const email = `buynow.${Date.now()}@example.com`;
    await t.database.db.insert(customers).values({
      email,
      passwordHash: await hashPassword("Walnut42lamp", t.deps.config.PASSWORD_HASH_COST),
      emailVerifiedAt: new Date(),
    });
    const first = await operate(buying, undefined, 1);
    const guestToken = guestTokenSet(first.headers) as string;
    const res = await app.request("/api/customer/login", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${GUEST_COOKIE}=${guestToken}` },
      body: JSON.stringify({ email, password: "Walnut42lamp" }),
    });
    const body = (await res.json()) as { result: { token: string } };
    const signedIn: Who = { cookies: { [SESSION_COOKIE]: body.result.token } };
    const after = await generation(signedIn);
    expect(after.body.result.list.map((i) => i.piid)).toEqual([buying.variants[0].id]);
    expect((await readCart(t, signedIn)).body.result.list).toEqual([]);
    expect(
      await count(
        t,
        `select count(*)::int as n from carts where purpose = 'buy_now' and guest_session_id is not null and id = ${after.body.result.quoteId}`,
      ),
    ).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, after.body.result.quoteId as number));
    expect(row.purpose).toBe("buy_now");
  });
});
