import { z } from "zod";
import { addCustomerAddressBody } from "./address";
import { ADDRESS_MESSAGES } from "./address-constants";
import { defineCall } from "./call";
import { CART_BANNER_PATH } from "./cart-banner";
import {
  ADD_TO_CART_PATH,
  APPLY_COUPON_PATH,
  APPLY_POINTS_PATH,
  CART_ADDRESS_PATH,
  CART_CODES,
  CART_LOW_STOCK_BELOW,
  CART_MESSAGES,
  CART_MONEY_CODES,
  CART_MONEY_MESSAGES,
  CART_PAYMENT_PATH,
  CART_PICKUP_CODES,
  CART_PICKUP_MESSAGES,
  CART_QTY_MAX,
  CART_READ_PATH,
  CART_READ_V2_PATH,
  type CartItemPlan,
  CHECK_INFO_PATH,
  COUPON_LIST_PATH,
  CUSTOMIZATION_MODEL_MAX,
  DELETE_CART_ITEM_PATH,
  EDIT_CART_ITEM_PATH,
  FREE_GIFT_THRESHOLD_CENTS,
  GIFT_ADD_PATH,
  GIFT_DELETE_PATH,
  giftSpendMoreMessage,
  INPUT_COUPONS_PATH,
  LARGE_ORDER_THRESHOLD_CENTS,
  LATER_CART_PATH,
  PAYLATER_DISCOUNT_CENTS,
  PAYLATER_MIN_CENTS,
  PAYMENT_METHODS,
  PICKUP_METHOD_CODE,
  POINTS_PER_DOLLAR,
  REORDER_MESSAGES,
  REORDER_PATH,
  SHIPPING_METHOD_CODES,
  SHIPPING_METHOD_PATH,
  SHIPPING_PROTECTION_MIN_CENTS,
  SHIPPING_PROTECTION_OFFER_PATH,
  SHIPPING_PROTECTION_RATE_BP,
  SHIPPING_PROTECTION_SET_PATH,
} from "./cart-constants";
import { email, flag, id, text } from "./fields";
import { GIFT_CODES, GIFT_MESSAGES, GIFT_OPTIONS_PATH, GIFT_OPTIONS_PER_CATEGORY } from "./gift-constants";
import { pickupConfigSchema } from "./logistics";

// The cart's foundation (spec part 1 §3 "Cart", "Cart item", §4 "Cart", §5, §7 POST /api/cart and
// GET /api/carts, §8; part 2 §3 "Add-to-cart payload", §8). A cart belongs to one owner: the
// customer when signed in, else the guest session (its httpOnly GuestToken cookie). The device id
// and the indent never name a cart. Money is integer cents on the server; answers give dollars
// (two decimals) except plan prices, which stay in cents as the offer list gives them.

/** A quantity to add: a whole number 1…9999, as a number or (from a form) a string of digits. */
const quantity = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, "must be a whole number"),
    ],
    { error: "must be a whole number" },
  )
  .pipe(
    z.coerce
      .number<string | number>()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(CART_QTY_MAX, `must be at most ${CART_QTY_MAX}`),
  );

const planRef = text(64).min(1, "must not be empty");

export const addedProduct = z
  .object({
    product_id: id.describe("The product (entity_id)"),
    child_id: id
      .nullish()
      .describe(
        "The variant (piid). Absent: the product's default variant (the first in stock, else the first)",
      ),
    qty: quantity.describe(
      `Units to add to the line: a whole number 1…${CART_QTY_MAX}. The line's total must stay within min_sale_qty…usable_qty`,
    ),
    offerPlanId: planRef
      .optional()
      .describe("The protection offer chosen (from the offer list); the plan is looked up on the server"),
    planId: planRef
      .optional()
      .describe("The plan product; with offerPlanId it must match that offer, alone it names today's offer"),
    price: z
      .union([z.number(), z.string().max(32)])
      .optional()
      .describe("The plan price the page showed. Accepted for compatibility and ignored"),
    term: z
      .union([z.number(), z.string().max(32)])
      .optional()
      .describe("The plan term the page showed. Accepted for compatibility and ignored"),
    title: text(200)
      .optional()
      .describe("The plan title the page showed. Accepted for compatibility and ignored"),
    customization_model: text(CUSTOMIZATION_MODEL_MAX)
      .min(1, "must not be empty")
      .optional()
      .describe(
        "A customization of the product (the drawer's model code, from customizeProduct). The server resolves it again: it must be a valid configuration of this product, built on child_id when sent. The line costs the configuration's price; the same configuration adds to its line, and a customized line is separate from the plain variant's",
      ),
  })
  .strict();

