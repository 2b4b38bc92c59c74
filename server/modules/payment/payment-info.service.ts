// The payment page's supporting reads: the providers' client tokens, the fraud screening verdict
// and the pay-later terms. Figures come from the order row or the server's cart read.
import { PAY_LATER_INSTALLMENTS, PAYMENT_CODES, PAYMENT_MESSAGES } from "../../../contract/payment-constants";
import type { RequestContext } from "../../http/context";
import { Reply } from "../../http/route";
import { paymentProvider } from "../../integrations/payments/provider";
import { ProviderUnavailable } from "../../integrations/payments/provider-http";
import { toDollars } from "../../lib/money";
import { pricedCartOfRequest } from "../cart/cart-read";
import { findOwnOrder } from "../order/order-ownership";

/** A provider that cannot hand out a token answers the envelope's failed code with its message. */
async function tokenOrReply<T>(make: () => Promise<T>): Promise<T | Reply> {
  try {
    return await make();
  } catch (err) {
    if (err instanceof ProviderUnavailable) return new Reply(PAYMENT_CODES.failed, err.message, null);
    throw err;
  }
}

export async function cardClientToken(ctx: RequestContext) {
  const provider = paymentProvider(ctx.config, ctx.db, ctx.logger);
  return tokenOrReply(async () => ({
    client_token: await provider.clientToken(),
    provider: provider.name,
    field_url: provider.fieldUrl(),
  }));
}

/**
 * The pay-later widget's token, for a session of the amount the shopper will be asked for: the
 * own order's total with order_id, else the request's cart (or buy-now checkout, through ctx).
 */
export async function payLaterClientToken(ctx: RequestContext, ref: number | string | undefined) {
  const payLater = paymentProvider(ctx.config, ctx.db, ctx.logger).payLater;
  if (!payLater) return new Reply(PAYMENT_CODES.notOffered, PAYMENT_MESSAGES.payLaterNotOffered, null);
  const amountCents = await amountToPay(ctx, ref);
  return tokenOrReply(async () => ({
    client_token: await payLater.clientToken({ amountCents }),
    provider: payLater.name,
  }));
}

async function amountToPay(ctx: RequestContext, ref: number | string | undefined): Promise<number> {
  if (ref !== undefined) return (await findOwnOrder(ctx.db, await ctx.auth(), ref)).grandTotalCents;
  // What placing it would charge (the order freezes the same figure); no cart: nothing.
  return (await pricedCartOfRequest(ctx))?.money.chargeCents ?? 0;
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
export function payLaterTerms(totalCents: number, offered = true) {
  const n = PAY_LATER_INSTALLMENTS;
  const each = Math.floor(totalCents / n);
  return {
    offered,
    total: toDollars(totalCents),
    installments: n,
    installment_amount: toDollars(each),
    last_installment_amount: toDollars(totalCents - each * (n - 1)),
    interest_free: true,
  };
}

/** The terms, and whether this configuration offers pay later at all (the page hides it if not). */
export async function payLaterInfo(ctx: RequestContext, ref: number | string | undefined) {
  const offered = paymentProvider(ctx.config, ctx.db, ctx.logger).payLater !== null;
  return payLaterTerms(await amountToPay(ctx, ref), offered);
}
