import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatUtcDate } from "../../../components/ui/format-date";
import { formatMoney } from "../../../components/ui/format-money";
import { PRIMARY_BUTTON, TEXT_LINK } from "../../account/form-ui";
import { MEMBER_CENTER_PATH, PLUS_ORDER_HISTORY_PATH, PLUS_PAGE_PATH, plusOrderPath } from "../plus-paths";
import type { PlusOrderDetail, PlusOrderSummary } from "./plus-types";

const CELL = "px-3 py-3 text-left align-top";
const day = (iso: string | null) => (iso ? formatUtcDate(iso, "long") : "—");

// Colour only repeats what the words say.
const TONES: Record<string, string> = {
  paid: "bg-brand-50 text-brand-800",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-800",
  canceled: "bg-stone-200 text-stone-800",
};

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-semibold ${TONES[status] ?? TONES.canceled}`}
    >
      {label}
    </span>
  );
}

/** The membership year an order pays for, "March 3, 2026 – March 3, 2027". */
export function periodText(order: Pick<PlusOrderSummary, "period_start" | "period_end">): string {
  if (!order.period_start || !order.period_end) return "—";
  return `${day(order.period_start)} – ${day(order.period_end)}`;
}

/** /sales/plusorder/history: every membership purchase and renewal, newest first. */
export function PlusOrderListView({ orders }: { orders: readonly PlusOrderSummary[] }) {
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">Plus+ Orders</h1>
      {orders.length === 0 ? (
        <div className="mt-6 rounded-lg border border-stone-200 p-6">
          <p className="text-lg">You have no Plus+ membership orders yet.</p>
          <Link to={PLUS_PAGE_PATH} className={`mt-3 inline-block ${TEXT_LINK}`}>
            See what Plus+ gives
          </Link>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-sm sm:text-base" data-testid="plus-orders">
            <caption className="sr-only">Your Plus+ membership orders, newest first</caption>
            <thead className="border-b-2 border-stone-300">
              <tr>
                <th scope="col" className={CELL}>
                  Order #
                </th>
                <th scope="col" className={CELL}>
                  Date
                </th>
                <th scope="col" className={CELL}>
                  Type
                </th>
                <th scope="col" className={CELL}>
                  Membership year
                </th>
                <th scope="col" className={CELL}>
                  Status
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  Amount
                </th>
                <th scope="col" className={CELL}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {orders.map((o) => (
                <tr key={o.order_sn}>
                  <th scope="row" className={`${CELL} font-semibold`}>
                    {o.order_sn}
                  </th>
                  <td className={CELL}>
                    <time dateTime={o.created_at}>{day(o.created_at)}</time>
                  </td>
                  <td className={CELL}>{o.kind_label}</td>
                  <td className={CELL}>{periodText(o)}</td>
                  <td className={CELL}>
                    <StatusBadge status={o.status} label={o.status_label} />
                    {o.payment_method_label ? (
                      <span className="mt-1 block text-sm text-stone-700">{o.payment_method_label}</span>
                    ) : null}
                  </td>
                  <td className={`${CELL} text-right tabular-nums`}>{formatMoney(o.amount)}</td>
                  <td className={CELL}>
                    <Link
                      to={plusOrderPath(o.order_sn)}
                      className={`${TEXT_LINK} whitespace-nowrap`}
                      aria-label={`View and print Plus+ order ${o.order_sn}`}
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
      <p className="mt-6">
        <Link to={MEMBER_CENTER_PATH} className={TEXT_LINK}>
          Member Center
        </Link>
      </p>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * /sales/plusorder/history/{id} (print layout): one membership order as a receipt: the store, the
 * order, who bought it, the membership year, the amounts and the payment. Controls are for the
 * screen only.
 */
export function PlusOrderPrintView({ order, storeName }: { order: PlusOrderDetail; storeName: string }) {
  const last4 = order.payment.transaction_id_last4;
  return (
    <article className="text-ink">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={PLUS_ORDER_HISTORY_PATH} className={TEXT_LINK}>
          Back to Plus+ Orders
        </Link>
        <button type="button" onClick={() => window.print()} className={PRIMARY_BUTTON}>
          Print
        </button>
      </div>

      <header className="border-b-2 border-stone-300 pb-4">
        <p className="text-2xl font-bold tracking-tight">{storeName}</p>
        <h1 className="mt-2 text-xl font-semibold">Plus+ Order #{order.order_sn}</h1>
        <dl className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
          <Fact label="Order date">
            <time dateTime={order.created_at}>{day(order.created_at)}</time>
          </Fact>
          <Fact label="Status">
            <StatusBadge status={order.status} label={order.status_label} />
          </Fact>
        </dl>
      </header>

      <div className="mt-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="plus-print-member">
          <h2 id="plus-print-member" className="text-lg font-semibold">
            Member
          </h2>
          <p>{order.customer.name}</p>
          <p className="break-all">{order.customer.email}</p>
          <p>{order.customer.phone}</p>
        </section>
        <section aria-labelledby="plus-print-payment">
          <h2 id="plus-print-payment" className="text-lg font-semibold">
            Payment
          </h2>
          <dl className="space-y-1">
            <Fact label="Payment method">{order.payment.method_label || "—"}</Fact>
            {order.paid_at ? (
              <Fact label="Paid on">
                <time dateTime={order.paid_at}>{day(order.paid_at)}</time>
              </Fact>
            ) : null}
            {last4 ? <Fact label="Transaction">{`ending in ${last4}`}</Fact> : null}
          </dl>
        </section>
      </div>

      <section aria-labelledby="plus-print-item" className="mt-6">
        <h2 id="plus-print-item" className="text-lg font-semibold">
          Membership
        </h2>
        <table className="mt-2 w-full border-collapse">
          <caption className="sr-only">What this order pays for</caption>
          <thead className="border-b-2 border-stone-300">
            <tr>
              <th scope="col" className={CELL}>
                Item
              </th>
              <th scope="col" className={CELL}>
                Membership year
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-stone-200">
              <th scope="row" className={`${CELL} font-normal`}>
                {`${storeName} ${order.kind_label}`}
              </th>
              <td className={CELL}>{periodText(order)}</td>
              <td className={`${CELL} text-right tabular-nums`}>
                <s className="mr-2 text-stone-600">
                  <span className="sr-only">Regular price </span>
                  {formatMoney(order.list_price)}
                </s>
                {formatMoney(order.amount)}
              </td>
            </tr>
          </tbody>
        </table>
        <dl className="mt-4 flex justify-end gap-6 text-lg font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="plus-order-total">
            {formatMoney(order.amount)}
          </dd>
        </dl>
      </section>
    </article>
  );
}
