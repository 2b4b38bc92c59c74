import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operators } from "../server/db/schema/fulfilment";
import {
  OPERATOR_ENV,
  OPERATOR_TOKEN,
  paidOrder,
  rows,
} from "../server/modules/fulfilment/fulfilment.testing";
import { createTestApp, type TestApp } from "../tests/helpers/test-app";
import { runOps } from "./ops";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4, env: OPERATOR_ENV });
});
afterAll(() => t?.close());

/** Runs the CLI against the test app in process; answers its exit code and what it printed. */
async function ops(argv: string[], token: string | null = OPERATOR_TOKEN) {
  const lines: string[] = [];
  const code = await runOps(argv, {
    fetch: async (url, init) => t.app.request(new URL(url).pathname + new URL(url).search, init),
    env: { OPS_URL: "http://store.test", OPS_TOKEN: token ?? undefined },
    out: (line) => lines.push(line),
  });
  return { code, text: lines.join("\n") };
}

describe("npm run ops", () => {
  it("lists, ships and delivers an order over the operator calls", async () => {
    const order = await paidOrder(t, { qtys: [2] });
    const list = await ops(["orders", "--order", order.incrementId]);
    expect(list.code).toBe(0);
    expect(list.text).toContain(`order ${order.incrementId}  processing / unshipped`);
    expect(list.text).toContain(`item ${order.itemIds[0]}: 0/2 shipped  Line 1`);

    const ship = await ops([
      "ship",
      "--order",
      order.incrementId,
      "--carrier",
      "UPS",
      "--tracking",
      "1ZCLI0000001",
      "--item",
      `${order.itemIds[0]}:1`,
    ]);
    expect([ship.code, ship.text.split("\n")[0]]).toEqual([
      0,
      `shipment ${ship.text.match(/shipment (\d+)/)?.[1]} of order ${order.incrementId}: Shipped`,
    ]);
    const again = await ops([
      "ship",
      "--order",
      order.incrementId,
      "--carrier",
      "UPS",
      "--tracking",
      "1ZCLI0000002",
      "--item",
      `${order.itemIds[0]}:2`,
    ]);
    expect(again).toEqual({ code: 1, text: "ops: Line 1: only 1 left to ship, not 2. (HTTP 409, code 409)" });

    const out = await ops(["out-for-delivery", "--tracking", "1ZCLI0000001", "--location", "Newark, NJ"]);
    expect(out.text).toContain("Out for Delivery");
    const delivered = await ops(["deliver", "--tracking", "1ZCLI0000001"]);
    expect([delivered.code, delivered.text.split("\n")[0]]).toEqual([
      0,
      expect.stringMatching(/: Delivered$/),
    ]);
    expect(await rows(t, "operator_actions", `order_id = ${order.orderId} and operator = 'dana'`)).toBe(3);
  });

  it("says what is wrong with the command line (exit 2) and without a token", async () => {
    expect((await ops(["ship", "--order", "1"])).text).toMatch(/^ops: --carrier is required\./);
    expect((await ops(["deliver"])).code).toBe(2);
    expect((await ops(["fly"])).text).toMatch(/^ops: Unknown command "fly"\./);
    expect((await ops(["orders"], null)).text).toMatch(/^ops: Set OPS_TOKEN/);
    expect((await ops(["orders"], "wrong-token-wrong-token-wrong-token-1")).text).toBe(
      "ops: This operator token is not valid. (HTTP 401, code 401)",
    );
  });

  it("accepts an operator of the operators table by its token, and not once revoked", async () => {
    const token = "table-operator-token-0123456789-abcdefgh";
    const [row] = await t.database.db
      .insert(operators)
      .values({ name: "sam", tokenHash: createHash("sha256").update(token).digest("hex") })
      .returning();
    expect((await ops(["orders", "--status", "complete"], token)).code).toBe(0);
    await t.database.db.update(operators).set({ revokedAt: new Date() });
    expect((await ops(["orders"], token)).text).toBe(
      "ops: This operator token is not valid. (HTTP 401, code 401)",
    );
    expect(row.name).toBe("sam");
  });
});
