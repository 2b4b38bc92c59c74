import { Link } from "react-router";
import { formatMoney } from "../../components/ui/format-money";
import { TEXT_LINK } from "../account/form-ui";
import { lineMessages, summaryRows } from "../cart/cart-display";
import { LineThumb, PlanLine } from "../cart/cart-parts";
import type { CartLine, CartView } from "../cart/cart-view-types";
import { CART_PATH } from "./checkout-paths";

/**
 * The checkout's order summary sidebar: the lines with their pictures (and an attached protection
 * plan), then subtotal, shipping, tax ('--' while it cannot be computed), discount and the grand
 * total (minus the pay-later discount when positive), all as the server computed them. A line that
 * blocks the order (sold out, no longer sold, under its minimum) is listed apart with the server's
 * reason and a way back to the cart, where it can be changed (issue 16, bug 2).
 */
export function OrderSummary({ cart }: { cart: CartView }) {
  const lines = cart.list.filter((l) => l.can_checkout);
  const blocked = cart.list.filter((l) => !l.can_checkout);
  return (
    <section aria-labelledby="checkout-summary" className="self-start rounded-lg border border-stone-200 p-5">
      <h2 id="checkout-summary" className="mb-3 text-lg font-semibold">
        Order Summary
      </h2>
      {blocked.length > 0 ? (
        <div
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm"
          data-testid="blocked-lines"
        >
          <p className="font-semibold text-red-800">These items cannot be ordered as they are:</p>
          <ul className="mt-2 space-y-3">
            {blocked.map((line) => (
              <SummaryLine key={line.item_id} line={line} problems={lineMessages(line)} />
            ))}
          </ul>
          <Link to={CART_PATH} className={`${TEXT_LINK} mt-2 inline-block`}>
            Change them in your cart
          </Link>
        </div>
      ) : null}
      <ul className="mb-4 space-y-3 text-sm">
        {lines.map((line) => (
          <SummaryLine key={line.item_id} line={line} problems={[]} />
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

function SummaryLine({ line, problems }: { line: CartLine; problems: string[] }) {
  return (
    <li className="flex gap-3 text-sm" data-testid="summary-line">
      <LineThumb line={line} size={56} />
      <div className="min-w-0 flex-1">
        <span className="block font-semibold">{line.name}</span>
        {line.option_value ? <span className="block text-stone-600">{line.option_value}</span> : null}
        <span className="block text-stone-600">Qty: {line.qty}</span>
        <PlanLine line={line} className="mt-1" />
        {problems.map((p) => (
          <span key={p} className="block font-semibold text-red-800">
            {p}
          </span>
        ))}
      </div>
      <span>{formatMoney(line.row_total)}</span>
    </li>
  );
}
