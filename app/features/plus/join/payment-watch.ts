// Steps 5 and 6 of the join flow (spec part 2 §4, §9): while the payment page shows in the frame,
// wait PAYMENT_POLL_START_MS, then ask orderMaybeSucc every PAYMENT_POLL_INTERVAL_MS until it
// answers order_price and plus_num; then ask isCompleted every COMPLETION_POLL_INTERVAL_MS until the
// membership is in place. Each next ask is scheduled when the previous answer arrived, so a slow
// server never has two of them in flight. The returned stop() clears every timer and aborts the
// call in flight: closing the modal leaves nothing running.
import {
  COMPLETION_POLL_INTERVAL_MS,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_START_MS,
} from "../../../../contract/constants";
import type { Completion, JoinCalls, OrderMaybeSucc } from "./join-calls";

export interface WatchTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface PaymentWatch {
  calls: Pick<JoinCalls, "orderMaybeSucc" | "isCompleted">;
  /** The order the payment link made (isCompleted asks about it unless the success names another). */
  orderSn: string;
  /** ms since the epoch: only a plus order paid at or after it counts (the orderMaybeSucc query). */
  since: number;
  /** The payment succeeded (step 5): log the events, show the spinner. */
  onPaid(paid: OrderMaybeSucc & { order_price: string; plus_num: number }): void;
  /** The membership is in place (step 6): close the modal, congratulate. */
  onCompleted(done: Completion): void;
  timers?: WatchTimers;
}

const browserTimers: WatchTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export function watchPayment(watch: PaymentWatch): () => void {
  const timers = watch.timers ?? browserTimers;
  const abort = new AbortController();
  let timer: unknown = null;
  let stopped = false;
  const later = (fn: () => Promise<void>, ms: number) => {
    if (stopped) return;
    timer = timers.setTimeout(() => void fn(), ms);
  };

  const askPaid = async () => {
    const answer = await watch.calls.orderMaybeSucc(watch.since, abort.signal);
    if (stopped) return;
    const r = answer.code === 200 ? answer.result : null;
    if (r && r.order_price !== null && r.plus_num !== null) {
      const orderSn = r.order_sn ?? watch.orderSn;
      watch.onPaid({ ...r, order_price: r.order_price, plus_num: r.plus_num, order_sn: orderSn });
      later(() => askCompleted(orderSn), COMPLETION_POLL_INTERVAL_MS);
      return;
    }
    later(askPaid, PAYMENT_POLL_INTERVAL_MS);
  };

  const askCompleted = async (orderSn: string) => {
    const answer = await watch.calls.isCompleted(orderSn, abort.signal);
    if (stopped) return;
    if (answer.code === 200 && answer.result.completed) {
      watch.onCompleted(answer.result);
      return;
    }
    later(() => askCompleted(orderSn), COMPLETION_POLL_INTERVAL_MS);
  };

  later(askPaid, PAYMENT_POLL_START_MS);
  return () => {
    stopped = true;
    if (timer !== null) timers.clearTimeout(timer);
    abort.abort();
  };
}
