// The payment page's supporting reads: the providers' client tokens, the fraud screening verdict
// and the pay-later terms. Figures come from the order row or the server's cart read.
import { PAY_LATER_INSTALLMENTS } from "../../../contract/payment-constants";
import type { RequestContext } from "../../http/context";
import { paymentProvider } from "../../integrations/payments/provider";
import { toDollars } from "../../lib/money";
import { cartOfRequest } from "../cart/cart-read";
import { findOwnOrder } from "../order/order-ownership";

export async function cardClientToken(ctx: RequestContext) {
  const provider = paymentProvider(ctx.config, ctx.db);
  return {
    client_token: await provider.clientToken(),
    provider: provider.name,
    field_url: provider.fieldUrl(),
  };
}

export async function payLaterClientToken(ctx: RequestContext) {
  const provider = paymentProvider(ctx.config, ctx.db);
  return { client_token: await provider.payLater.clientToken(), provider: provider.name };
}

/**
 * The fraud screening verdict for an own order. The built-in test provider screens nothing and
 * approves every order; a real screening service answers through the same call.
 */
export async function fraudVerdict(ctx: RequestContext, ref: number | string) {
  const order = await findOwnOrder(ctx.db, await ctx.auth(), ref);
  return { order_id: order.id, decision: "approve" as const };
}

/** n interest-free payments of total / n; the last one takes the rounding so they add up exactly. */
export function payLaterTerms(totalCents: number) {
  const n = PAY_LATER_INSTALLMENTS;
  const each = Math.floor(totalCents / n);
  return {
    total: toDollars(totalCents),
    installments: n,
    installment_amount: toDollars(each),
    last_installment_amount: toDollars(totalCents - each * (n - 1)),
    interest_free: true,
  };
}

export async function payLaterInfo(ctx: RequestContext, ref: number | string | undefined) {
  if (ref !== undefined) {
    const order = await findOwnOrder(ctx.db, await ctx.auth(), ref);
    return payLaterTerms(order.grandTotalCents);
  }
  const cart = await cartOfRequest(ctx);
  return payLaterTerms(Math.round(cart.grand_total * 100));
}
