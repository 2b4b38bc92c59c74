// The shipping-address page's server side (/checkout/shipping-address, spec part 1 §2, §4): the
// loader reads the session, the cart (an empty cart goes back to the cart page), the region list
// and, for customers, the address book; the action applies one form by its intent through the
// cart and address calls. A chosen address continues to the payment page; a refusal answers the
// form with every field's message. The API's Set-Cookie headers ride along.
import { data } from "react-router";
import type { CustomerAddress } from "../../../contract/address";
import { type AddressErrors, addressErrors, type RegionItem } from "../../../contract/address-constants";
import { CART_ADDRESS_PATH, CART_READ_PATH, SHIPPING_METHOD_PATH } from "../../../contract/cart-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  redirectWith,
  type SessionState,
} from "../../lib/account-guard.server";
import { addressBody, fieldOfApiMessage, idOf } from "../address/address-form";
import type { CartView } from "../cart/cart-view-types";
import {
  CHECKOUT_INTENTS,
  type CheckoutAddressInput,
  type CheckoutErrors,
  type CheckoutFormOutcome,
  type CheckoutIntent,
  checkoutAddressErrors,
  checkoutAddressFromForm,
  firstCheckoutError,
  guestAddressBody,
  isCheckoutIntent,
} from "./checkout-address-form";
import { CART_PATH, PAYMENT_PATH } from "./checkout-paths";

const UNAVAILABLE = "An error occurred, please try again later";

export interface ShippingAddressData {
  isLogin: boolean;
  /** The customer's e-mail, or the one a guest gave before. */
  email: string;
  cart: CartView;
  /** The customer's address book, default shipping first (empty for guests). */
  addresses: CustomerAddress[];
  regions: RegionItem[];
  /** The customer opened the new-address form (?address=new), or has no address yet. */
  adding: boolean;
}

/** The default shipping address first, then the book's order. */
export function defaultFirst(addresses: readonly CustomerAddress[]): CustomerAddress[] {
  return [...addresses].sort((a, b) => Number(b.is_default_shipping) - Number(a.is_default_shipping));
}

/** The session and the cart every checkout page needs; an empty cart goes back to the cart page. */
export async function readCheckout({ context }: GuardArgs) {
  const [session, cart] = await Promise.all([
    ask<SessionState>(context, "/api/customer/session"),
    ask<CartView>(context, CART_READ_PATH),
  ]);
  const cookies = [...session.cookies, ...cart.cookies];
  if (session.body.code !== 200 || cart.body.code !== 200)
    throw new Response("The store is unavailable.", { status: 503 });
  if (cart.body.result.items_count === 0) throw redirectWith(CART_PATH, cookies);
  return { session: session.body.result, cart: cart.body.result, cookies };
}

export async function loadShippingAddress(args: GuardArgs) {
  const { session, cart, cookies } = await readCheckout(args);
  const isLogin = Boolean(session.is_login && session.customer);
  const [regions, book] = await Promise.all([
    ask<RegionItem[]>(args.context, "/api/directory/country-region?country_id=US"),
    isLogin ? ask<CustomerAddress[]>(args.context, "/api/customer/address") : null,
  ]);
  if (regions.body.code !== 200) throw new Response("The store is unavailable.", { status: 503 });
  const addresses = book?.body.code === 200 ? defaultFirst(book.body.result) : [];
  const page: ShippingAddressData = {
    isLogin,
    email: session.customer?.email ?? cart.address.email,
    cart,
    addresses,
    regions: regions.body.result,
    adding:
      isLogin && (addresses.length === 0 || new URL(args.request.url).searchParams.get("address") === "new"),
  };
  return data(page, { headers: cookieHeaders([...cookies, ...(book?.cookies ?? [])]) });
}

