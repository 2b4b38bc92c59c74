import { FREE_GIFT_LINE } from "../../../contract/order-constants";
import { formatMoney } from "../../components/ui/format-money";
import { Thumbnail } from "../shipments/shipment-card";
import type { OrderLineView } from "./order-types";

// The items of an order as a table (order page and print page): product with its protection plan,
// SKU, quantity, unit price and row total, in the order they were placed.

const CELL = "px-3 py-3 text-left align-top";

function PlanNote({ plan, qty }: { plan: NonNullable<OrderLineView["plan"]>; qty: number }) {
  return (
    <p className="mt-1 text-sm text-stone-700">
      Protection plan: {plan.title} ({plan.term_months} months), {formatMoney(plan.price)}
      {qty > 1 ? " each" : ""}
    </p>
  );
}

/** The free gift's line says what it is and when it ships. */
export function GiftNote() {
  return (
    <span className="mt-1 block text-sm text-stone-700">
      <span className="font-semibold text-emerald-800">{FREE_GIFT_LINE.label}</span>: {FREE_GIFT_LINE.note}
    </span>
  );
}

export function OrderLines({ items }: { items: OrderLineView[] }) {
  return (
    // On a phone the table may scroll sideways: the keyboard must be able to reach and scroll it
    // too (axe scrollable-region-focusable, WCAG 2.1.1), so the named region takes the focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is operated by keyboard
    <section className="overflow-x-auto print:overflow-visible" tabIndex={0} aria-label="Items ordered">
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
            <tr key={`${index}-${line.variant_id}`} className="break-inside-avoid">
              <th scope="row" className={`${CELL} font-normal`}>
                <span className="flex gap-3">
                  {/* Not on phones: the table would scroll sideways (the shipments show the pictures there). */}
                  <span className="hidden sm:block print:hidden">
                    <Thumbnail src={line.thumbnail} />
                  </span>
                  <span>
                    <span className="font-semibold">{line.name}</span>
                    {line.plan ? <PlanNote plan={line.plan} qty={line.qty} /> : null}
                    {line.is_gift ? <GiftNote /> : null}
                    {line.extra_warranty_months > 0 ? (
                      // Recorded because a Plus+ member bought it (server: order_items.extra_warranty_months).
                      <span className="mt-1 block text-sm text-stone-700">
                        Plus+ extra warranty: {line.extra_warranty_months} months after the maker's warranty
                      </span>
                    ) : null}
                    {line.qty_shipped > 0 ? (
                      <span className="mt-1 block text-sm text-stone-700">
                        {line.qty_shipped >= line.qty
                          ? "Shipped"
                          : `${line.qty_shipped} of ${line.qty} shipped`}
                      </span>
                    ) : null}
                  </span>
                </span>
              </th>
              <td className={`${CELL} break-all text-stone-700`}>{line.sku}</td>
              <td className={`${CELL} text-right tabular-nums`}>{line.qty}</td>
              <td className={`${CELL} text-right tabular-nums`}>{formatMoney(line.price)}</td>
              <td className={`${CELL} text-right tabular-nums`}>
                {line.is_gift ? FREE_GIFT_LINE.price : formatMoney(line.row_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
