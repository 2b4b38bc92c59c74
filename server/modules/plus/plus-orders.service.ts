// The reads of the join flow and of the membership order pages: step info, the two polls,
// orderList and orderDetail. Every one is the signed-in customer's own (another's order: 404).
import { and, desc, eq, gte } from "drizzle-orm";
import type { PlusOrderView } from "../../../contract/plus";
import {
  PLUS_ORDER_KIND_LABELS,
  PLUS_ORDER_STATUS_LABELS,
  PLUS_PAY_METHOD_LABELS,
  type PlusOrderKind,
  type PlusOrderStatus,
  type PlusPayMethod,
} from "../../../contract/plus-constants";
import { plusOrders } from "../../db/schema/plus";
import type { RequestContext } from "../../http/context";
import { toDollars } from "../../lib/money";
import { findOwnPlusOrder, type PlusOrderRow } from "./plus-payment.service";
import { eligibility, loadCustomer, loadMembership } from "./plus-state";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function stepInfo(ctx: RequestContext, customerId: number) {
  const customer = await loadCustomer(ctx.db, customerId);
  const membership = await loadMembership(ctx.db, customerId);
  const e = eligibility(customer, membership, ctx.now, ctx.config.STORE_NAME);
  return {
    is_qiye: e.isQiye ? (1 as const) : (0 as const),
    group_name: customer.customerGroup,
    can_buy_plus: e.canBuy ? (1 as const) : (0 as const),
    is_member: e.isMember,
    expires_at: iso(e.expiresAt),
    renew_from: iso(e.renewFrom),
  };
}

/** The join flow's poll: a membership order of this customer paid at or after `timestampMs`. */
export async function orderMaybeSucceeded(ctx: RequestContext, customerId: number, timestampMs: number) {
  const [paid] = await ctx.db
    .select()
    .from(plusOrders)
    .where(
      and(
        eq(plusOrders.customerId, customerId),
        eq(plusOrders.status, "paid"),
        gte(plusOrders.paidAt, new Date(timestampMs)),
      ),
    )
    .orderBy(desc(plusOrders.paidAt))
    .limit(1);
  if (!paid) return { order_price: null, plus_num: null, order_sn: null };
  const membership = await loadMembership(ctx.db, customerId);
  return {
    order_price: (paid.amountCents / 100).toFixed(2),
    plus_num: membership?.memberNumber ?? null,
    order_sn: paid.orderSn,
  };
}

export async function isPlusOrderCompleted(ctx: RequestContext, customerId: number, orderSn: string) {
  const order = await findOwnPlusOrder(ctx.db, customerId, orderSn);
  const customer = await loadCustomer(ctx.db, customerId);
  const membership = await loadMembership(ctx.db, customerId);
  return {
    completed: order.status === "paid" && customer.customerGroup === "PLUS+",
    customer_group: customer.customerGroup,
    expires_at: iso(membership?.expiresAt ?? null),
  };
}

function orderView(o: PlusOrderRow): PlusOrderView {
  return {
    order_sn: o.orderSn,
    kind: o.kind as PlusOrderKind,
    kind_label: PLUS_ORDER_KIND_LABELS[o.kind as PlusOrderKind],
    amount: toDollars(o.amountCents),
    list_price: toDollars(o.listPriceCents),
    status: o.status as PlusOrderStatus,
    status_label: PLUS_ORDER_STATUS_LABELS[o.status as PlusOrderStatus],
    // Only a payment that went through names its method.
    payment_method_label:
      o.status === "paid" && o.method ? PLUS_PAY_METHOD_LABELS[o.method as PlusPayMethod] : null,
    paid_at: iso(o.paidAt),
    period_start: iso(o.periodStart),
    period_end: iso(o.periodEnd),
    created_at: o.createdAt.toISOString(),
  };
}

export async function listPlusOrders(ctx: RequestContext, customerId: number) {
  const rows = await ctx.db
    .select()
    .from(plusOrders)
    .where(eq(plusOrders.customerId, customerId))
    .orderBy(desc(plusOrders.createdAt), desc(plusOrders.id))
    .limit(100);
  return { orders: rows.map(orderView) };
}

export async function plusOrderDetail(ctx: RequestContext, customerId: number, orderSn: string) {
  const order = await findOwnPlusOrder(ctx.db, customerId, orderSn);
  const customer = await loadCustomer(ctx.db, customerId);
  const paid = order.status === "paid";
  return {
    ...orderView(order),
    phone: order.phone,
    customer: {
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      email: customer.email,
      phone: customer.phone || order.phone,
    },
    payment: {
      provider: paid ? order.provider : null,
      method_label: paid && order.method ? PLUS_PAY_METHOD_LABELS[order.method as PlusPayMethod] : null,
      transaction_id_last4: paid && order.transactionId ? order.transactionId.slice(-4) : null,
    },
  };
}
