import type { ReactNode } from "react";
import { Link } from "react-router";
import type { OrderDetail } from "../../../contract/order";
import { PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { OrderDestination } from "./order-destination";
import { formatOrderDate, paymentMethodLabel, paymentState, shippingMethodLabel } from "./order-display";
import { OrderLines } from "./order-lines";
import { orderDetailPath } from "./order-paths";
import { OrderTotalsList } from "./order-totals";

// The order as a printable page (print layout: no header or footer): the store, the order's number,
// date and status, where it goes, how it is paid, its items and every total. The controls are for
// the screen only and are left off the paper.

export interface OrderPrintViewProps {
  order: OrderDetail;
  storeName: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OrderPrintView({ order, storeName }: OrderPrintViewProps) {
  return (
    <article className="text-ink">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={orderDetailPath(order.increment_id)} className={TEXT_LINK}>
          Back to order
        </Link>
        <button type="button" onClick={() => window.print()} className={PRIMARY_BUTTON}>
          Print
        </button>
      </div>

      <header className="border-b-2 border-stone-300 pb-4">
        <p className="text-2xl font-bold tracking-tight">{storeName}</p>
        <h1 className="mt-2 text-xl font-semibold">Order #{order.increment_id}</h1>
        <dl className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
          <Fact label="Order date">
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </Fact>
          <Fact label="Status">{order.status_label}</Fact>
        </dl>
      </header>

      <div className="mt-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="print-shipping">
          <h2 id="print-shipping" className="text-lg font-semibold">
            Shipping
          </h2>
          <OrderDestination order={order} />
          <h3 className="mt-3 font-semibold">Shipping method</h3>
          <p>{shippingMethodLabel(order.shipping_method)}</p>
        </section>
        <section aria-labelledby="print-payment">
          <h2 id="print-payment" className="text-lg font-semibold">
            Payment
          </h2>
          <h3 className="mt-3 font-semibold">Payment method</h3>
          <p>
            {paymentMethodLabel(order.payment_method)}
            {order.status === "canceled" ? null : <> · {paymentState(order)}</>}
          </p>
        </section>
      </div>

      <section aria-labelledby="print-items" className="mt-6">
        <h2 id="print-items" className="text-lg font-semibold">
          Items
        </h2>
        <OrderLines items={order.items} />
      </section>

      <section aria-labelledby="print-totals" className="mt-6 break-inside-avoid sm:ml-auto sm:max-w-sm">
        <h2 id="print-totals" className="text-lg font-semibold">
          Order totals
        </h2>
        <OrderTotalsList order={order} />
      </section>
    </article>
  );
}