export const addToCart = defineCall({
  method: "post",
  path: ADD_TO_CART_PATH,
  tag: "cart",
  summary:
    "The spec's cart/addProductToCart: adds units of one variant to the shopper's cart, the same variant adding to its line. The cart is the signed-in customer's, else the guest session's; a request without a live session starts a guest session and sets its GuestToken cookie. Expected refusals answer HTTP 200 with an envelope code (see below) and change nothing. A protection plan is attached by its offerPlanId/planId only: the server looks it up in today's offer list, so a price, term or title sent is ignored. Sent as JSON.",
  body: z.object({
    product: addedProduct,
    indent: text(64)
      .optional()
      .describe("The indent a previous add answered. Accepted and ignored: it never names a cart"),
    later_item_id: id
      .optional()
      .describe(
        "The save-for-later item this add came from: it leaves the save-for-later list in the same transaction as the add. It must be one of the cart's later items (else code 404, nothing changed)",
      ),
  }),
  result: z.object({
    quoteId: z.number().int().describe("The cart's id"),
    indent: z.string().describe("The cart id as text, for the request layer's indent header; grants nothing"),
    items_qty: z.number().int().describe("Units in the whole cart after the add (the header's count)"),
  }),
  errors: {
    [CART_CODES.unavailable]: `"${CART_MESSAGES.unavailable}": no such product, or it is no longer sold; or "${CART_MESSAGES.notInCart}": the later_item_id is not one of this cart's save-for-later items`,
    [CART_CODES.rejected]: `the variant is not one of the product's (or not the one the customization is built on), the protection plan is not offered for it, or "${CART_MESSAGES.wrongCustomization}": customization_model is not a valid configuration of this product`,
    [CART_CODES.outOfStock]: `"${CART_MESSAGES.outOfStock}"`,
    [CART_CODES.quantity]:
      "'Min qty is {n}' or 'Max qty is {n}': the line would fall below min_sale_qty or exceed the usable quantity; result { min_sale_qty, usable_qty, in_cart }",
    [CART_CODES.sessionEnded]: "the session ended while adding (signed in or out elsewhere): reload",
    422: "bad body: qty not a whole number 1…9999, ids not positive, unknown field",
  },
});

const plan = z.object({
  planId: z.string(),
  offerPlanId: z.string().describe("Today's offer of the plan (re-priced when the item's price changed)"),
  term: z.number().describe("Coverage in years (months / 12)"),
  price: z.number().int().describe("Plan price per unit in cents (the page shows cents / 100)"),
  title: z.string(),
  qty: z.number().int().describe("One plan per unit: the line's quantity"),
}) satisfies z.ZodType<CartItemPlan>;

const inventory = z.object({
  is_in_stock: z.boolean(),
  usable_qty: z.number().int().describe("min(qty, max_sale_qty) when in stock, else 0"),
  min_sale_qty: z.number().int(),
  qty: z.number().int().describe("Units on hand"),
  product_id: z.number().int(),
});

const variantChoice = z.object({
  piid: z.number().int(),
  product_id: z.number().int(),
  color: z.string().nullable(),
  option_value: z.string(),
  is_in_stock: z.boolean().describe("At least one unit can be bought"),
});

/** A customized line's configuration (a cart line, or a saved-for-later item). */
const lineCustomization = z.object({
  model: z.string().describe("The configuration's model code (customizeSubscrib reopens it)"),
  option_value: z.string().describe("The chosen options' names joined by ' / '"),
  options: z
    .array(z.object({ group: z.string(), name: z.string() }))
    .describe("Each option group with the option chosen, in group order"),
});

const cartItem = z.object({
  item_id: z.number().int(),
  name: z.string(),
  sku: z.string().describe("The product's sku"),
  sub_sku: z.string().describe("The variant's sku (what is bought; the offer list's referenceID)"),
  type_id: z.string().describe("configurable (several variants) or simple"),
  piid: z.number().int().describe("The variant id (add-to-cart child_id)"),
  product_id: z.number().int(),
  url_path: z.string().describe("The product page, with a leading slash"),
  thumbnail: z.string().nullable().describe("The variant's first picture"),
  qty: z.number().int(),
  price: z.number().describe("Regular unit price in dollars"),
  special_price: z
    .number()
    .nullable()
    .describe("Sale unit price in dollars when lower than price, else null"),
  unit_price: z
    .number()
    .describe(
      "What one unit costs on this line in dollars: the sale price, or a lower tier price for the quantity",
    ),
  row_total: z.number().describe("unit_price × qty in dollars"),
  old_row_total: z.number().describe("price × qty in dollars (struck through when above row_total)"),
  status: z.union([z.literal(1), z.literal(2)]).describe("2: the product is no longer available"),
  color: z.string().nullable(),
  option_value: z.string().describe('The chosen options, e.g. "Charcoal Gray / Queen"'),
  product_tag: z.string().nullable().describe("Pre-order, Super Early Bird, Best Seller …"),
  presale_end_date: z.string().nullable().describe("ISO date of a pre-order's presale end"),
  is_no_discount_product: z.boolean().describe("Coupons and points do not apply to this item"),
  has_contract: z.union([z.literal(0), z.literal(2)]).describe("2: a protection plan is attached"),
  customization: lineCustomization
    .nullable()
    .describe(
      "A customized line's configuration; null for the plain variant. Its prices include the options (no tier or Plus+ price applies)",
    ),
  extend: plan.nullable().describe("The attached plan as today's offer list prices it; null without one"),
  inventory,
  plus_price: z
    .number()
    .nullable()
    .describe("The Plus+ member unit price in dollars (members pay it when lower), null without one"),
  category_list: z.array(z.number().int()).describe("Every category the product is listed in"),
  relation: z
    .array(variantChoice)
    .describe("The product's variants, for switching the line's option (editCartItem child_id)"),
  is_low_stock: z
    .boolean()
    .describe(
      `In stock with fewer than ${CART_LOW_STOCK_BELOW} units on hand, and not a pre-order (product_tag)`,
    ),
  is_out_of_stock: z.boolean().describe("Still sold but nothing can be bought now: remove to check out"),
  below_min_qty: z.boolean().describe("The line holds fewer units than min_sale_qty"),
  ship_no_later_than: z
    .string()
    .nullable()
    .describe(
      "Pre-order lines: the date shown in 'Expected To Ship No Later Than {date}', e.g. \"Jun 30, 2025\"",
    ),
  can_checkout: z.boolean().describe("The line does not block checkout (sold, in stock, qty within limits)"),
  messages: z
    .array(z.string())
    .describe(
      "What the page shows under the line, in order (CART_MESSAGES / 'Min qty is {n}' / 'Expected To Ship No Later Than {date}')",
    ),
});

