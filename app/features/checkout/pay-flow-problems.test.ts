import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartResult } from "../../../contract/cart";
import { TEST_CARDS } from "../../../contract/payment-constants";
import { carts } from "../../../server/db/schema/cart";
import { coupons } from "../../../server/db/schema/coupons";
import { customers } from "../../../server/db/schema/customer";
import { type SeededProduct, sendJson } from "../../../server/modules/cart/cart.testing";
import {
  count,
  customer,
  guest,
  nonceFor,
  place,
  products,
  shopperWithCart,
} from "../../../server/modules/order/order.testing";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { browserOverApp } from "../session/browser-over-app.testing";
import { createPayFlow } from "./pay-flow";
import { outcomeMessage } from "./payment-view";

// Issue 16, bug 2: Place Order on a cart the server will not order (a coupon this shopper has
// already used) answers the server's own reason, and the checkout read again shows that reason on
// the coupon; removing the coupon there lets the same page view place and pay the order.

let t: TestApp;
let product: () => Promise<SeededProduct>;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
  product = await products(t);
});
afterAll(() => t?.close());

const card = (number: string) => async () => ({ nonce: await nonceFor(t.app, number) });

describe("Place Order refused for the cart's coupon", () => {
  it("answers 'You have already used this coupon.', charges nothing, and pays once the coupon is removed", async () => {
    const [once] = await t.database.db
      .insert(coupons)
      .values({
        code: `ONCE${Date.now().toString(36).toUpperCase()}`,
        title: "$10 off",
        discountType: "fixed",
        amount: 1_000,
        startsAt: new Date(Date.now() - 86_400_000),
        detailCouponType: 3,
        usageLimitPerCustomer: 1,
      })
      .returning();
    // A customer used it once.
    const used = await customer(t);
    await shopperWithCart(t, await product(), { as: used });
    const applyBody = { coupon_code: once.code };
    expect((await sendJson(t, "POST", "/api/cart/apply_coupon", applyBody, used.who)).body.code).toBe(200);
    expect((await place(t.app, used.who)).body.code).toBe(200);
    const [{ email }] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, used.customerId ?? 0));

    // A guest took the coupon into their cart, then checked out with that customer's e-mail.
    const shopper = await guest(t);
    await shopperWithCart(t, await product(), { as: shopper, email: `someone.${Date.now()}@example.com` });
    const browser = browserOverApp(t, { ...shopper.who.cookies });
    expect((await browser.api.post("/api/cart/apply_coupon", applyBody)).code).toBe(200);
    await t.database.db.update(carts).set({ guestEmail: email }).where(eq(carts.couponCode, once.code));

    let shown = (await browser.api.get<CartResult>("/api/carts")).result;
    const flow = createPayFlow(browser.api, "/api/order", () => shown.checkout_fingerprint);
    const refused = await flow.payByCard(card(TEST_CARDS.approve));
    expect(refused).toEqual({
      kind: "order-refused",
      changed: false,
      message: "Your cart cannot be checked out yet.",
      problems: ["You have already used this coupon."],
    });
    expect(outcomeMessage(refused)).toBe(
      "Your cart cannot be checked out yet. You have already used this coupon.",
    );
    expect(browser.sent).not.toContain("POST /api/braintree-creditCard");

    // What the page reads again: the coupon is still on the cart, with the reason it cannot be used.
    shown = (await browser.api.get<CartResult>("/api/carts")).result;
    expect(shown).toMatchObject({
      coupon_code: once.code,
      discount_amount: 0,
      coupon_message: "You have already used this coupon.",
    });

    // The coupon row's Remove: the same flow (its order token) then places and pays the order.
    const removed = await browser.api.post<CartResult>("/api/cart/apply_coupon", {
      coupon_code: "",
      remove: 1,
    });
    expect(removed.result).toMatchObject({ coupon_code: "", coupon_message: "" });
    shown = removed.result;
    const paid = await flow.payByCard(card(TEST_CARDS.approve));
    expect(paid.kind).toBe("paid");
    expect(
      await count(t, `select count(*)::int as n from coupon_redemptions where coupon_id = ${once.id}`),
    ).toBe(1);
  });
});
