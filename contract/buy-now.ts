import { z } from "zod";
import { addCustomerAddressBody, customerAddress, editCustomerAddressBody } from "./address";
import { ADDRESS_MESSAGES } from "./address-constants";
import {
  BUY_NOW_ADDRESS_DETAIL_PATH,
  BUY_NOW_ADDRESS_LIST_PATH,
  BUY_NOW_CHECK_CASHBACK_PATH,
  BUY_NOW_CODES,
  BUY_NOW_COUPON_APPLY_PATH,
  BUY_NOW_COUPON_CONFIRM_PATH,
  BUY_NOW_DISCOUNT_DATA_PATH,
  BUY_NOW_EDIT_ADDRESS_PATH,
  BUY_NOW_GENERATION_PATH,
  BUY_NOW_MESSAGES,
  BUY_NOW_OPERATE_PATH,
  BUY_NOW_ORDER_ADDRESS_PATH,
  BUY_NOW_PLACE_ORDER_PATH,
  BUY_NOW_POLLING_DATA_PATH,
} from "./buy-now-constants";
import { defineCall } from "./call";
import { addedProduct, cartCoupon, cartResult, guestAddress } from "./cart";
import { CART_CODES, CART_MONEY_CODES, PAYMENT_METHODS, SHIPPING_METHOD_CODES } from "./cart-constants";
import { email, flag, id, text } from "./fields";
import { cartFingerprint, orderRef, orderToken, placeOrderResult } from "./order";
import { ORDER_STATUSES } from "./order-constants";

// The buy-now flow (spec part 1 §7 "Buy-now flow", page /pay): one product straight to checkout
// without touching the shopping cart. The spec names the calls but shows no shapes; ours:
//   POST /mobile/products/carts-operate   put ONE product (variant, qty, plan, customization) in the
//                                         owner's buy-now checkout, replacing what it held
//   POST /mobile/orders/generation        the checkout as the order would be made (items, totals,
//                                         address, shipping methods, problems), with optional choices
//   GET  /mobile/orders/discount-data     the coupons open to it (points: the checkout's points_data)
//   POST /mobile/coupons/confirm          what a code would take off, without applying it
//   POST /mobile/coupons/apply            apply (or remove) a code
//   GET  /mobile/users/address            the customer's address book
//   GET  /mobile/users/address-detail     one address of the book
//   POST /mobile/users/edit-address       add an address, or edit one (address_id)
//   POST /mobile/orders/address           where the buy-now order ships (a book entry, or a guest's address + e-mail)
//   POST /mobile/orders/check-cashback    the points (cashback) the order will earn once paid
//   POST /mobile/orders/place-order       the order, with an order token (idempotent), as POST /api/order
//   POST /mobile/orders/polling-data      an own order's payment state, for the page to wait on
// Payment uses the card and pay-later calls with the order's id, as on /checkout/payment.
// Every amount comes from the server's pricing of the buy-now checkout; nothing priced is sent.

export { BUY_NOW_CODES, BUY_NOW_MESSAGES, BUY_NOW_PATH } from "./buy-now-constants";

export const buyNowOperate = defineCall({
  method: "post",
  path: BUY_NOW_OPERATE_PATH,
  tag: "buy-now",
  summary:
    "Starts a buy-now checkout: the product (variant, qty, protection plan, customization, checked exactly as POST /api/cart checks them) becomes the only line of the shopper's buy-now checkout, replacing what it held; the coupon and points chosen for an earlier buy-now are cleared, the address kept. The shopping cart is not touched. Without a session a guest session starts (GuestToken cookie). Sent as JSON.",
  body: z.object({ product: addedProduct }).strict(),
  result: cartResult,
  errors: {
    [CART_CODES.unavailable]: "the product is no longer sold; nothing changed",
    [CART_CODES.outOfStock]: "out of stock; nothing changed",
    [CART_CODES.rejected]:
      "a variant, plan or customization that is not this product's, or a quantity outside min_sale_qty…usable_qty; nothing changed",
  },
});

export const buyNowGeneration = defineCall({
  method: "post",
  path: BUY_NOW_GENERATION_PATH,
  tag: "buy-now",
  summary:
    "The buy-now checkout as the order would be made now, in the cart read's shape (items, every total, address, shipping methods sorted, valid). Optional choices are saved first, each under the cart's rules: shipping_method, payment_method, and points (signed-in customers; capped by the balance and the eligible amount).",
  body: z
    .object({
      shipping_method: z.enum(SHIPPING_METHOD_CODES).optional(),
      payment_method: z.enum(PAYMENT_METHODS).optional(),
      points: z.coerce
        .number<string | number>()
        .int("must be a whole number")
        .min(0, "must be at least 0")
        .max(2_000_000_000, "is too large")
        .optional()
        .describe("Points to spend (0 removes)"),
    })
    .strict(),
  result: cartResult,
  errors: {
    [BUY_NOW_CODES.empty]: `"${BUY_NOW_MESSAGES.empty}"; or points over the balance or the eligible amount (nothing changed)`,
    [CART_MONEY_CODES.signInRequired]: "points need a signed-in customer",
  },
});

export const buyNowDiscountData = defineCall({
  method: "get",
  path: BUY_NOW_DISCOUNT_DATA_PATH,
  tag: "buy-now",
  summary:
    "The coupons open to this shopper, each checked against the buy-now checkout (usable first). The applied code and the points (balance, used, the most this order can take) are in the checkout itself (POST /mobile/orders/generation: coupon_code, points_data).",
  result: z.object({
    coupons: z.array(cartCoupon),
  }),
});

const couponBody = z.object({ coupon_code: text(64).describe("The code, any case") }).strict();

