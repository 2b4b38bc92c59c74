// The payment page's server side (/checkout/payment): the cart must have items (else the cart
// page) and a shipping address (else back to the shipping-address page). The page shows the
// server's summary; paying itself happens in the browser (the card field is an isolated frame).
import { data } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { klarnaInfo } from "../../../contract/payment";
import { PAYMENT_FIELD_URL_PATH } from "../../../contract/payment-constants";
import { ask, cookieHeaders, type GuardArgs, redirectWith } from "../../lib/account-guard.server";
import type { CartView } from "../cart/cart-view-types";
import { CART_CHECKOUT, type CheckoutKind } from "./checkout-kind";
import { PAYMENT_PATH, PAYMENT_PICKUP_PATH, SHIPPING_ADDRESS_FROM_CART } from "./checkout-paths";
import { readCheckout } from "./shipping-address.server";

export type PayLaterTerms = CallResult<typeof klarnaInfo>;

export interface PaymentPageData {
  isLogin: boolean;
  cart: CartView;
  /** The configured card provider's isolated field (the test provider's own page by default). */
  fieldUrl: string;
  /** The pay-later terms for this cart; null when the provider could not answer. */
  payLater: PayLaterTerms | null;
  /** Whether this store offers pay later at all (with Braintree and no Klarna settings it does not). */
  payLaterOffered: boolean;
}

/** The payment step's data, or a redirect to the step the checkout still needs. */
export async function paymentStep(args: GuardArgs, kind: CheckoutKind = CART_CHECKOUT) {
  const { session, cart, cookies } = await readCheckout(args, kind);
  if (cart.is_pickup) throw redirectWith(PAYMENT_PICKUP_PATH, cookies);
  if (!cart.address.shipping_address) throw redirectWith(kind.addressStep, cookies);
  return paymentPageData(args, kind, session, cart, cookies);
}

export async function loadPayment(args: GuardArgs) {
  const { page, cookies } = await paymentStep(args);
  return data(page, { headers: cookieHeaders(cookies) });
}

/**
 * /checkout/paymentpickup: the cart must be set to store pickup (else the ordinary payment page).
 * A guest also needs an e-mail for the confirmation: it is entered with an address on the
 * shipping-address page (the pickup store stays the order's address).
 */
export async function loadPaymentPickup(args: GuardArgs) {
  const { session, cart, cookies } = await readCheckout(args);
  if (!cart.is_pickup) throw redirectWith(PAYMENT_PATH, cookies);
  if (!cart.address.email) throw redirectWith(SHIPPING_ADDRESS_FROM_CART, cookies);
  const { page, cookies: all } = await paymentPageData(args, CART_CHECKOUT, session, cart, cookies);
  return data(page, { headers: cookieHeaders(all) });
}

async function paymentPageData(
  args: GuardArgs,
  kind: CheckoutKind,
  session: Awaited<ReturnType<typeof readCheckout>>["session"],
  cart: CartView,
  cookies: string[],
) {
  const [field, terms] = await Promise.all([
    ask<{ field_url: string }>(args.context, PAYMENT_FIELD_URL_PATH),
    ask<PayLaterTerms>(args.context, `/api/klarna-info${kind.payLaterQuery}`),
  ]);
  // Configuration only, so this fails only with the store itself; guessing a field instead could
  // frame the test provider's where a real one takes the cards.
  if (field.body.code !== 200) throw new Response("The store is unavailable.", { status: 503 });
  const page: PaymentPageData = {
    isLogin: Boolean(session.is_login && session.customer),
    cart,
    fieldUrl: field.body.result.field_url,
    payLater: terms.body.code === 200 ? terms.body.result : null,
    // A terms call that failed says nothing about the offer: the option stays, saying it is unavailable.
    payLaterOffered: terms.body.code !== 200 || terms.body.result.offered,
  };
  return { page, cookies: [...cookies, ...field.cookies, ...terms.cookies] };
}
