import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatUtcDate } from "../../../components/ui/format-date";
import { formatMoney } from "../../../components/ui/format-money";
import { PRIMARY_BUTTON, TEXT_LINK } from "../../account/form-ui";
import { MEMBER_CENTER_PATH, PLUS_ORDER_HISTORY_PATH, PLUS_PAGE_PATH, plusOrderPath } from "../plus-paths";
import type { PlusOrderDetail, PlusOrderSummary } from "./plus-types";

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
        // One card per order (a member has about one a year): readable at every width, no table to scroll.
        <ul
          className="mt-6 space-y-4"
          data-testid="plus-orders"
          aria-label="Your Plus+ membership orders, newest first"
        >
          {orders.map((o) => (
            <li key={o.order_sn} className="rounded-lg border border-stone-200 p-4" data-testid="plus-order">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{`Order #${o.order_sn}`}</h2>
                <StatusBadge status={o.status} label={o.status_label} />
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 sm:text-base lg:grid-cols-4">
                <Fact label="Date">
                  <time dateTime={o.created_at}>{day(o.created_at)}</time>
                </Fact>
                <Fact label="Type">{o.kind_label}</Fact>
                <Fact label="Membership year">{periodText(o)}</Fact>
                <Fact label="Amount">
                  <span className="tabular-nums">{formatMoney(o.amount)}</span>
                  {o.payment_method_label ? ` · ${o.payment_method_label}` : ""}
                </Fact>
              </dl>
              <Link
                to={plusOrderPath(o.order_sn)}
                className={`mt-3 inline-block ${TEXT_LINK}`}
                aria-label={`View and print Plus+ order ${o.order_sn}`}
              >
                View and print
              </Link>
            </li>
          ))}
        </ul>
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
        <div className="mt-2 border-y-2 border-stone-300 py-3">
          <p className="font-semibold">{`${storeName} ${order.kind_label}`}</p>
          <dl className="mt-2 space-y-1">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>Membership year</dt>
              <dd>{periodText(order)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>Price</dt>
              <dd className="tabular-nums">
                <s className="mr-2 text-stone-600">
                  <span className="sr-only">Regular price </span>
                  {formatMoney(order.list_price)}
                </s>
                {formatMoney(order.amount)}
              </dd>
            </div>
          </dl>
        </div>
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