const shippingMethod = z.object({
  code: z.enum(SHIPPING_METHOD_CODES),
  title: z.string(),
  delivery_time: z.string().describe('e.g. "2-5 business days"'),
  price: z.number().describe("Dollars; 0 for free standard shipping"),
  sort: z.number().int().describe("The list is answered sorted by this, ascending"),
  selected: z.boolean(),
});

const giftProduct = z.object({
  is_add: z
    .boolean()
    .describe("The chosen gift is in the cart (false after gift-delete; gift-add adds it back)"),
  product_id: z.number().int(),
  piid: z.number().int(),
  name: z.string(),
  small_image: z.string().nullable(),
  price: z.number().describe("Its regular price in dollars (what the shopper saves); the gift costs nothing"),
  special_price: z.number().describe("Always 0: what the shopper pays for it"),
});

const giftOption = z.object({
  product_id: z.number().int(),
  piid: z.number().int().describe("The variant to choose (gift-add's piid)"),
  name: z.string(),
  small_image: z.string().nullable(),
  price: z.number().describe("Its regular price in dollars (struck through: the gift costs nothing)"),
});

const giftCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  options: z
    .array(giftOption)
    .describe(
      `Up to ${GIFT_OPTIONS_PER_CATEGORY}: the category's cheapest buyable products (ties by product id), each as its cheapest buyable variant (ties by variant id)`,
    ),
});

// The cart says only that a choice is offered; the options are read by gift-options when the
// shopper opens the picker (about two thirds of a cart answer, which every cart read would pay for).
const giftChoice = z.object({
  unavailable_gift: z
    .string()
    .nullable()
    .describe(
      "The name of the gift this cart had chosen when it can no longer be sent (out of stock, no unit to sell beside the cart's own units of it, or no longer sold): the choice is free again and that gift is not among the options. null when the cart had chosen none",
    ),
});

