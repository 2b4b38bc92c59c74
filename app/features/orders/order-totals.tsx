import type { OrderDetail } from "../../../contract/order";
import { orderTotalRows } from "./order-display";

/** The order's total rows as frozen when it was placed (order page and print page), grand total last. */
export function OrderTotalsList({ order }: { order: OrderDetail }) {
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
