// The two checkouts the pages serve: the shopping cart's (/checkout/shipping-address →
// /checkout/payment) and buy-now's (/pay, spec part 1 §7 buy-now flow: one product, the cart
// untouched). Same pages and rules; only the calls and the links differ.

import {
  BUY_NOW_EDIT_ADDRESS_PATH,
  BUY_NOW_GENERATION_PATH,
  BUY_NOW_ORDER_ADDRESS_PATH,
  BUY_NOW_PATH,
  BUY_NOW_PLACE_ORDER_PATH,
} from "../../../contract/buy-now-constants";
import {
  CART_ADDRESS_PATH,
  CART_PAYMENT_PATH,
  CART_READ_PATH,
  SHIPPING_METHOD_PATH,
} from "../../../contract/cart-constants";
import { PLACE_ORDER_PATH } from "../../../contract/order-constants";
import { CART_PATH, PAYMENT_PATH, SHIPPING_ADDRESS_FROM_CART } from "./checkout-paths";

export interface CallPath {
  method: "GET" | "POST" | "PUT";
  path: string;
}

export interface CheckoutKind {
  name: "cart" | "buy_now";
  /** Reads the checkout (a cart read's answer). */
  read: CallPath;
  setAddress: CallPath;
  /** Adds an address to a customer's book (answers the address). */
  addToBook: CallPath;
  /** Answers the checkout with the body { shipping_method }. */
  setShipping: CallPath;
  /** Answers the checkout with the body { payment_method }. */
  setPayment: CallPath;
  placeOrder: string;
  /** The query that asks GET /api/klarna-info for this checkout's terms. */
  payLaterQuery: string;
  /** Where the shopper goes back to, and what the link says. */
  back: { href: string; label: string };
  /** The address step (the payment step's "Change"). */
  addressStep: string;
  /** The address step with the new-address form open. */
  addAddress: string;
  /** After an address is chosen. */
  paymentStep: string;
}

export const CART_CHECKOUT: CheckoutKind = {
  name: "cart",
  read: { method: "GET", path: CART_READ_PATH },
  setAddress: { method: "PUT", path: CART_ADDRESS_PATH },
  addToBook: { method: "POST", path: "/api/customer/address" },
  setShipping: { method: "PUT", path: SHIPPING_METHOD_PATH },
  setPayment: { method: "PUT", path: CART_PAYMENT_PATH },
  placeOrder: PLACE_ORDER_PATH,
  payLaterQuery: "",
  back: { href: CART_PATH, label: "Back to cart" },
  addressStep: SHIPPING_ADDRESS_FROM_CART,
  addAddress: `${SHIPPING_ADDRESS_FROM_CART}&address=new`,
  paymentStep: PAYMENT_PATH,
};

export const BUY_NOW_CHECKOUT: CheckoutKind = {
  name: "buy_now",
  read: { method: "POST", path: BUY_NOW_GENERATION_PATH },
  setAddress: { method: "POST", path: BUY_NOW_ORDER_ADDRESS_PATH },
  addToBook: { method: "POST", path: BUY_NOW_EDIT_ADDRESS_PATH },
  setShipping: { method: "POST", path: BUY_NOW_GENERATION_PATH },
  setPayment: { method: "POST", path: BUY_NOW_GENERATION_PATH },
  placeOrder: BUY_NOW_PLACE_ORDER_PATH,
  payLaterQuery: "?checkout=buy_now",
  back: { href: CART_PATH, label: "Go to cart" },
  addressStep: `${BUY_NOW_PATH}?step=address`,
  addAddress: `${BUY_NOW_PATH}?step=address&address=new`,
  paymentStep: BUY_NOW_PATH,
};