export const cartResult = z.object({
  quoteId: z.number().int().nullable().describe("The cart's id; null while the shopper has no cart"),
  items_count: z.number().int().describe("Lines in the cart"),
  items_qty: z.number().int().describe("Units in the cart (the header's count)"),
  subtotal: z
    .number()
    .describe(
      "Dollars: the row totals of the lines that can be bought now (still sold and in stock), before coupons, plans, shipping and tax. Plus+ members pay Plus+ prices",
    ),
  grand_total: z
    .number()
    .describe(
      "Dollars: subtotal + product_contract_total + shipping_fee + shipping_protection_amount − discount_amount − plus_first_order_discount − points_data.points_cur_amount + tax_amount. Not reduced by klarna_discount: the page shows grand_total − klarna_discount when that is positive, and the order charges that",
    ),
  discount_amount: z
    .number()
    .describe(
      "Dollars the applied coupon takes off (0 while coupon_message says why it does not apply). Only lines without is_no_discount_product count; never more than they cost",
    ),
  plus_first_order_discount: z
    .number()
    .describe(
      "Dollars of the Plus+ first-order extra discount ($40, shown as 'Plus+ first order'): for an active member whose first order has not used it and who has no unpaid order holding it; taken after the coupon from the lines without is_no_discount_product, never more than what is left of them; 0 otherwise",
    ),
  tax_amount: z
    .number()
    .describe(
      "Dollars of sales tax: the destination state's base rate (contract/tax-constants.ts) on subtotal − discount − plus_first_order_discount − points + protection plans; shipping is not taxed. 0 while tax_failed",
    ),
  tax_failed: z
    .boolean()
    .describe(
      "True: tax could not be worked out (no shipping address, or its state is unknown): the page shows '--'",
    ),
  coupon_code: z.string().describe('The coupon entered on the cart; "" without one'),
  coupon_message: z
    .string()
    .describe(
      'Why coupon_code does not discount now (expired, used up, under the minimum …); "" when it does',
    ),
  klarna_discount: z
    .number()
    .describe(
      `Dollars off for paying with pay-later: $${PAYLATER_DISCOUNT_CENTS / 100} when payment_method is paylater and subtotal − discount − points reaches $${PAYLATER_MIN_CENTS / 100}; else 0`,
    ),
  payment_method: z.string().describe('The chosen payment method (card | paylater); "" while none'),
  shipping_fee: z
    .number()
    .describe("Dollars: the chosen shipping method's price (0 for an empty cart and for store pickup)"),
  shipping_protection: z
    .boolean()
    .describe(
      "Shipping protection is on and counted (chosen with POST /api/extend-shipping; never for pickup or an empty cart)",
    ),
  shipping_protection_amount: z
    .number()
    .describe(
      `Dollars of shipping protection in grand_total (0 when off): ${SHIPPING_PROTECTION_RATE_BP / 100}% of subtotal, at least $${SHIPPING_PROTECTION_MIN_CENTS / 100}; not taxed`,
    ),
  is_pickup: z
    .boolean()
    .describe(
      `Store pickup is chosen (shipping method "${PICKUP_METHOD_CODE}"): no shipping fee, the store is the address, tax of the store's state`,
    ),
  pickup_allowed: z
    .boolean()
    .describe("Every line's product can be picked up in store (the cart may switch to pickup)"),
  pickup_store: pickupConfigSchema
    .nullable()
    .describe("The pickup store (address, hours) while pickup is allowed or chosen; else null"),
  product_contract_total: z
    .number()
    .describe(
      "Dollars: the attached protection plans (price × qty, from today's offer list) of the lines that can be bought now",
    ),
  points_data: z.object({
    points_used: z
      .number()
      .int()
      .describe("Points spent on this cart: what was applied, capped now at points_max"),
    points_cur_amount: z.number().describe(`Dollars the points take off (${POINTS_PER_DOLLAR} points = $1)`),
    points_balance: z.number().int().describe("The customer's points balance; 0 for guests"),
    points_max: z
      .number()
      .int()
      .describe(
        "The most points this cart can take: the balance, and no more than the eligible lines cost after the coupon; 0 for guests",
      ),
  }),
  checkout_fingerprint: z
    .string()
    .describe(
      'What this answer shows of the money (lines, discount, points, shipping, protection, tax, charge), opaque: send it back as cart_fingerprint with POST /api/order, which refuses (code 412, naming what changed) when placing would charge otherwise. "" for an empty cart',
    ),
  valid: z
    .boolean()
    .describe(
      "Checkout allowed: false for an empty cart or when any line is out of stock, no longer available or below its min qty",
    ),
  isAirConditioner: z
    .boolean()
    .describe("A line's product is listed in category 444 or 1473 (AC installation)"),
  is_plus_allow: z
    .boolean()
    .describe("Show the Plus+ offer: the shopper is not a member and Plus+ prices would save them money"),
  plusTotal: z
    .number()
    .describe(
      "Dollars Plus+ prices take off the buyable lines: what a non-member would save, what a member saves",
    ),
  plusImg: z
    .string()
    .nullable()
    .describe(
      "The operator's Plus+ cart picture, shown beside the Plus+ offer while is_plus_allow; null otherwise or while none is configured",
    ),
  gift_product: giftProduct
    .nullable()
    .describe(
      `The chosen free gift, while the eligible subtotal (buyable lines without is_no_discount_product) is over $${FREE_GIFT_THRESHOLD_CENTS / 100}, a gift has been chosen and it can still be sent (sold, in stock, a unit beyond the cart's own lines of it); null otherwise (the choice is kept on the cart below the threshold and shows again above it; a chosen gift that can no longer be sent is offered again through gift_choice.unavailable_gift)`,
    ),
  gift_choice: giftChoice
    .nullable()
    .describe(
      `Non-null while the shopper may choose the free gift: the cart is over the threshold and no gift has been chosen yet, or the chosen one can no longer be sent; null otherwise. The options are read with GET ${GIFT_OPTIONS_PATH} (then gift-add with a piid). Buy-now carts never offer a gift`,
    ),
  shipping_method_list: z.array(shippingMethod).describe("Sorted by numeric sort"),
  address: z.object({
    shipping: z.object({
      shipping_method: z.enum(SHIPPING_METHOD_CODES).describe("The chosen method's code"),
    }),
    customer_address_id: z
      .number()
      .int()
      .nullable()
      .describe("A customer's chosen address-book entry (PUT /api/cart/address); null for guests or none"),
    shipping_address: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe(
        "The shipping address the cart goes to (address-book fields with region_code); null while none (or the chosen entry was deleted)",
      ),
    email: z
      .string()
      .describe("The e-mail the order goes to: the customer's, or the guest's; \"\" while none"),
  }),
  large_order_pop: z
    .boolean()
    .describe(`The subtotal reaches the large-order amount ($${LARGE_ORDER_THRESHOLD_CENTS / 100})`),
  large_order_countdown: z
    .number()
    .int()
    .describe(
      "Seconds until the large-order offer of today ends (midnight US Eastern); 0 without the pop-up",
    ),
  large_order_image: z.string().nullable().describe("The pop-up's picture; null: none configured"),
  large_order_promotion_tip: z.string().describe('The large-order tip as text; "" without the pop-up'),
  large_order_promotion_tip_js: z
    .string()
    .describe('The same tip as HTML (the phone number is a tel: link); "" without the pop-up'),
  cartBannerStatus: z
    .union([z.literal(0), z.literal(1)])
    .describe(`1 while the operator configured a cart banner (read it with GET ${CART_BANNER_PATH}); else 0`),
  gtm: z
    .object({
      emarsys_cart: z
        .array(
          z.object({
            item: z.string().describe("The variant's SKU"),
            price: z.number().describe("The line's total in dollars (row_total)"),
            quantity: z.number().int(),
          }),
        )
        .describe("The cart for the recommendation tracker: one entry per line"),
    })
    .describe("Tag-manager data of the cart (spec part 1 §3)"),
  list: z.array(cartItem),
});

