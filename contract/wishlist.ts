import { z } from "zod";
import { defineCall } from "./call";
import { id, int, queryId } from "./fields";
import {
  WISHLIST_ADD_PATH,
  WISHLIST_CODES,
  WISHLIST_DELETE_PATH,
  WISHLIST_MAX_ITEMS,
  WISHLIST_MESSAGES,
  WISHLIST_PRODUCT_PATH,
  WISHLIST_QTY_MAX,
  WISHLIST_READ_PATH,
  type WishlistAddResult,
  type WishlistDeleteResult,
  type WishlistItem,
  type WishlistReadResult,
  type WishStateResult,
} from "./wishlist-constants";

// The customer's wishlist (spec part 1 §6 "Registered customer: … wishlist", §7 "wishlist add,
// get, delete (product_id, child_id, item_id …, qty)", §8 toasts; part 2 §3 customer_wish). The
// spec shows no paths; these follow the cart's style. Every call needs a signed-in customer
// (401 otherwise); answers are personal and never cached (no-store). A line is a product,
// optionally one variant of it (child_id, 0 for the product as a whole); the same product and
// variant make one line.

const wishFlag = z.union([z.literal(0), z.literal(1)]);

export const wishlistItemSchema = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  child_id: z.number().int().describe("The variant (piid); 0 for the product as a whole"),
  piid: z
    .number()
    .int()
    .describe("The variant Add to Cart buys: child_id, or for a product line the first in-stock variant"),
  qty: z.number().int(),
  name: z.string(),
  url_path: z.string().describe("The product page, with ?piid= for a variant line"),
  sku: z.string().describe("The variant's sku (the display variant's for a product line)"),
  options: z.string().describe("The variant's colour, size, style, pieces, joined with ' / '"),
  image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }),
  price: z.number().describe("Regular price in dollars"),
  special_price: z.number().nullable().describe("Sale price in dollars, null without one"),
  is_in_stock: z.boolean(),
  available: z.boolean().describe("The product is still sold"),
  preorder: z.boolean(),
  created_at: z.string().describe("ISO 8601 date-time"),
}) satisfies z.ZodType<WishlistItem>;

export const wishlistAdd = defineCall({
  method: "post",
  path: WISHLIST_ADD_PATH,
  tag: "wishlist",
  summary: `The spec's wishlist add: puts a product (child_id: one variant of it) in the signed-in customer's wishlist and answers the message "${WISHLIST_MESSAGES.added}". Idempotent per customer, product and variant: adding a line that is already there answers it unchanged (created false). A wishlist holds at most ${WISHLIST_MAX_ITEMS} lines.`,
  body: z.object({
    product_id: id.describe("The product (entity_id)"),
    child_id: z
      .union([id, z.literal(0), z.literal("0")])
      .nullish()
      .transform((v) => (v === null || v === undefined || v === "0" ? 0 : v))
      .describe("The variant (piid); 0 or absent: the product as a whole"),
    qty: int(1, WISHLIST_QTY_MAX)
      .optional()
      .describe(`Units noted with the line, 1…${WISHLIST_QTY_MAX} (default 1)`),
  }),
  result: z.object({
    item_id: z.number().int(),
    product_id: z.number().int(),
    child_id: z.number().int(),
    qty: z.number().int(),
    created: z.boolean().describe("false: the line was already in the wishlist"),
  }) satisfies z.ZodType<WishlistAddResult>,
  errors: {
    401: "not signed in",
    [WISHLIST_CODES.rejected]: `"${WISHLIST_MESSAGES.wrongVariant}": child_id is not one of the product's variants`,
    [WISHLIST_CODES.notFound]: `"${WISHLIST_MESSAGES.unavailable}": no such product, or it is no longer sold`,
    [WISHLIST_CODES.full]: `"${WISHLIST_MESSAGES.full}"`,
    422: "bad body: ids not positive, qty not 1…9999, unknown field",
  },
});

export const wishlistRead = defineCall({
  method: "get",
  path: WISHLIST_READ_PATH,
  tag: "wishlist",
  summary:
    "The spec's wishlist get: the signed-in customer's wishlist lines, newest first, with what the My Wishlist page shows (image, name, price, stock). Lines of products no longer sold stay listed with available false.",
  result: z.object({
    items: z.array(wishlistItemSchema),
    total: z.number().int(),
  }) satisfies z.ZodType<WishlistReadResult>,
  errors: { 401: "not signed in" },
});

export const wishlistDelete = defineCall({
  method: "delete",
  path: WISHLIST_DELETE_PATH,
  tag: "wishlist",
  summary: `The spec's wishlist delete: removes one line (item_id) of the signed-in customer's own wishlist and answers the message "${WISHLIST_MESSAGES.removed}". A line that is not the customer's (or no longer exists) answers 404 and nothing changes.`,
  body: z.object({ item_id: id.describe("The wishlist line") }),
  result: z.object({
    item_id: z.number().int(),
    product_id: z.number().int(),
    child_id: z.number().int(),
  }) satisfies z.ZodType<WishlistDeleteResult>,
  errors: {
    401: "not signed in",
    [WISHLIST_CODES.notFound]: `"${WISHLIST_MESSAGES.notInWishlist}" (HTTP 404)`,
    422: "bad item_id",
  },
});

export const wishlistProductState = defineCall({
  method: "get",
  path: WISHLIST_PRODUCT_PATH,
  tag: "wishlist",
  summary:
    "The wish state of one product page (spec part 2 §3 `customer_wish`, per variant `customer_wish` in relation) for the signed-in customer. The product detail call stays the same for every shopper (publicly cacheable), so this personal part comes from here: the page asks for it once signed in and updates it as the heart is pressed.",
  query: z.object({ product_id: queryId }),
  result: z.object({
    product_id: z.number().int(),
    customer_wish: wishFlag.describe("1 when any line of the product is in the wishlist"),
    item_id: z.number().int().nullable().describe("The line for the product as a whole, if any"),
    relation: z.array(
      z.object({
        piid: z.number().int(),
        customer_wish: wishFlag,
        item_id: z.number().int().nullable().describe("The variant's line, to delete it"),
      }),
    ),
  }) satisfies z.ZodType<WishStateResult>,
  errors: { 401: "not signed in", 404: "no such product", 422: "bad product_id" },
});

export type WishlistAddBody = z.output<typeof wishlistAdd.body>;