function send<T>(args: GuardArgs, method: string, path: string, body: unknown) {
  return ask<T>(args.context, path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const refused = (outcome: Omit<CheckoutFormOutcome, "ok">, status: number, cookies: string[] = []) =>
  data<CheckoutFormOutcome>({ ...outcome, ok: false }, { status, headers: cookieHeaders(cookies) });

/** An API refusal of an address: result.errors by field, or a schema message naming its field. */
function apiFieldErrors(message: string, result: unknown): { message: string; fieldErrors: CheckoutErrors } {
  const errors = (result as { errors?: AddressErrors & { email?: string } } | null)?.errors;
  if (errors && typeof errors === "object") {
    const { address: _a, customer_address_id: _c, ...fields } = errors as Record<string, string>;
    return { message, fieldErrors: fields as CheckoutErrors };
  }
  // The schema names nested fields "address.postcode: …" and the e-mail "email: …".
  const plain = message.replace(/^address\./, "");
  if (/^email: /.test(plain)) return { message: plain.slice(7), fieldErrors: { email: plain.slice(7) } };
  const { field, message: said } = fieldOfApiMessage(plain);
  return { message: said, fieldErrors: field ? { [field]: said } : {} };
}

/** Ships the cart to a saved address, then on to payment. */
async function shipTo(args: GuardArgs, intent: CheckoutIntent, addressId: number, cookies: string[] = []) {
  const answer = await send<CartView>(args, "PUT", CART_ADDRESS_PATH, { customer_address_id: addressId });
  const all = [...cookies, ...answer.cookies];
  if (answer.body.code === 200) return redirectWith(PAYMENT_PATH, all);
  if (answer.body.code === 401) return redirectWith(new URL(args.request.url).pathname, all);
  return refused({ intent, message: answer.body.message || UNAVAILABLE, fieldErrors: {} }, 200, all);
}

async function addAndShip(args: GuardArgs, values: CheckoutAddressInput) {
  const intent = CHECKOUT_INTENTS.add;
  const fieldErrors = addressErrors(values);
  if (Object.keys(fieldErrors).length > 0)
    return refused(
      { intent, message: firstCheckoutError(fieldErrors) ?? UNAVAILABLE, fieldErrors, values },
      422,
    );
  const { email: _e, ...input } = values;
  const saved = await send<CustomerAddress>(args, "POST", "/api/customer/address", addressBody(input));
  if (saved.body.code === 200)
    return shipTo(args, intent, saved.body.result.address_entity_id, saved.cookies);
  if (saved.body.code === 401) return redirectWith(new URL(args.request.url).pathname, saved.cookies);
  const said = apiFieldErrors(saved.body.message || UNAVAILABLE, saved.body.result);
  return refused({ intent, ...said, values }, saved.body.code === 422 ? 422 : 200, saved.cookies);
}

async function guestShip(args: GuardArgs, values: CheckoutAddressInput) {
  const intent = CHECKOUT_INTENTS.guest;
  const fieldErrors = checkoutAddressErrors(values, true);
  if (Object.keys(fieldErrors).length > 0)
    return refused(
      { intent, message: firstCheckoutError(fieldErrors) ?? UNAVAILABLE, fieldErrors, values },
      422,
    );
  const answer = await send<CartView>(args, "PUT", CART_ADDRESS_PATH, guestAddressBody(values));
  if (answer.body.code === 200) return redirectWith(PAYMENT_PATH, answer.cookies);
  const said = apiFieldErrors(answer.body.message || UNAVAILABLE, answer.body.result);
  return refused({ intent, ...said, values }, answer.body.code === 422 ? 422 : 200, answer.cookies);
}

/** One form, one change. Shipping method stays on the page (the loader reads the new totals). */
export async function shippingAddressAction(args: GuardArgs) {
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (!isCheckoutIntent(intent)) throw data("Unknown action.", { status: 400 });
  switch (intent) {
    case CHECKOUT_INTENTS.select: {
      const id = idOf(form, "customer_address_id");
      if (!id) return refused({ intent, message: "Please choose a shipping address.", fieldErrors: {} }, 422);
      return shipTo(args, intent, id);
    }
    case CHECKOUT_INTENTS.add:
      return addAndShip(args, checkoutAddressFromForm(form));
    case CHECKOUT_INTENTS.guest:
      return guestShip(args, checkoutAddressFromForm(form));
    case CHECKOUT_INTENTS.shipping: {
      const method = form.get("shipping_method");
      const answer = await send<CartView>(args, "PUT", SHIPPING_METHOD_PATH, { shipping_method: method });
      if (answer.body.code === 200)
        return data({ intent, ok: true as const }, { headers: cookieHeaders(answer.cookies) });
      return refused(
        { intent, message: answer.body.message || UNAVAILABLE, fieldErrors: {} },
        200,
        answer.cookies,
      );
    }
  }
}

export type ShippingActionData = CheckoutFormOutcome | { intent: CheckoutIntent; ok: true };