export const cartRead = defineCall({
  method: "get",
  path: CART_READ_PATH,
  tag: "cart",
  summary:
    "The shopper's cart: the signed-in customer's, else the guest session's; without a session an empty cart (nothing is created). Every amount is computed on the server in integer cents and answered in dollars with two decimals, except plan prices (cents, as the offer list gives them). Lines are newest first. The save-for-later list is a separate call (laterCartRead).",
  result: cartResult,
});

export const cartReadV2 = defineCall({
  method: "get",
  path: CART_READ_V2_PATH,
  tag: "cart",
  summary: "The same cart as GET /api/carts (the spec's v2 read, used by the cart page).",
  result: cartResult,
});

/** A plan reference on edit: "" (with the other "" or absent) removes the line's plan. */
const planRefOrEmpty = text(64);

const notInCartError = `"${CART_MESSAGES.notInCart}": the id is not a line of the request's cart; nothing changed`;

export const editCartItem = defineCall({
  method: "put",
  path: EDIT_CART_ITEM_PATH,
  tag: "cart",
  summary:
    "The spec's edit item (PUT /api/cart/, also accepted without the trailing slash): sets a line's quantity (qty), switches its variant (child_id: merges into the line of that variant when the cart has one) and/or its protection plan (offerPlanId/planId looked up in today's offer list; price, term and title sent are ignored; both empty removes the plan). Quantity rules as add-to-cart: min_sale_qty … usable quantity. Answers the whole cart.",
  body: z
    .object({
      item_id: id.describe("The cart line"),
      qty: quantity.optional().describe("The line's new quantity"),
      child_id: id.optional().describe("Switch the line to this variant of the same product"),
      offerPlanId: planRefOrEmpty.optional(),
      planId: planRefOrEmpty.optional(),
      price: z
        .union([z.number(), z.string().max(32)])
        .optional()
        .describe("Ignored"),
      term: z
        .union([z.number(), z.string().max(32)])
        .optional()
        .describe("Ignored"),
      title: text(200).optional().describe("Ignored"),
    })
    .refine(
      (b) =>
        b.qty !== undefined ||
        b.child_id !== undefined ||
        b.offerPlanId !== undefined ||
        b.planId !== undefined,
      { message: "send qty, child_id or the protection fields" },
    ),
  result: cartResult,
  errors: {
    [CART_CODES.notInCart]: notInCartError,
    [CART_CODES.rejected]:
      "child_id is not a variant of the line's product (a customized line keeps its variant), or the plan is not offered for it",
    [CART_CODES.outOfStock]: `"${CART_MESSAGES.outOfStock}": the variant switched to cannot be bought now`,
    [CART_CODES.quantity]:
      "'Min qty is {n}' or 'Max qty is {n}'; result { min_sale_qty, usable_qty, in_cart }",
    422: "bad body: qty not a whole number 1…9999, ids not positive, nothing to change, unknown field",
  },
});

export const deleteCartItem = defineCall({
  method: "delete",
  path: DELETE_CART_ITEM_PATH,
  tag: "cart",
  summary:
    "Removes a line from the cart; with save_for_later 1 it moves to the save-for-later list (the same variant and configuration already saved adds up; a customized line keeps its configuration, without its protection plan). Answers the whole cart.",
  body: z.object({
    item_id: id,
    save_for_later: flag.optional().describe("1: keep it in the save-for-later list"),
  }),
  result: cartResult,
  errors: {
    [CART_CODES.notInCart]: notInCartError,
  },
});

const laterItem = z.object({
  later_item_id: z.number().int(),
  product_id: z.number().int(),
  piid: z.number().int(),
  name: z.string(),
  sku: z.string(),
  sub_sku: z.string(),
  url_path: z.string(),
  thumbnail: z.string().nullable(),
  option_value: z.string(),
  price: z.number().describe("Regular unit price in dollars"),
  special_price: z.number().nullable().describe("Sale unit price in dollars when lower, else null"),
  qty: z.number().int(),
  status: z
    .union([z.literal(1), z.literal(2)])
    .describe("2: no longer available (the product, or a saved configuration that can no longer be made)"),
  customization: lineCustomization
    .nullable()
    .describe(
      "A saved customized line's configuration as it resolves now; null for the plain variant. Its prices include the options",
    ),
  inventory,
});

export const laterCartRead = defineCall({
  method: "get",
  path: LATER_CART_PATH,
  tag: "cart",
  summary: "The save-for-later list of the shopper's cart, newest first; empty without a session or cart.",
  result: z.object({ list: z.array(laterItem) }),
});

