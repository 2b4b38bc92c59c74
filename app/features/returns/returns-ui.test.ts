import { describe, expect, it } from "vitest";
import type { OrderDetail } from "../../../contract/order";
import type { ReturnView } from "../../../contract/returns";
import { returnableLines } from "./returns-ui";

// What the order page offers to return: delivered units within 30 days, less those in returns.

const DAY = 86_400_000;
const now = Date.parse("2026-11-28T12:00:00Z");

const line = (id: number, name: string) =>
  ({ order_item_id: id, name, thumbnail: null }) as OrderDetail["items"][number];
const shipment = (deliveredAt: string | null, items: [number, number][]) =>
  ({
    status: deliveredAt ? "delivered" : "shipped",
    delivered_at: deliveredAt,
    items: items.map(([order_item_id, qty]) => ({ order_item_id, qty })),
  }) as unknown as OrderDetail["shipments"][number];
const order = (shipments: OrderDetail["shipments"]) =>
  ({ items: [line(1, "Sofa"), line(2, "Lamp"), line(3, "Rug")], shipments }) as OrderDetail;
const ret = (status: ReturnView["status"], items: [number, number][]) =>
  ({ status, items: items.map(([order_item_id, qty]) => ({ order_item_id, qty })) }) as unknown as ReturnView;

describe("returnable lines", () => {
  it("offers delivered units not held by a return, within the window", () => {
    const o = order([
      shipment(new Date(now - 3 * DAY).toISOString(), [
        [1, 2],
        [2, 1],
      ]),
      shipment(null, [[3, 1]]),
    ]);
    expect(returnableLines(o, [ret("requested", [[1, 1]]), ret("refused", [[2, 1]])], now)).toEqual([
      { order_item_id: 1, name: "Sofa", thumbnail: null, left: 1, why: null },
      { order_item_id: 2, name: "Lamp", thumbnail: null, left: 1, why: null },
      { order_item_id: 3, name: "Rug", thumbnail: null, left: 0, why: "Not delivered yet" },
    ]);
    expect(returnableLines(o, [ret("refunded", [[2, 1]])], now)[1]).toMatchObject({
      left: 0,
      why: "Already in a return",
    });
  });

  it("closes a line 30 days after its delivery", () => {
    const o = order([shipment("2026-10-20T15:00:00Z", [[1, 1]])]);
    expect(returnableLines(o, [], now)[0]).toMatchObject({
      left: 0,
      why: "Return window closed on Nov 19, 2026",
    });
  });
});
