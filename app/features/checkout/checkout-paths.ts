// The checkout pages' URLs (spec part 1 §2) and where an order's confirmation and detail live.

export const SHIPPING_ADDRESS_PATH = "/checkout/shipping-address";
export const SHIPPING_ADDRESS_FROM_CART = `${SHIPPING_ADDRESS_PATH}?source=Cart`;
export const PAYMENT_PATH = "/checkout/payment";
/** Payment for a store-pickup cart: the store instead of a shipping address. */
export const PAYMENT_PICKUP_PATH = "/checkout/paymentpickup";
export const PAYRESULT_PATH = "/Payresult";
export const CART_PATH = "/checkout/cart";

/** The confirmation page of a placed order. */
export const payresultUrl = (incrementId: string) =>
  `${PAYRESULT_PATH}?order=${encodeURIComponent(incrementId)}`;

/** Where a shopper sees the order later: the account's order page, or the guest order page. */
export function orderDetailUrl(incrementId: string, isCustomer: boolean): string {
  const id = encodeURIComponent(incrementId);
  return isCustomer ? `/customer/account/order/${id}` : `/checkout/order?increment_id=${id}`;
}

/** An order number as the API accepts it (digits only), or null. */
export function orderNumberOf(value: string | null): string | null {
  return value && /^\d{1,12}$/.test(value) ? value : null;
}

/**
 * A guest's way from the confirmation into an account: the sign-in flow with the order's e-mail,
 * back to the order in the account afterwards (the guest's orders become the customer's).
 */
export function guestAccountUrl(email: string, incrementId: string): string {
  const back = orderDetailUrl(incrementId, true);
  return `/customer/account/login?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent(back)}&entrypoint=checkout`;
}