export const laterCartMove = defineCall({
  method: "put",
  path: LATER_CART_PATH,
  tag: "cart",
  summary:
    "Moves a save-for-later item back into the cart under add-to-cart's rules: refused while it cannot be bought (it stays saved); the quantity joining the line is capped at the usable quantity. A saved customization is resolved again and joins the line of the same configuration. Answers the whole cart.",
  body: z.object({ later_item_id: id }),
  result: cartResult,
  errors: {
    [CART_CODES.notInCart]: `${notInCartError}; or "${CART_MESSAGES.unavailable}" (the product is no longer sold)`,
    [CART_CODES.rejected]: `"${CART_MESSAGES.customizationGone}": the saved configuration can no longer be made`,
    [CART_CODES.outOfStock]: `"${CART_MESSAGES.outOfStock}"`,
    [CART_CODES.quantity]: "'Min qty is {n}': even the capped quantity stays below min_sale_qty",
  },
});

export const setShippingMethod = defineCall({
  method: "put",
  path: SHIPPING_METHOD_PATH,
  tag: "cart",
  summary: `Chooses the cart's shipping method by code; its price becomes shipping_fee. "${PICKUP_METHOD_CODE}" switches the cart to store pickup (only when every line's product can be picked up: pickup_allowed): shipping fee 0, the pickup store is the order's address and its state's tax applies; any delivery code switches pickup off. Answers the whole cart.`,
  body: z.object({ shipping_method: z.enum([...SHIPPING_METHOD_CODES, PICKUP_METHOD_CODE]) }),
  result: cartResult,
  errors: {
    [CART_PICKUP_CODES.pickupNotAllowed]: `"${CART_PICKUP_MESSAGES.pickupNotAllowed}": "${PICKUP_METHOD_CODE}" asked while a line's product cannot be picked up (nothing changes)`,
    422: "unknown shipping method code",
  },
});

export const giftDelete = defineCall({
  method: "put",
  path: GIFT_DELETE_PATH,
  tag: "cart",
  summary:
    "Removes the free gift from the cart (gift_product.is_add becomes false); the choice is kept, gift-add adds it back. Answers the whole cart.",
  body: z.object({}),
  result: cartResult,
  errors: { [CART_CODES.notInCart]: "the shopper has no cart" },
});

/** The refusals of a cart that offers no gift choice (gift-add, gift-options), for their docs. */
const GIFT_NOT_OFFERED_WHY = `"${giftSpendMoreMessage(60_00)}" when the eligible subtotal is not over $${FREE_GIFT_THRESHOLD_CENTS / 100} or there is no cart (the amount is what it lacks; this one for $60 of eligible items), "${CART_MESSAGES.giftNoneAvailable}" when nothing can be sent as a gift now, "${CART_MESSAGES.giftBuyNow}" for the buy-now checkout's cart`;

export const giftAdd = defineCall({
  method: "post",
  path: GIFT_ADD_PATH,
  tag: "cart",
  summary: `Chooses the free gift (piid: one of the options GET ${GIFT_OPTIONS_PATH} answers) or, once chosen, adds it back after gift-delete (no piid, or the chosen one). The choice is final: another piid is refused, unless the chosen gift can no longer be sent (gift_choice.unavailable_gift), when the cart chooses again. Checked on the cart and its options as they are under its lock (an order placed or a change made meanwhile counts). Answers the whole cart.`,
  body: z.object({
    piid: id.optional().describe("The option chosen; optional once a gift has been chosen"),
  }),
  result: cartResult,
  errors: {
    [CART_CODES.giftNotOffered]: `the cart offers no choice now, and the message says why: ${GIFT_NOT_OFFERED_WHY} (nothing changes)`,
    [GIFT_CODES.notAnOption]: `"${GIFT_MESSAGES.notAnOption}": the piid is not one of the options the cart offers now (nothing changes)`,
    [GIFT_CODES.alreadyChosen]: `"${GIFT_MESSAGES.alreadyChosen}": another gift was chosen already (nothing changes)`,
    [GIFT_CODES.chooseFirst]: `"${GIFT_MESSAGES.chooseFirst}": no piid while no gift has been chosen (or the chosen one can no longer be sent)`,
  },
});

export const giftOptionsRead = defineCall({
  method: "get",
  path: GIFT_OPTIONS_PATH,
  tag: "cart",
  summary:
    "The free gifts the request's cart may choose from (gift-add with one of their piids), while its gift_choice is non-null: the same for every cart, less a chosen gift that can no longer be sent. Read when the shopper opens the picker; the cart answer itself carries no options.",
  result: z.object({
    categories: z
      .array(giftCategory)
      .describe("The gift categories that have buyable options, in the picker's order (never empty)"),
  }),
  errors: {
    [CART_CODES.giftNotOffered]: `the cart offers no choice now, and the message says why: ${GIFT_NOT_OFFERED_WHY}; "${GIFT_MESSAGES.alreadyChosen}" when a gift is chosen and can still be sent`,
  },
});

// ---- Money rules beyond prices (issue #5): coupon, points, address and tax, payment, check-info ------

