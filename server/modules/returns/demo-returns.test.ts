import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { OPERATOR_ENV } from "../fulfilment/fulfilment.testing";
import { runDemoReturns } from "./demo-returns";
import { askReturn, deliveredOrder, rowsOf, shopper } from "./returns.testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

describe("demo worker: returns", () => {
  it("approves a requested return one step after it was asked for, as demo-worker", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 1, priceCents: 2_000 }] });
    const r = (
      await askReturn(t, me.who, {
        order_id: order.incrementId,
        items: [{ order_item_id: order.itemIds[0], qty: 1 }],
        reason: "damaged",
      })
    ).body.result;
    const ctx = { db: t.database.db, logger: t.deps.logger, config: t.deps.config };
    const asked = new Date(r.requested_at).getTime();
    await runDemoReturns(ctx, new Date(asked + 10_000), 30);
    expect((await rowsOf(t, `select status from returns where id = ${r.return_id}`))[0].status).toBe(
      "requested",
    );
    await runDemoReturns(ctx, new Date(asked + 30_000), 30);
    expect(await rowsOf(t, `select status from returns where id = ${r.return_id}`)).toEqual([
      { status: "approved" },
    ]);
    expect(
      await rowsOf(
        t,
        `select operator, action from operator_actions where order_id = ${order.orderId} and action like 'return%'`,
      ),
    ).toEqual([{ operator: "demo-worker", action: "return_approve" }]);
  });
});
