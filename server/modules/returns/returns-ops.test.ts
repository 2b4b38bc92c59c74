import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOps } from "../../../scripts/ops";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { OPERATOR_ENV, OPERATOR_TOKEN } from "../fulfilment/fulfilment.testing";
import { askReturn, count, deliveredOrder, shopper } from "./returns.testing";

// `npm run ops` drives the return steps over the operator calls (scripts/ops.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

async function ops(argv: string[]) {
  const lines: string[] = [];
  const code = await runOps(argv, {
    fetch: async (url, init) => t.app.request(new URL(url).pathname + new URL(url).search, init),
    env: { OPS_URL: "http://store.test", OPS_TOKEN: OPERATOR_TOKEN },
    out: (line) => lines.push(line),
  });
  return { code, text: lines.join("\n") };
}

describe("npm run ops: returns", () => {
  it("lists, approves, receives and refunds a return; refuses one with a reason", async () => {
    const me = await shopper(t);
    const order = await deliveredOrder(t, me.customerId, { lines: [{ qty: 2, priceCents: 2_500 }] });
    const asked = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "wrong_item",
      comment: "Blue, not green.",
    });
    const rma = asked.body.result.rma_number;
    const list = await ops(["returns", "--order", order.incrementId]);
    expect(list.code).toBe(0);
    expect(list.text).toBe(
      [
        `return ${rma} of order ${order.incrementId}: Requested  (Wrong item was sent)`,
        `  1 × Return line 1 (${asked.body.result.items[0].sku}, item ${order.itemIds[0]})  refund $25.00`,
        "  comment: Blue, not green.",
        "  refund $25.00",
      ].join("\n"),
    );
    expect((await ops(["return-approve", "--rma", rma])).text.split("\n")[0]).toBe(
      `return ${rma} of order ${order.incrementId}: Approved  (Wrong item was sent)`,
    );
    expect((await ops(["return-receive", "--rma", rma])).code).toBe(0);
    const refund = await ops(["return-refund", "--rma", rma]);
    expect(refund.text.split("\n").at(-1)).toBe("  refunded $25.00, 0 points back, 0 points taken back");
    const again = await ops(["return-refund", "--rma", rma]);
    expect(again.code).toBe(0);
    expect(
      await count(t, "operator_actions", `order_id = ${order.orderId} and action = 'return_refund'`),
    ).toBe(1);

    const second = await askReturn(t, me.who, {
      order_id: order.incrementId,
      items: [{ order_item_id: order.itemIds[0], qty: 1 }],
      reason: "changed_mind",
    });
    const refused = await ops([
      "return-refuse",
      "--rma",
      second.body.result.rma_number,
      "--reason",
      "Opened and used.",
    ]);
    expect(refused.text).toContain("  refused: Opened and used.");
    const missing = await ops(["return-refuse", "--rma", second.body.result.rma_number]);
    expect([missing.code, missing.text.split("\n")[0]]).toEqual([2, "ops: --reason is required."]);
    const unknown = await ops(["return-approve", "--rma", "R1-9"]);
    expect([unknown.code, unknown.text]).toEqual([1, "ops: This return was not found. (HTTP 404, code 404)"]);
  });
});
