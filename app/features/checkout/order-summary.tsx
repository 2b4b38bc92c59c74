import { formatMoney } from "../../components/ui/format-money";
import { summaryRows } from "../cart/cart-display";
import { PlanLine } from "../cart/cart-parts";
import type { CartView } from "../cart/cart-view-types";

/**
 * The checkout's order summary sidebar: the lines, then subtotal, shipping, tax ('--' while it
 * cannot be computed), discount and the grand total (minus the pay-later discount when positive),
 * all as the server computed them.
 */
export function OrderSummary({ cart }: { cart: CartView }) {
  const lines = cart.list.filter((l) => l.can_checkout);
  return (
    <section aria-labelledby="checkout-summary" className="rounded-lg border border-stone-200 p-5">
      <h2 id="checkout-summary" className="mb-3 text-lg font-semibold">
        Order Summary
      </h2>
      <ul className="mb-4 space-y-3 text-sm">
        {lines.map((line) => (
          <li key={line.item_id}>
            <div className="flex justify-between gap-3">
              <span>
                <span className="block font-semibold">{line.name}</span>
                {line.option_value ? <span className="block text-stone-600">{line.option_value}</span> : null}
                <span className="block text-stone-600">Qty: {line.qty}</span>
              </span>
              <span>{formatMoney(line.row_total)}</span>
            </div>
            <PlanLine line={line} className="mt-1" />
          </li>
        ))}
      </ul>
      <dl className="space-y-2 text-sm">
        {summaryRows(cart).map((row) => (
          <div
            key={row.key}
            data-row={row.key}
            className={`flex justify-between ${row.key === "total" ? "border-t border-stone-200 pt-2 text-base font-semibold" : ""}`}
          >
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
