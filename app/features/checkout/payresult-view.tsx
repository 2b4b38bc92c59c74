import { Link } from "react-router";
import { formatMoney } from "../../components/ui/format-money";
import { TEXT_LINK } from "../account/form-ui";
import { orderDetailUrl } from "./checkout-paths";
import type { PayresultData } from "./payresult.server";

/** The confirmation of a placed order: number, status, lines, totals, where the e-mail went. */
export function PayresultView({ data }: { data: PayresultData }) {
  const { order } = data;
  const rows: [string, number][] = [
    ["Subtotal", order.subtotal],
    ["Shipping", order.shipping_fee],
    ["Product Protection", order.product_contract_total],
    ["Discount", -order.discount_amount],
    ["Tax", order.tax_amount],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Thank you for your order</h1>
      <p className="mt-2">
        Your order number is <strong data-testid="order-number">{order.increment_id}</strong>.
      </p>
      <p className="mt-1">
        Status: <strong>{order.status_label}</strong>
      </p>
      <p className="mt-1">A confirmation has been sent to {order.email}.</p>
      <section aria-labelledby="payresult-items" className="mt-6 rounded-lg border border-stone-200 p-5">
        <h2 id="payresult-items" className="mb-3 text-lg font-semibold">
          Items
        </h2>
        <ul className="space-y-2 text-sm">
          {order.items.map((item) => (
            <li key={`${item.variant_id}-${item.sku}`} className="flex justify-between gap-3">
              <span>
                {item.name} × {item.qty}
                {item.plan ? <span className="block text-stone-600">{item.plan.title}</span> : null}
              </span>
              <span>{formatMoney(item.row_total)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 text-sm">
          {rows
            .filter(([label, v]) => label === "Subtotal" || label === "Shipping" || v !== 0)
            .map(([label, v]) => (
              <div key={label} className="flex justify-between">
                <dt>{label}</dt>
                <dd>{label === "Shipping" && v === 0 ? "FREE" : formatMoney(v)}</dd>
              </div>
            ))}
          <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
            <dt>Grand Total</dt>
            <dd>{formatMoney(order.grand_total)}</dd>
          </div>
        </dl>
      </section>
      <p className="mt-6 flex flex-wrap gap-6">
        <Link to={orderDetailUrl(order.increment_id, data.isLogin)} className={TEXT_LINK}>
          View your order
        </Link>
        <Link to="/" className={TEXT_LINK}>
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
