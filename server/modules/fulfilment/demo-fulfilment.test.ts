import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { fulfilmentDemoOn, loadConfig } from "../../config";
import { orders } from "../../db/schema/order";
import { runDemoFulfilment } from "./demo-fulfilment";
import { paidOrder, rows } from "./fulfilment.testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());

const at = (iso: string) => new Date(iso);
const statusOf = async (orderId: number) =>
  (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].s;

describe("the demo fulfilment worker", () => {
  it("moves a paid order through shipped, out for delivery and delivered, one step per interval, as demo-worker", async () => {
    const order = await paidOrder(t, { qtys: [1, 2] });
    await t.database.db
      .update(orders)
      .set({ updatedAt: at("2026-01-01T10:00:00Z") })
      .where(eq(orders.id, order.orderId));
    const ctx = { db: t.database.db, logger: t.deps.logger, config: t.deps.config };

    // Not yet: paid 20 s ago, the step is 30 s.
    expect(await runDemoFulfilment(ctx, at("2026-01-01T10:00:20Z"), 30)).toEqual({
      shipped: 0,
      outForDelivery: 0,
      delivered: 0,
    });
    expect(await runDemoFulfilment(ctx, at("2026-01-01T10:00:30Z"), 30)).toEqual({
      shipped: 1,
      outForDelivery: 0,
      delivered: 0,
    });
    expect(await statusOf(order.orderId)).toBe("shipped");
    expect(
      await rows(
        t,
        "shipments",
        `order_id = ${order.orderId} and tracking_number = 'NS${order.incrementId}01' and carrier = 'Nestora Delivery'`,
      ),
    ).toBe(1);
    expect(await runDemoFulfilment(ctx, at("2026-01-01T10:00:59Z"), 30)).toMatchObject({ outForDelivery: 0 });
    expect(await runDemoFulfilment(ctx, at("2026-01-01T10:01:00Z"), 30)).toEqual({
      shipped: 0,
      outForDelivery: 1,
      delivered: 0,
    });
    expect(await runDemoFulfilment(ctx, at("2026-01-01T10:01:30Z"), 30)).toEqual({
      shipped: 0,
      outForDelivery: 0,
      delivered: 1,
    });
    expect(await statusOf(order.orderId)).toBe("complete");
    // Nothing left to do: a later round changes nothing.
    expect(await runDemoFulfilment(ctx, at("2026-01-01T11:00:00Z"), 30)).toEqual({
      shipped: 0,
      outForDelivery: 0,
      delivered: 0,
    });
    const log = await t.database.db.execute(
      `select operator, action from operator_actions where order_id = ${order.orderId} order by id` as never,
    );
    expect((log as unknown as { rows: unknown[] }).rows).toEqual([
      { operator: "demo-worker", action: "ship" },
      { operator: "demo-worker", action: "out_for_delivery" },
      { operator: "demo-worker", action: "deliver" },
    ]);
    expect(
      await rows(
        t,
        "shipment_events",
        `shipment_id in (select id from shipments where order_id = ${order.orderId})`,
      ),
    ).toBe(3);
  });

  it("leaves unpaid and canceled orders alone", async () => {
    const unpaid = await paidOrder(t, { status: "pending_payment" });
    const canceled = await paidOrder(t, { status: "canceled" });
    await runDemoFulfilment(
      { db: t.database.db, logger: t.deps.logger, config: t.deps.config },
      at("2030-01-01T00:00:00Z"),
      1,
    );
    expect(await rows(t, "shipments", `order_id in (${unpaid.orderId}, ${canceled.orderId})`)).toBe(0);
  });
});

describe("whether it runs", () => {
  const on = (env: Record<string, string>) => fulfilmentDemoOn(loadConfig(env));
  it("is on in development on the embedded database, off in production and tests, and FULFILMENT_DEMO decides when set", () => {
    expect(on({ NODE_ENV: "development" })).toBe(true);
    expect(on({ NODE_ENV: "development", DATABASE_URL: "postgres://x@localhost/db" })).toBe(false);
    expect(on({ NODE_ENV: "production" })).toBe(false);
    expect(on({ NODE_ENV: "test" })).toBe(false);
    expect(on({ NODE_ENV: "production", FULFILMENT_DEMO: "1" })).toBe(true);
    expect(on({ NODE_ENV: "development", FULFILMENT_DEMO: "0" })).toBe(false);
  });
  it("refuses a short operator token and a bad step at start", () => {
    expect(() => loadConfig({ OPERATOR_TOKEN: "short" })).toThrow(
      /OPERATOR_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadConfig({ FULFILMENT_DEMO_SECONDS: "0" })).toThrow(
      /FULFILMENT_DEMO_SECONDS: must be at least 1/,
    );
  });
});
