// The shipping-address page's server side (/checkout/shipping-address, spec part 1 §2, §4): the
// loader reads the session, the cart (an empty cart goes back to the cart page), the region list
// and, for customers, the address book; the action applies one form by its intent through the
// cart and address calls. A chosen address continues to the payment page; a refusal answers the
// form with every field's message. The API's Set-Cookie headers ride along.
import { data } from "react-router";
import type { CustomerAddress } from "../../../contract/address";
import { type AddressErrors, addressErrors, type RegionItem } from "../../../contract/address-constants";
import { BUY_NOW_CODES } from "../../../contract/buy-now-constants";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  redirectWith,
  type SessionState,
} from "../../lib/account-guard.server";
import { readForm } from "../../lib/read-form.server";
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
import { CART_CHECKOUT, type CallPath, type CheckoutKind } from "./checkout-kind";

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

/** A JSON call of the checkout's API as the page's server side makes it. */
function call<T>(args: GuardArgs, to: CallPath, body?: unknown) {
  return ask<T>(args.context, to.path, {
    method: to.method,
    ...(to.method === "GET"
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) }),
  });
}

/**
 * The session and the checkout every checkout page needs. An empty one (an empty cart; a buy-now
 * that was ordered or never started: code 400) goes back to the cart page.
 */
export async function readCheckout(args: GuardArgs, kind: CheckoutKind = CART_CHECKOUT) {
  const [session, cart] = await Promise.all([
    ask<SessionState>(args.context, "/api/customer/session"),
    call<CartView>(args, kind.read),
  ]);
  const cookies = [...session.cookies, ...cart.cookies];
  if (session.body.code !== 200) throw new Response("The store is unavailable.", { status: 503 });
  if (cart.body.code !== 200 || cart.body.result.items_count === 0) {
    if (cart.body.code === 200 || cart.body.code === BUY_NOW_CODES.empty)
      throw redirectWith(kind.back.href, cookies);
    throw new Response("The store is unavailable.", { status: 503 });
  }
  return { session: session.body.result, cart: cart.body.result, cookies };
}

/** The address step's data and the cookies the calls set. */
export async function shippingAddressStep(args: GuardArgs, kind: CheckoutKind = CART_CHECKOUT) {
  const { session, cart, cookies } = await readCheckout(args, kind);
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
  return { page, cookies: [...cookies, ...(book?.cookies ?? [])] };
}

export async function loadShippingAddress(args: GuardArgs) {
  const { page, cookies } = await shippingAddressStep(args);
  return data(page, { headers: cookieHeaders(cookies) });
}

const herePath = (args: GuardArgs) => {
  const url = new URL(args.request.url);
  return `${url.pathname}${url.search}`;
};

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

/** Ships the checkout to a saved address, then on to payment. */
async function shipTo(
  args: GuardArgs,
  kind: CheckoutKind,
  intent: CheckoutIntent,
  addressId: number,
  cookies: string[] = [],
) {
  const answer = await call<CartView>(args, kind.setAddress, { customer_address_id: addressId });
  const all = [...cookies, ...answer.cookies];
  if (answer.body.code === 200) return redirectWith(kind.paymentStep, all);
  if (answer.body.code === 401) return redirectWith(herePath(args), all);
  return refused({ intent, message: answer.body.message || UNAVAILABLE, fieldErrors: {} }, 200, all);
}

async function addAndShip(args: GuardArgs, kind: CheckoutKind, values: CheckoutAddressInput) {
  const intent = CHECKOUT_INTENTS.add;
  const fieldErrors = addressErrors(values);
  if (Object.keys(fieldErrors).length > 0)
    return refused(
      { intent, message: firstCheckoutError(fieldErrors) ?? UNAVAILABLE, fieldErrors, values },
      422,
    );
  const { email: _e, ...input } = values;
  const saved = await call<CustomerAddress>(args, kind.addToBook, addressBody(input));
  if (saved.body.code === 200)
    return shipTo(args, kind, intent, saved.body.result.address_entity_id, saved.cookies);
  if (saved.body.code === 401) return redirectWith(herePath(args), saved.cookies);
  const said = apiFieldErrors(saved.body.message || UNAVAILABLE, saved.body.result);
  return refused({ intent, ...said, values }, saved.body.code === 422 ? 422 : 200, saved.cookies);
}

async function guestShip(args: GuardArgs, kind: CheckoutKind, values: CheckoutAddressInput) {
  const intent = CHECKOUT_INTENTS.guest;
  const fieldErrors = checkoutAddressErrors(values, true);
  if (Object.keys(fieldErrors).length > 0)
    return refused(
      { intent, message: firstCheckoutError(fieldErrors) ?? UNAVAILABLE, fieldErrors, values },
      422,
    );
  const answer = await call<CartView>(args, kind.setAddress, guestAddressBody(values));
  if (answer.body.code === 200) return redirectWith(kind.paymentStep, answer.cookies);
  const said = apiFieldErrors(answer.body.message || UNAVAILABLE, answer.body.result);
  return refused({ intent, ...said, values }, answer.body.code === 422 ? 422 : 200, answer.cookies);
}

/** One form, one change. Shipping method stays on the page (the loader reads the new totals). */
export async function shippingAddressAction(args: GuardArgs, kind: CheckoutKind = CART_CHECKOUT) {
  const form = await readForm(args.request);
  return checkoutFormAction(args, kind, form);
}

/** The address and shipping-method forms of a checkout (the form data already read). */
export async function checkoutFormAction(args: GuardArgs, kind: CheckoutKind, form: FormData) {
  const intent = form.get("intent");
  if (!isCheckoutIntent(intent)) throw data("Unknown action.", { status: 400 });
  switch (intent) {
    case CHECKOUT_INTENTS.select: {
      const id = idOf(form, "customer_address_id");
      if (!id) return refused({ intent, message: "Please choose a shipping address.", fieldErrors: {} }, 422);
      return shipTo(args, kind, intent, id);
    }
    case CHECKOUT_INTENTS.add:
      return addAndShip(args, kind, checkoutAddressFromForm(form));
    case CHECKOUT_INTENTS.guest:
      return guestShip(args, kind, checkoutAddressFromForm(form));
    case CHECKOUT_INTENTS.shipping: {
      const method = form.get("shipping_method");
      const answer = await call<CartView>(args, kind.setShipping, { shipping_method: method });
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
