import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { FREE_GIFT_LINE, PAID_STATUSES } from "../../../contract/order-constants";
import { ORDER_BEHAVIOR_PATH } from "../../../contract/statistics-constants";
import { formatMoney } from "../../components/ui/format-money";
import { api } from "../../lib/api";
import { orderLineItem, trackEcommerce } from "../../lib/ecommerce-events";
import { PRIMARY_BUTTON, TEXT_LINK } from "../account/form-ui";
import { OrderDestination } from "../orders/order-destination";
import { orderTotalRows } from "../orders/order-display";
import { GiftNote } from "../orders/order-lines";
import { guestAccountUrl, orderDetailUrl } from "./checkout-paths";
import type { PayresultData } from "./payresult.server";

/**
 * Reports the purchase once per paid order: the server records it once, however often the page
 * loads, and the data layer's purchase event follows only that first record.
 */
function useRecordPurchase(order: PayresultData["order"]) {
  const { increment_id: orderId, status } = order;
  const latest = useRef(order);
  latest.current = order;
  useEffect(() => {
    if (!PAID_STATUSES.includes(status)) return;
    void api
      .post<{ recorded: boolean }>(ORDER_BEHAVIOR_PATH, { behavior: "purchase", orderId })
      .then((answer) => {
        if (answer.code === 200 && answer.result?.recorded) trackPurchase(latest.current);
      })
      .catch(() => {});
  }, [orderId, status]);
}

function trackPurchase(order: PayresultData["order"]) {
  trackEcommerce("purchase", order.items.map(orderLineItem), {
    transaction_id: order.increment_id,
    tax: order.tax_amount,
    shipping: order.shipping_fee,
    coupon: order.coupon_code,
  });
}

/** The confirmation of a placed order: number, status, lines, totals, where the e-mail went. */
export function PayresultView({ data }: { data: PayresultData }) {
  const { order } = data;
  useRecordPurchase(order);
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
      <section
        aria-labelledby="payresult-delivery"
        className="mt-6 rounded-lg border border-stone-200 p-5 text-sm"
        data-testid="payresult-delivery"
      >
        <h2 id="payresult-delivery" className="text-lg font-semibold">
          Delivery
        </h2>
        {order.delivery_estimate ? (
          <p className="mt-1 text-base font-semibold text-brand-800" data-testid="delivery-estimate">
            {order.delivery_estimate}
          </p>
        ) : null}
        <p className="mt-1 text-stone-700">{order.shipping_title}</p>
        <OrderDestination order={order} />
      </section>
      {data.isLogin ? null : <GuestAccountPrompt email={order.email} incrementId={order.increment_id} />}
      <section aria-labelledby="payresult-items" className="mt-6 rounded-lg border border-stone-200 p-5">
        <h2 id="payresult-items" className="mb-3 text-lg font-semibold">
          Items
        </h2>
        <ul className="space-y-2 text-sm">
          {order.items.map((item) => (
            <li
              key={`${item.variant_id}-${item.sku}`}
              className="flex flex-wrap justify-between gap-x-3 gap-y-1"
            >
              <span>
                {item.name} × {item.qty}
                {item.is_gift ? <GiftNote /> : null}
              </span>
              <span>{item.is_gift ? FREE_GIFT_LINE.price : formatMoney(item.row_total)}</span>
              {item.plan ? (
                // The plan is its own row with its total so the listed rows add up to the order total.
                <span
                  className="flex basis-full justify-between gap-3 text-stone-600"
                  data-testid="plan-line"
                >
                  <span>{item.plan.title}</span>
                  <span>{formatMoney(item.plan.price * item.qty)}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 text-sm">
          {orderTotalRows(order).map((row) => (
            <div
              key={row.key}
              className={
                row.key === "total"
                  ? "flex justify-between border-t border-stone-200 pt-2 text-base font-semibold"
                  : "flex justify-between"
              }
            >
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
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

/**
 * A guest's invitation to keep this order in an account (issue 16): the sign-in flow starts with
 * the order's e-mail filled in (it offers Create Account for a new e-mail, Sign In for a known one),
 * and comes back to the order in the account; signing in or up hands the guest session's orders
 * to the customer (server/modules/order/order-handover.ts).
 */
function GuestAccountPrompt({ email, incrementId }: { email: string; incrementId: string }) {
  return (
    <section
      aria-labelledby="payresult-account"
      className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-5 text-sm"
      data-testid="guest-account-prompt"
    >
      <h2 id="payresult-account" className="text-lg font-semibold">
        Save your order to an account
      </h2>
      <p className="mt-1">
        Create an account with {email} to track this order, see it with your future orders and check out
        faster next time. This order moves to your account when you sign up.
      </p>
      <a href={guestAccountUrl(email, incrementId)} className={`${PRIMARY_BUTTON} mt-3`}>
        Create an Account
      </a>
    </section>
  );
}