export const applyCoupon = defineCall({
  method: "post",
  path: APPLY_COUPON_PATH,
  tag: "cart",
  summary:
    "Applies a coupon to the shopper's cart by code (any case), or removes it (remove 1, or an empty code). Only one coupon per cart. The code is checked against the cart as it is (dates, who may use it, usage limits per coupon and per customer/e-mail counted over placed orders, lines it applies to, minimum spend on those lines); a refusal changes nothing. The coupon is checked again on every read: when it stops being valid it stops discounting and coupon_message says why. Answers the whole cart.",
  body: z.object({
    coupon_code: text(64).default("").describe('The code; "" with remove'),
    remove: flag.optional().describe("1: take the coupon off the cart"),
  }),
  result: cartResult,
  errors: {
    [CART_MONEY_CODES.couponRefused]: `The coupon cannot be used: "${CART_MONEY_MESSAGES.couponUnknown}", "${CART_MONEY_MESSAGES.couponExpired}", "${CART_MONEY_MESSAGES.couponNotStarted}", "${CART_MONEY_MESSAGES.couponUsedUp}", "${CART_MONEY_MESSAGES.couponUsedByYou}", "${CART_MONEY_MESSAGES.couponNotApplicable}", "Spend $n more to use this coupon.", "${CART_MONEY_MESSAGES.couponSignIn}", "${CART_MONEY_MESSAGES.couponNotClaimed}", "${CART_MONEY_MESSAGES.couponPlusOnly}", "${CART_MONEY_MESSAGES.couponSubscribersOnly}"; nothing changed`,
  },
});

export const cartCoupon = z.object({
  couponCode: z.string(),
  title: z.string(),
  description: z.string(),
  discountText: z.string().describe('"$10 OFF" or "5% OFF"'),
  dateText: z.string().describe('"Valid until Mar 31, 2027" or "No expiration date"'),
  minSpend: z.number().describe("Dollars the eligible lines must reach"),
  detailCouponType: z.number().int().describe("1 Plus+, 2 subscribers, 3 public code, 4 claimed"),
  status: z.union([z.literal(1), z.literal(0)]).describe("1: it can be applied to this cart now"),
  reason: z.string().describe('Why it cannot be applied now; "" when status is 1'),
  isApplied: z.boolean().describe("It is the cart's coupon"),
});

export const cartCouponList = defineCall({
  method: "post",
  path: COUPON_LIST_PATH,
  tag: "cart",
  summary:
    "The coupons this shopper could use on this cart: the ones the customer claimed and the live codes open to them (Plus+, subscriber and sale codes), each checked against the cart now: usable first, then by minimum spend.",
  body: z.object({}),
  result: z.object({ list: z.array(cartCoupon) }),
});

export const cartInputCoupons = defineCall({
  method: "get",
  path: INPUT_COUPONS_PATH,
  tag: "cart",
  summary: 'The coupon code entered on the cart ("" without one) and, when it does not discount now, why.',
  result: z.object({ coupon_code: z.string(), message: z.string() }),
});

export const applyPoints = defineCall({
  method: "post",
  path: APPLY_POINTS_PATH,
  tag: "cart",
  summary: `Spends points on the signed-in customer's cart (${POINTS_PER_DOLLAR} points = $1, any whole number; 0 removes them). Points cannot exceed the balance nor what the eligible lines (not no-discount items) cost after the coupon; the amount is capped again on every read. Dropship, business and large-order customers may not spend points (code 400; their balance counts as 0: decision 0046). Answers the whole cart.`,
  body: z.object({
    points: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,10}$/, "must be a whole number"),
        ],
        {
          error: "must be a whole number",
        },
      )
      .pipe(
        z.coerce
          .number<string | number>()
          .int("must be a whole number")
          .min(0, "must be at least 0")
          .max(2_000_000_000, "is too large"),
      )
      .describe("Points to spend (a whole number, 0 removes)"),
  }),
  result: cartResult,
  errors: {
    [CART_MONEY_CODES.signInRequired]: `"${CART_MONEY_MESSAGES.pointsSignIn}": points need a signed-in customer (HTTP 200)`,
    [CART_MONEY_CODES.pointsRefused]: `"${CART_MONEY_MESSAGES.pointsOverBalance}" or "You can use up to {n} points on this order."; nothing changed`,
  },
});

export const guestAddress = addCustomerAddressBody.omit({ default_shipping: true, default_billing: true });

export const setCartAddress = defineCall({
  method: "put",
  path: CART_ADDRESS_PATH,
  tag: "cart",
  summary:
    "Sets where the cart ships (sales tax follows the state). A signed-in customer names one of their address-book entries (customer_address_id); a guest sends the address and the e-mail, checked by the address book's rules and messages. Answers the whole cart.",
  body: z.object({
    customer_address_id: id.optional().describe("Customers: one of their addresses"),
    address: guestAddress.optional().describe("Guests: the shipping address"),
    email: email.optional().describe("Guests: the e-mail the order confirmation goes to"),
  }),
  result: cartResult,
  errors: {
    404: `"${ADDRESS_MESSAGES.notFound}": the customer_address_id is not one of the signed-in customer's (HTTP 404)`,
    [CART_MONEY_CODES.addressInvalid]:
      "a guest address breaks a rule (result.errors by field, the address book's messages), or the fields for the shopper's kind are missing (HTTP 422)",
  },
});

