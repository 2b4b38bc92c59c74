import { Link } from "react-router";
import type { OrderDetail } from "../../../contract/order";
import { formatMoney } from "../../components/ui/format-money";
import { FormStatus, SECONDARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import {
  addressLines,
  formatOrderDate,
  itemCountLabel,
  orderTotalRows,
  paymentMethodLabel,
  shippingMethodLabel,
} from "./order-display";
import { OrderStatusBadge } from "./order-status-badge";
import type { OrderLineView } from "./order-types";

const CELL = "px-3 py-3 text-left align-top";

function PlanNote({ plan, qty }: { plan: NonNullable<OrderLineView["plan"]>; qty: number }) {
  return (
    <p className="mt-1 text-sm text-stone-700">
      Protection plan: {plan.title} ({plan.term_months} months), {formatMoney(plan.price)}
      {qty > 1 ? " each" : ""}
    </p>
  );
}

function OrderLines({ items }: { items: OrderLineView[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm sm:text-base">
        <caption className="sr-only">Items ordered</caption>
        <thead className="border-b-2 border-stone-300">
          <tr>
            <th scope="col" className={CELL}>
              Product
            </th>
            <th scope="col" className={CELL}>
              SKU
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Qty
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Price
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Row total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {items.map((line, index) => (
            // Lines have no id of their own in the answer; their order is fixed (by id).
            <tr key={`${index}-${line.variant_id}`}>
              <th scope="row" className={`${CELL} font-normal`}>
                <span className="font-semibold">{line.name}</span>
                {line.plan ? <PlanNote plan={line.plan} qty={line.qty} /> : null}
              </th>
              <td className={`${CELL} break-all text-stone-700`}>{line.sku}</td>
              <td className={`${CELL} text-right tabular-nums`}>{line.qty}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatMoney(line.price)}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatMoney(line.row_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  return (
    <>
      <TotalsList order={order} />
      {order.points_earned > 0 ? (
        <p className="mt-2 text-sm text-stone-700">
          This order earned you {order.points_earned.toLocaleString("en-US")} points.
        </p>
      ) : null}
    </>
  );
}

function TotalsList({ order }: { order: OrderDetail }) {
  return (
    <dl className="divide-y divide-stone-200 border-y border-stone-200">
      {orderTotalRows(order).map((row) => (
        <div
          key={row.key}
          className={`flex justify-between gap-4 py-2 ${row.key === "total" ? "text-lg font-semibold" : ""}`}
        >
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface OrderDetailViewProps {
  order: OrderDetail;
  /** The cancel page's address while the order can be canceled and the viewer may do it; else null. */
  cancelHref: string | null;
  /** Where "back" goes: My Orders for customers, null for a guest's order page. */
  backHref: string | null;
  /** A status line to show once (e.g. after canceling without JavaScript). */
  notice?: string | null;
}

/** One order: number, date, status, lines, where it goes, how it is paid, its totals, Cancel. */
export function OrderDetailView({ order, cancelHref, backHref, notice }: OrderDetailViewProps) {
  const address = addressLines(order.shipping_address);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
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
      {notice ? <FormStatus ok>{notice}</FormStatus> : null}
      {cancelHref && order.can_cancel ? (
        <Link to={cancelHref} className={`mt-4 ${SECONDARY_BUTTON}`}>
          Cancel Order
        </Link>
      ) : null}

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
          <h3 className="mt-3 font-semibold">Shipping address</h3>
          {address.length > 0 ? (
            <address className="not-italic">
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className="text-stone-700">No shipping address</p>
          )}
          <h3 className="mt-3 font-semibold">Shipping method</h3>
          <p>{shippingMethodLabel(order.shipping_method)}</p>
          <h3 className="mt-3 font-semibold">Payment method</h3>
          <p>
            {paymentMethodLabel(order.payment_method)}
            {order.status === "canceled" ? null : (
              <span className="text-stone-700"> · {order.paid ? "Paid" : "Not paid yet"}</span>
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
