import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import type { OrderDetail } from "../../../contract/order";
import { ORDER_MESSAGES } from "../../../contract/order-constants";
import { FormStatus, PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { cancelConsequences } from "./order-display";
import { orderDetailPath } from "./order-paths";
import { CANCEL_INTENT, type CancelOutcome } from "./order-types";

/**
 * "Cancel order #…?": what canceling gives back, and the Cancel Order button — a real form POST
 * (without JavaScript the page comes back with a refusal or goes to the order); with JavaScript a
 * fetcher posts the same and the refusal appears in place. An order that cannot be canceled says so.
 */
export function CancelOrderView({ order, posted }: { order: OrderDetail; posted?: CancelOutcome }) {
  const fetcher = useFetcher<CancelOutcome>({ key: `cancel-order-${order.increment_id}` });
  const busy = fetcher.state !== "idle";
  const refusal = fetcher.data?.message ?? posted?.message ?? null;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fetcher.data) alertRef.current?.focus();
  }, [fetcher.data]);
  const back = orderDetailPath(order.increment_id);

  if (!order.can_cancel) {
    return (
      <div className="max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight">Order #{order.increment_id}</h1>
        <FormStatus ok={false}>
          {ORDER_MESSAGES.notCancelable} Its status is {order.status_label}.
        </FormStatus>
        <Link to={back} className={`mt-6 inline-block ${TEXT_LINK}`}>
          Back to order #{order.increment_id}
        </Link>
      </div>
    );
  }
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight">Cancel order #{order.increment_id}?</h1>
      <p className="mt-4">If you cancel this order:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {cancelConsequences(order).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        {refusal ? <FormStatus ok={false}>{refusal}</FormStatus> : null}
      </div>
      <fetcher.Form method="post" className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <input type="hidden" name="intent" value={CANCEL_INTENT} />
        <input type="hidden" name="order_id" value={order.increment_id} />
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy} aria-busy={busy}>
          {busy ? "Canceling…" : "Cancel Order"}
        </button>
        <Link to={back} className={TEXT_LINK}>
          Keep my order
        </Link>
      </fetcher.Form>
    </div>
  );
}