export const buyNowCouponConfirm = defineCall({
  method: "post",
  path: BUY_NOW_COUPON_CONFIRM_PATH,
  tag: "buy-now",
  summary:
    "Checks a code against the buy-now checkout by the cart's coupon rules and says what it would take off, without applying it: usable 1 with the discount, or usable 0 with the reason.",
  body: couponBody,
  result: z.object({
    coupon_code: z.string(),
    usable: z.union([z.literal(0), z.literal(1)]),
    discount_amount: z.number().describe("Dollars the code would take off (0 when not usable)"),
    message: z.string().describe('Why it cannot be used; "" when usable'),
  }),
  errors: { [BUY_NOW_CODES.empty]: `"${BUY_NOW_MESSAGES.empty}"` },
});

export const buyNowCouponApply = defineCall({
  method: "post",
  path: BUY_NOW_COUPON_APPLY_PATH,
  tag: "buy-now",
  summary:
    "Applies a coupon to the buy-now checkout (as POST /api/cart/apply_coupon does for the cart), or removes it (remove 1 or an empty code). A refusal changes nothing. Answers the whole checkout.",
  body: z
    .object({
      coupon_code: text(64).default(""),
      remove: flag.optional(),
    })
    .strict(),
  result: cartResult,
  errors: {
    [CART_MONEY_CODES.couponRefused]:
      "the coupon cannot be used (the cart's coupon messages); nothing changed",
  },
});

export const buyNowAddressList = defineCall({
  method: "get",
  path: BUY_NOW_ADDRESS_LIST_PATH,
  tag: "buy-now",
  summary: "The signed-in customer's address book, default shipping first (as GET /api/customer/address).",
  result: z.array(customerAddress),
  errors: { 401: "not signed in" },
});

export const buyNowAddressDetail = defineCall({
  method: "get",
  path: BUY_NOW_ADDRESS_DETAIL_PATH,
  tag: "buy-now",
  summary: "One address of the signed-in customer's book.",
  query: z.object({ address_id: id }),
  result: customerAddress,
  errors: {
    401: "not signed in",
    404: `"${ADDRESS_MESSAGES.notFound}": not one of this customer's addresses`,
  },
});

export const buyNowEditAddress = defineCall({
  method: "post",
  path: BUY_NOW_EDIT_ADDRESS_PATH,
  tag: "buy-now",
  summary:
    "Adds an address to the signed-in customer's book, or edits one when address_id is sent (the address book's rules and messages), and answers it.",
  body: z.union([
    editCustomerAddressBody.extend({ address_id: id }).strict(),
    addCustomerAddressBody.strict(),
  ]),
  result: customerAddress,
  errors: {
    401: "not signed in",
    404: `"${ADDRESS_MESSAGES.notFound}"`,
    409: "the address book is full",
    422: "an address rule is broken (result.errors by field)",
  },
});

export const buyNowOrderAddress = defineCall({
  method: "post",
  path: BUY_NOW_ORDER_ADDRESS_PATH,
  tag: "buy-now",
  summary:
    "Sets where the buy-now order ships (tax follows the state): a customer names one of their addresses, a guest sends the address and the e-mail. Answers the whole checkout.",
  body: z
    .object({
      customer_address_id: id.optional(),
      address: guestAddress.optional(),
      email: email.optional(),
    })
    .strict(),
  result: cartResult,
  errors: {
    404: `"${ADDRESS_MESSAGES.notFound}": not one of the customer's addresses (HTTP 404)`,
    [CART_MONEY_CODES.addressInvalid]: "a guest address breaks a rule or fields are missing (HTTP 422)",
  },
});

export const buyNowCheckCashback = defineCall({
  method: "post",
  path: BUY_NOW_CHECK_CASHBACK_PATH,
  tag: "buy-now",
  summary:
    "The points this order earns once paid (1 point per whole dollar of each unit's price; none for no-discount and pre-order items), credited to a signed-in customer; guests earn none but are told what signing in would earn.",
  body: z.object({}).strict(),
  result: z.object({
    points: z.number().int().describe("Points the order earns"),
    amount: z.number().describe("Their value in dollars (100 points = $1)"),
    credited: z.boolean().describe("They will be credited: the shopper is signed in"),
  }),
});

export const buyNowPlaceOrder = defineCall({
  method: "post",
  path: BUY_NOW_PLACE_ORDER_PATH,
  tag: "buy-now",
  summary:
    "Places the buy-now checkout as an order exactly as POST /api/order places the cart (one transaction; same order_token, same order; cart_fingerprint from the checkout read, refused with 412 when it would charge otherwise). The shopping cart is not touched.",
  body: z.object({ order_token: orderToken, cart_fingerprint: cartFingerprint }).strict(),
  result: placeOrderResult,
  errors: {
    400: "the checkout cannot be ordered (result.problems); nothing was created",
    409: "an item ran out of stock meanwhile; nothing was created",
    410: "the coupon is used up or the points balance is too low; nothing was created",
    412: "the order would charge other than what the shopper saw (as POST /api/order); nothing was created",
  },
});

export const buyNowPollingData = defineCall({
  method: "post",
  path: BUY_NOW_POLLING_DATA_PATH,
  tag: "buy-now",
  summary:
    "An own order's payment state, for the page to wait on after paying: paid 1 once a payment succeeded.",
  body: z.object({ order_id: orderRef }).strict(),
  result: z.object({
    order_id: z.number().int(),
    increment_id: z.string(),
    status: z.enum(ORDER_STATUSES),
    paid: z.union([z.literal(0), z.literal(1)]),
  }),
  errors: { 404: "no such order of this shopper" },
});