export const setCartPayment = defineCall({
  method: "put",
  path: CART_PAYMENT_PATH,
  tag: "cart",
  summary: `Chooses how the cart will be paid: card or paylater (pay-later takes $${PAYLATER_DISCOUNT_CENTS / 100} off orders of $${PAYLATER_MIN_CENTS / 100}+ after coupon and points: klarna_discount). Answers the whole cart.`,
  body: z.object({ payment_method: z.enum(PAYMENT_METHODS) }),
  result: cartResult,
});

export const cartCheckInfo = defineCall({
  method: "post",
  path: CHECK_INFO_PATH,
  tag: "cart",
  summary:
    "Whether the cart can be ordered now, as order placement would see it: valid, and the problems when not (empty cart, items to remove or fix, coupon no longer valid, no shipping address, tax not computable, no e-mail, points applied that the balance no longer covers); checkout_fingerprint is the cart's money as checked, for POST /api/order's cart_fingerprint.",
  body: z.object({}),
  result: z.object({
    valid: z.boolean(),
    problems: z.array(z.string()),
    checkout_fingerprint: z
      .string()
      .describe(
        'The cart\'s money as checked (as on the cart read): send it as cart_fingerprint with POST /api/order; "" without a cart',
      ),
  }),
});

export type AddToCartBody = z.input<typeof addToCart.body>;
export type CartResult = z.infer<typeof cartResult>;
export type CartItem = z.infer<typeof cartItem>;
export type CartShippingMethod = z.infer<typeof shippingMethod>;
export type CartGiftProduct = z.infer<typeof giftProduct>;
export type CartGiftChoice = z.infer<typeof giftChoice>;
export type CartGiftOption = z.infer<typeof giftOption>;
export type CartGiftCategory = z.infer<typeof giftCategory>;
export type CartGiftOptions = z.infer<typeof giftOptionsRead.result>;
export type CartVariantChoice = z.infer<typeof variantChoice>;
export type EditCartItemBody = z.input<typeof editCartItem.body>;
export type DeleteCartItemBody = z.input<typeof deleteCartItem.body>;
export type LaterItem = z.infer<typeof laterItem>;
export type LaterCartResult = z.infer<typeof laterCartRead.result>;
export type CartCoupon = z.infer<typeof cartCoupon>;
export type CartCouponListResult = z.infer<typeof cartCouponList.result>;

// ---- Shipping protection (spec part 1 §7) ------------------------------------------------------------

export const shippingProtectionOffer = defineCall({
  method: "post",
  path: SHIPPING_PROTECTION_OFFER_PATH,
  tag: "cart",
  summary: `The shipping protection offer for the request's cart: price ${SHIPPING_PROTECTION_RATE_BP / 100}% of the merchandise subtotal, at least $${SHIPPING_PROTECTION_MIN_CENTS / 100}. \`offered\` false for an empty cart or store pickup.`,
  body: z.object({}),
  result: z.object({
    offered: z.boolean(),
    selected: z.boolean().describe("The cart has it on now"),
    price: z.number().describe("Dollars it costs for this cart now (0 when not offered)"),
    title: z.string(),
    terms: z.string(),
  }),
});

export const shippingProtectionSet = defineCall({
  method: "post",
  path: SHIPPING_PROTECTION_SET_PATH,
  tag: "cart",
  summary:
    "Turns shipping protection on (enable 1) or off (enable 0) for the request's cart; the price is the server's (never the client's). Answers the whole cart.",
  body: z.object({ enable: flag.describe("1 (or true) turns it on, 0 (or false) off") }),
  result: cartResult,
  errors: {
    [CART_PICKUP_CODES.protectionNotOffered]: `"${CART_PICKUP_MESSAGES.protectionNotOffered}": enable 1 on an empty cart or a pickup cart`,
  },
});

// ---- Reorder (spec part 1 §7 POST /api/cart/reorder) ------------------------------------------------

const reorderLine = z.object({
  product_id: z.number().int(),
  child_id: z.number().int().describe("The variant ordered"),
  name: z.string(),
  qty: z.number().int().describe("Units of the order line"),
});

export const reorder = defineCall({
  method: "post",
  path: REORDER_PATH,
  tag: "cart",
  summary: `Puts the lines of one of the shopper's own orders (a customer's, or the guest session's that placed it) back into the cart, each through the add-to-cart rules as they are now (still sold, in stock, quantity limits; prices are today's). Lines that cannot be added are skipped and listed with the reason; protection plans are not re-added (today's offer may differ: choose again in the cart). Message "${REORDER_MESSAGES.allAdded}", "${REORDER_MESSAGES.someSkipped}" or "${REORDER_MESSAGES.noneAdded}" (still code 200).`,
  body: z.object({ order_id: id.describe("The order's id or its order number (increment id)") }),
  result: z.object({
    quoteId: z
      .number()
      .int()
      .nullable()
      .describe("The cart's id; null when nothing could be added and there is no cart"),
    items_qty: z.number().int().describe("Units in the cart afterwards (the header's count)"),
    added: z.array(reorderLine),
    skipped: z.array(reorderLine.extend({ reason: z.string().describe("The add-to-cart refusal message") })),
  }),
  errors: { 404: "no session, no such order, or another shopper's order" },
});
