import { Link } from "react-router";
import { formatWhole } from "../../../contract/number-text";
import type { OrderDetail } from "../../../contract/order";
import { FormStatus, SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import type { TrackOutcome } from "../shipments/shipment-types";
import { OrderDestination } from "./order-destination";
import {
  formatOrderDate,
  itemCountLabel,
  paymentMethodLabel,
  paymentState,
  shippingMethodLabel,
} from "./order-display";
import { OrderLines } from "./order-lines";
import { OrderShipments } from "./order-shipments";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTotalsList } from "./order-totals";

function Totals({ order }: { order: OrderDetail }) {
  return (
    <>
      <OrderTotalsList order={order} />
      {order.points_earned > 0 ? (
        <p className="mt-2 text-sm text-stone-700">
          This order earned you {formatWhole(order.points_earned)} points.
        </p>
      ) : null}
    </>
  );
}

export interface OrderDetailViewProps {
  order: OrderDetail;
  /** The cancel page's address while the order can be canceled and the viewer may do it; else null. */
  cancelHref: string | null;
  /** Where "back" goes: My Orders for customers, null for a guest's order page. */
  backHref: string | null;
  /** The print page's address: it is in the account area, so only customers get it; else null. */
  printHref: string | null;
  /** The return request page while something delivered may still go back (customers only). */
  returnHref?: string | null;
  /** A status line to show once (e.g. after canceling without JavaScript). */
  notice?: string | null;
  /** The page takes the confirm-receipt form (the account's order page). */
  confirmable?: boolean;
  /** The outcome of a confirm-receipt posted to this page. */
  posted?: TrackOutcome | null;
  busy?: boolean;
}

/** One order: number, date, status, lines, where it goes, how it is paid, its totals, Print, Cancel and Return. */
export function OrderDetailView({
  order,
  cancelHref,
  backHref,
  printHref,
  returnHref = null,
  notice,
  confirmable = false,
  posted = null,
  busy = false,
}: OrderDetailViewProps) {
  return (
    <div>
      {backHref ? (
        <Link to={backHref} className={TEXT_LINK}>
          Back to My Orders
        </Link>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl font-semibold tracking-tight">Order #{order.increment_id}</h1>
        <OrderStatusBadge status={order.status} label={order.status_label} />
      </div>
      <p className="mt-2 text-stone-700">
        Placed on <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time> ·{" "}
        {itemCountLabel(order.items_qty)}
        {order.email ? <> · Confirmation sent to {order.email}</> : null}
      </p>
      {order.status_note ? (
        // Why the order ended as it did (an unpaid order that expired): the shopper coming back reads it first.
        <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-stone-900">
          {order.status_note}
        </p>
      ) : null}
      {notice ? <FormStatus ok>{notice}</FormStatus> : null}
      {printHref || returnHref || (cancelHref && order.can_cancel) ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {printHref ? (
            <Link to={printHref} className={SECONDARY_BUTTON}>
              Print Order
            </Link>
          ) : null}
          {cancelHref && order.can_cancel ? (
            <Link to={cancelHref} className={SECONDARY_BUTTON}>
              Cancel Order
            </Link>
          ) : null}
          {returnHref ? (
            <Link to={returnHref} className={SECONDARY_BUTTON}>
              Return Items
            </Link>
          ) : null}
        </div>
      ) : null}

      <OrderShipments order={order} confirmable={confirmable} posted={posted} busy={busy} />

      <section aria-labelledby="order-items" className="mt-8">
        <h2 id="order-items" className="text-xl font-semibold">
          Items
        </h2>
        <OrderLines items={order.items} />
      </section>

      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="order-shipping">
          <h2 id="order-shipping" className="text-xl font-semibold">
            Shipping
          </h2>
          <OrderDestination order={order} />
          <h3 className="mt-3 font-semibold">Shipping method</h3>
          <p>{shippingMethodLabel(order.shipping_method)}</p>
          <h3 className="mt-3 font-semibold">Payment method</h3>
          <p>
            {paymentMethodLabel(order.payment_method)}
            {order.status === "canceled" ? null : (
              <span className="text-stone-700"> · {paymentState(order)}</span>
            )}
          </p>
        </section>
        <section aria-labelledby="order-totals">
          <h2 id="order-totals" className="text-xl font-semibold">
            Order totals
          </h2>
          <Totals order={order} />
        </section>
      </div>
    </div>
  );
}
