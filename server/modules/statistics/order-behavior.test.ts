import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_BEHAVIOR_PATH } from "../../../contract/statistics-constants";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { orderBehaviorEvents } from "../../db/schema/statistics";
import type { SeededProduct } from "../cart/cart.testing";
import { guest, payCard, place, products, send, shopperWithCart } from "../order/order.testing";

let t: TestApp;
let product: () => Promise<SeededProduct>;

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  product = await products(t);
});
afterAll(() => t?.close());

describe("POST /v3/statistics/user-order-behavior", () => {
  it("records a paid order's purchase once, refuses an unpaid one and anyone else's order", async () => {
    const shopper = await shopperWithCart(t, await product());
    const order = (await place(t.app, shopper.who)).body.result;
    const early = await send(
      t.app,
      "POST",
      ORDER_BEHAVIOR_PATH,
      { behavior: "purchase", orderId: order.order_id },
      shopper.who,
    );
    expect([early.status, early.body.code]).toEqual([200, 409]);
    expect(early.body.message).toBe("This order is pending payment: it has no purchase to record.");

    await payCard(t.app, shopper.who, order.order_id);
    const body = { behavior: "PURCHASE", orderId: order.increment_id };
    const first = await send<{ recorded: boolean }>(t.app, "POST", ORDER_BEHAVIOR_PATH, body, shopper.who);
    expect(first.body).toMatchObject({ code: 200, result: { recorded: true } });
    const again = await send<{ recorded: boolean }>(t.app, "POST", ORDER_BEHAVIOR_PATH, body, shopper.who);
    expect(again.body.result).toEqual({ recorded: false });
    expect(
      await t.database.db
        .select()
        .from(orderBehaviorEvents)
        .where(eq(orderBehaviorEvents.orderId, order.order_id)),
    ).toHaveLength(1);

    const stranger = await guest(t);
    const other = await send(t.app, "POST", ORDER_BEHAVIOR_PATH, body, stranger.who);
    expect(other.status).toBe(404);
    const bad = await send(
      t.app,
      "POST",
      ORDER_BEHAVIOR_PATH,
      { behavior: "look", orderId: order.order_id },
      shopper.who,
    );
    expect(bad.status).toBe(422);
  });
});
