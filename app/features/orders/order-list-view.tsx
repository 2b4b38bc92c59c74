import { Link } from "react-router";
import { formatMoney } from "../../components/ui/format-money";
import { TEXT_LINK } from "../account/form-ui";
import { formatOrderDate, itemCountLabel } from "./order-display";
import { orderDetailPath } from "./order-paths";
import { OrderStatusBadge } from "./order-status-badge";
import type { OrderSummaryView } from "./order-types";

const CELL = "px-3 py-3 text-left align-top";

/**
 * My Orders: every order of the customer, newest first, each with a link to its page; `returns`
 * names the status of an order's newest return (issue 17, returns), by order number.
 */
export function OrderListView({
  orders,
  returns = {},
}: {
  orders: OrderSummaryView[];
  returns?: Record<string, string>;
}) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Orders</h1>
      {orders.length === 0 ? (
        <div className="mt-6 rounded-lg border border-stone-200 p-6">
          <p className="text-lg">You have not placed any orders yet.</p>
          <Link to="/" className={`mt-3 inline-block ${TEXT_LINK}`}>
            Start shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-sm sm:text-base">
            <caption className="sr-only">Your orders, newest first</caption>
            <thead className="border-b-2 border-stone-300">
              <tr>
                <th scope="col" className={CELL}>
                  Order #
                </th>
                <th scope="col" className={CELL}>
                  Date
                </th>
                <th scope="col" className={CELL}>
                  Status
                </th>
                <th scope="col" className={CELL}>
                  Items
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  Total
                </th>
                <th scope="col" className={CELL}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {orders.map((o) => (
                <tr key={o.increment_id}>
                  <th scope="row" className={`${CELL} font-semibold`}>
                    {o.increment_id}
                  </th>
                  <td className={CELL}>
                    <time dateTime={o.created_at}>{formatOrderDate(o.created_at)}</time>
                  </td>
                  <td className={CELL}>
                    <OrderStatusBadge status={o.status} label={o.status_label} />
                    {o.fulfilment_status !== "unshipped" && o.fulfilment_label !== o.status_label ? (
                      // Where the parcels are: out for delivery, partly shipped, delivered …
                      <span className="mt-1 block text-sm text-stone-700">{o.fulfilment_label}</span>
                    ) : null}
                    {returns[o.increment_id] ? (
                      <span className="mt-1 block text-sm text-stone-700">{returns[o.increment_id]}</span>
                    ) : null}
                  </td>
                  <td className={CELL}>{itemCountLabel(o.items_qty)}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{formatMoney(o.grand_total)}</td>
                  <td className={CELL}>
                    <Link
                      to={orderDetailPath(o.increment_id)}
                      className={TEXT_LINK}
                      aria-label={`View order #${o.increment_id}`}
                    >
                      View
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
