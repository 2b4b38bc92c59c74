import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAIL_COUPON_TYPE } from "../../../contract/coupons-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { coupons } from "../../db/schema/coupons";
import { couponRedemptions, orders } from "../../db/schema/order";
import { type SeededProduct, sendJson, type Who } from "../cart/cart.testing";
import { markVerified, postJson, registerAccount, type SignIn } from "../customer/auth.testing";
import {
  cancelOrder,
  guest,
  payCard,
  place,
  products,
  readOrder,
  type Shopper,
  send,
  shopperWithCart,
  stockOf,
} from "./order.testing";

// Issue 15 §7: a guest's orders go with the shopper when they sign in or sign up, as the cart does.
// Before, the sign-in ended the guest session the orders belonged to: view, pay and cancel
// answered 404 and an unpaid order's stock stayed reserved.

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  product = await products(t);
});
afterAll(() => t?.close());

const PASSWORD = "walnut42lamp";
let n = 0;
const email = () => `handover${++n}.${Date.now()}@example.com`;

/** Signs in with the guest's cookie, as the login pop-up does; answers the customer's credentials. */
async function signInFrom(shopper: Shopper, address: string): Promise<Who> {
  const res = await postJson<SignIn>(
    t.app,
    "/api/customer/login",
    { email: address, password: PASSWORD },
    shopper.who,
  );
  expect(res.body.code).toBe(200);
  return { bearer: res.body.result.token };
}

const view = (who: Who, incrementId: string) => readOrder(t.app, who, incrementId);

describe("a guest's orders after signing in", () => {
  it("an unpaid order can be viewed and paid by the customer; the guest session no longer reaches it", async () => {
    const address = email();
    await registerAccount(t.app, address, PASSWORD);
    await markVerified(t.database.db, address);
    const shopper = await guest(t);
    await shopperWithCart(t, await product(), { as: shopper });
    const placed = (await place(t.app, shopper.who)).body.result;

    const me = await signInFrom(shopper, address);
    const seen = await view(me, placed.increment_id);
    expect(seen.status).toBe(200);
    expect([seen.body.result.status, seen.body.result.can_cancel]).toEqual(["pending_payment", true]);
    const list = await send<{ increment_id: string }[]>(t.app, "GET", "/api/customer/orders", undefined, me);
    expect(list.body.result.map((o) => o.increment_id)).toEqual([placed.increment_id]);

    const paid = await payCard(t.app, me, placed.order_id);
    expect(paid.body.code).toBe(200);
    expect((await view(me, placed.increment_id)).body.result.status).toBe("processing");
    // The guest token was ended by the sign-in: it names no one now.
    expect((await view(shopper.who, placed.increment_id)).status).toBe(404);
  });

  it("an unpaid order can be canceled by the customer and its stock comes back", async () => {
    const address = email();
    await registerAccount(t.app, address, PASSWORD);
    await markVerified(t.database.db, address);
    const shopper = await guest(t);
    const p = await product();
    const before = await stockOf(t, p.variants[0].id);
    await shopperWithCart(t, p, { as: shopper, qty: 3 });
    const placed = (await place(t.app, shopper.who)).body.result;
    expect(await stockOf(t, p.variants[0].id)).toBe(before - 3);

    const me = await signInFrom(shopper, address);
    const canceled = await cancelOrder(t.app, me, placed.order_id);
    expect(canceled.status).toBe(200);
    expect(canceled.body.code).toBe(200);
    expect(canceled.body.result.status).toBe("canceled");
    expect(await stockOf(t, p.variants[0].id)).toBe(before);
  });

  it("signing up keeps a paid guest order, and its coupon use counts as the new customer's", async () => {
    const shopper = await guest(t);
    await shopperWithCart(t, await product(), { as: shopper });
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        code: `HANDOVER${Date.now()}`,
        title: "$5 off",
        discountType: "fixed",
        amount: 500,
        startsAt: new Date(Date.now() - 86_400_000),
        detailCouponType: DETAIL_COUPON_TYPE.link,
      })
      .returning();
    const applied = await sendJson(
      t,
      "POST",
      "/api/cart/apply_coupon",
      { coupon_code: coupon.code },
      shopper.who,
    );
    expect(applied.body.code).toBe(200);
    const placed = (await place(t.app, shopper.who)).body.result;
    expect((await payCard(t.app, shopper.who, placed.order_id)).body.code).toBe(200);

    const signedUp = await postJson<SignIn>(
      t.app,
      "/api/customer/register",
      {
        email: email(),
        password: PASSWORD,
        password_confirm: PASSWORD,
        firstname: "Ada",
        lastname: "Lee",
        auto_test: 1,
      },
      shopper.who,
    );
    expect(signedUp.body.code).toBe(200);
    const me: Who = { bearer: signedUp.body.result.token };
    const seen = await view(me, placed.increment_id);
    expect(seen.status).toBe(200);
    expect([seen.body.result.status, seen.body.result.paid, seen.body.result.coupon_code]).toEqual([
      "processing",
      true,
      coupon.code,
    ]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order_id));
    const [use] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, placed.order_id));
    expect(use.customerId).toBe(order.customerId);
    expect(order.customerId).toBe(signedUp.body.result.entity_id);
  });

  it("another guest's orders stay theirs when someone signs in", async () => {
    const address = email();
    await registerAccount(t.app, address, PASSWORD);
    await markVerified(t.database.db, address);
    const other = await guest(t);
    await shopperWithCart(t, await product(), { as: other });
    const theirs = (await place(t.app, other.who)).body.result;
    const shopper = await guest(t);

    const me = await signInFrom(shopper, address);
    expect((await view(me, theirs.increment_id)).status).toBe(404);
    expect((await view(other.who, theirs.increment_id)).status).toBe(200);
  });
});
