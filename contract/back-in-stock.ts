import { z } from "zod";
import { defineCall } from "./call";
import { email, id } from "./fields";

// "Notify me" on an out-of-stock product or variant (spec part 1 §7 POST /api/product/subscribe_product;
// issue 19; docs/decisions/0040-back-in-stock.md). Paths and messages the browser needs live in
// back-in-stock-constants.ts (no zod in the page bundle).

export { BACK_IN_STOCK_MESSAGES, SUBSCRIBE_PRODUCT_PATH } from "./back-in-stock-constants";

export const subscribeProduct = defineCall({
  method: "post",
  path: "/api/product/subscribe_product",
  tag: "catalog",
  summary:
    "Notify me: the address asks for one mail when an out-of-stock variant (child_id; optional for a product with one variant) is back in stock. A guest gives an e-mail; a signed-in customer's session address is used unless they type another. One request per address and variant: asking again while waiting changes nothing (status `already`); asking again after the mail went out (the item sold out again) waits again. An item in stock now, or no longer sold, is refused. No confirmation step: the only mail it can cause is that one message about that product (decision 0040).",
  body: z.object({
    product_id: id,
    /** The variant (piid). Optional when the product has a single variant. */
    child_id: id.optional(),
    /** Required for a guest; a signed-in customer's account address when omitted. */
    email: email.optional(),
  }),
  result: z.object({
    status: z
      .enum(["subscribed", "already"])
      .describe(
        "subscribed: now waiting; already: this address was waiting for this variant (nothing changed)",
      ),
    email: z.string().describe("The address the mail will go to"),
    product_id: z.number().int(),
    child_id: z.number().int(),
  }),
  errors: {
    404: '"This product does not exist." (or the variant is not one of the product\'s)',
    409: '"This item is in stock now. You can add it to your cart." / "This item is no longer available."',
    422: '"This is a required field." (no e-mail and not signed in; field message `email: …`), "Please choose an option first." (several variants, no child_id)',
  },
});

/**
 * The operator's stock call (an operator's bearer token, like every /admin/api call): sets a
 * variant's units on hand (and optionally its in-stock flag). When that brings an out-of-stock
 * variant back, the same transaction mails everyone waiting for it, once.
 */
export const adminProductStock = defineCall({
  method: "post",
  path: "/admin/api/product/stock",
  tag: "admin",
  summary:
    "Sets a variant's stock (qty on hand; is_in_stock when given, else unchanged). child_id is optional for a product with one variant. When the variant is sellable afterwards (in stock, qty > 0, product still sold), everyone waiting for it (POST /api/product/subscribe_product) gets one back-in-stock mail in the same transaction (`notified`); logged in operator_actions.",
  body: z.object({
    product_id: id,
    child_id: id.optional(),
    qty: z.coerce.number().int().min(0).max(1_000_000),
    is_in_stock: z.boolean().optional(),
  }),
  result: z.object({
    product_id: z.number().int(),
    child_id: z.number().int(),
    qty: z.number().int(),
    is_in_stock: z.boolean(),
    notified: z.number().int().describe("Back-in-stock mails this change wrote"),
  }),
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: '"This product does not exist."',
    422: '"Please choose an option first." (several variants, no child_id)',
  },
});
