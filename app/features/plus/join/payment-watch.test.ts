import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Envelope } from "../../../../contract/envelope";
import type { Completion, OrderMaybeSucc } from "./join-calls";
import { watchPayment } from "./payment-watch";

const ok = <T>(result: T): Envelope<T> => ({ code: 200, message: "", result });
const NOT_YET: OrderMaybeSucc = { order_price: null, plus_num: null, order_sn: null };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function harness(paidAfter: number, completedAfter: number) {
  const asked: { call: string; at: number; arg: unknown }[] = [];
  const start = Date.now();
  let paidAsks = 0;
  let completedAsks = 0;
  const calls = {
    orderMaybeSucc: async (since: number) => {
      asked.push({ call: "orderMaybeSucc", at: Date.now() - start, arg: since });
      paidAsks += 1;
      return ok(
        paidAsks >= paidAfter ? { order_price: "19.00", plus_num: 1042, order_sn: "PL000000007" } : NOT_YET,
      );
    },
    isCompleted: async (orderSn: string) => {
      asked.push({ call: "isCompleted", at: Date.now() - start, arg: orderSn });
      completedAsks += 1;
      return ok<Completion>({
        completed: completedAsks >= completedAfter,
        customer_group: completedAsks >= completedAfter ? "PLUS+" : "General",
        expires_at: null,
      });
    },
  };
  const events: string[] = [];
  const stop = watchPayment({
    calls,
    orderSn: "PL000000007",
    since: 1_700_000_000_000,
    onPaid: (paid) => events.push(`paid ${paid.order_price} #${paid.plus_num}`),
    onCompleted: (done) => events.push(`completed ${done.customer_group}`),
  });
  return { asked, events, stop };
}

describe("the join flow's payment polling (spec part 2 §4 step 5, §9)", () => {
  it("waits 30 s, asks orderMaybeSucc every 3 s until paid, then isCompleted every 3 s until done", async () => {
    const { asked, events } = harness(3, 2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ call: "orderMaybeSucc", at: 30_000, arg: 1_700_000_000_000 }]);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(asked.map((a) => `${a.call}@${a.at}`)).toEqual([
      "orderMaybeSucc@30000",
      "orderMaybeSucc@33000",
      "orderMaybeSucc@36000",
    ]);
    expect(events).toEqual(["paid 19.00 #1042"]);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(asked.slice(3)).toEqual([
      { call: "isCompleted", at: 39_000, arg: "PL000000007" },
      { call: "isCompleted", at: 42_000, arg: "PL000000007" },
    ]);
    expect(events).toEqual(["paid 19.00 #1042", "completed PLUS+"]);
    // Done: nothing more is asked.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toHaveLength(5);
  });

  it("stops every timer when the modal closes, before or during the polling", async () => {
    const early = harness(1, 1);
    await vi.advanceTimersByTimeAsync(10_000);
    early.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(early.asked).toEqual([]);

    const during = harness(100, 1);
    await vi.advanceTimersByTimeAsync(33_000);
    expect(during.asked).toHaveLength(2);
    during.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(during.asked).toHaveLength(2);
    expect(during.events).toEqual([]);
  });
});
