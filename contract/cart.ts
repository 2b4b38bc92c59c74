import { z } from "zod";
import { defineCall } from "./call";
import {
  ADD_TO_CART_PATH,
  CART_CODES,
  CART_MESSAGES,
  CART_QTY_MAX,
  CART_READ_PATH,
  type CartItemPlan,
} from "./cart-constants";
import { id, text } from "./fields";

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

const addedProduct = z
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
        "The save-for-later item this add came from. Accepted and ignored until the save-for-later list exists",
      ),
  }),
  result: z.object({
    quoteId: z.number().int().describe("The cart's id"),
    indent: z.string().describe("The cart id as text, for the request layer's indent header; grants nothing"),
    items_qty: z.number().int().describe("Units in the whole cart after the add (the header's count)"),
  }),
  errors: {
    [CART_CODES.unavailable]: `"${CART_MESSAGES.unavailable}": no such product, or it is no longer sold`,
    [CART_CODES.rejected]:
      "the variant is not one of the product's, or the protection plan is not offered for it",
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
  extend: plan.nullable().describe("The attached plan as today's offer list prices it; null without one"),
  inventory: z.object({
    is_in_stock: z.boolean(),
    usable_qty: z.number().int().describe("min(qty, max_sale_qty) when in stock, else 0"),
    min_sale_qty: z.number().int(),
    qty: z.number().int().describe("Units on hand"),
    product_id: z.number().int(),
  }),
});

export const cartRead = defineCall({
  method: "get",
  path: CART_READ_PATH,
  tag: "cart",
  summary:
    "The shopper's cart: the signed-in customer's, else the guest session's; without a session an empty cart (nothing is created). Every amount is computed on the server in integer cents and answered in dollars with two decimals, except plan prices (cents, as the offer list gives them). Lines are newest first.",
  result: z.object({
    quoteId: z.number().int().nullable().describe("The cart's id; null while the shopper has no cart"),
    items_count: z.number().int().describe("Lines in the cart"),
    items_qty: z.number().int().describe("Units in the cart (the header's count)"),
    subtotal: z
      .number()
      .describe(
        "Dollars: the row totals of the lines that can be bought now (still sold and in stock), before coupons, plans, shipping and tax",
      ),
    product_contract_total: z
      .number()
      .describe("Dollars: the attached protection plans (price × qty) of the lines that can be bought now"),
    list: z.array(cartItem),
  }),
});

export type AddToCartBody = z.input<typeof addToCart.body>;
export type CartResult = z.infer<typeof cartRead.result>;
export type CartItem = z.infer<typeof cartItem>;
