import { z } from "zod";
import { defineCall } from "./call";
import { id } from "./fields";
import { orderRef } from "./order";
import { LOOK_DEDUPE_MINUTES, PRODUCT_BEHAVIOR_PATH, PRODUCT_BEHAVIORS } from "./related-constants";
import { ORDER_BEHAVIOR_PATH, ORDER_BEHAVIORS } from "./statistics-constants";

const optionalId = z.union([z.string().trim().max(64), z.number()]).nullish();

export const userProductBehavior = defineCall({
  method: "post",
  path: PRODUCT_BEHAVIOR_PATH,
  tag: "statistics",
  summary: `Records a product behaviour: "look" (the product page was viewed) or "purchase". The visitor is \`guestId\` (the anonymous device id) and/or the session's signed-in customer (a \`customerId\` in the body is accepted but ignored); at least one is required. A "look" of the same product by the same visitor within ${LOOK_DEDUPE_MINUTES} minutes of the last recorded one is not recorded again (\`recorded\` false, still code 200).`,
  body: z.object({
    source: z.string().trim().max(16).nullish().describe('Client, "pc" for this site'),
    customerId: optionalId.describe(
      "The spec's client sends the signed-in customer's id (0 or empty for a guest); accepted, never stored: the customer is the session's",
    ),
    guestId: optionalId.describe("Anonymous frontend identifier (the device id)"),
    behavior: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(PRODUCT_BEHAVIORS, { error: `behavior must be one of: ${PRODUCT_BEHAVIORS.join(", ")}` }),
    ),
    productId: id,
    country: z.string().trim().max(8).nullish().describe('"us"'),
  }),
  result: z.object({
    recorded: z
      .boolean()
      .describe(`false when a repeated look within ${LOOK_DEDUPE_MINUTES} minutes was ignored`),
  }),
  errors: { 404: "no such product", 422: "bad behavior, product id or no visitor identity" },
});

export const userOrderBehavior = defineCall({
  method: "post",
  path: ORDER_BEHAVIOR_PATH,
  tag: "statistics",
  summary:
    'Records an order behaviour of the shopper\'s own order: "purchase" (the confirmation of a paid order was shown) or "cancel" (it was canceled). Once per order and behaviour: a repeat answers recorded false.',
  body: z.object({
    behavior: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(ORDER_BEHAVIORS, { error: `behavior must be one of: ${ORDER_BEHAVIORS.join(", ")}` }),
    ),
    orderId: orderRef,
  }),
  result: z.object({
    recorded: z.boolean().describe("false when this order's behaviour was already recorded"),
  }),
  errors: {
    404: "not your order",
    409: "the behaviour does not match the order (a purchase of an unpaid order, a cancel of a live one)",
  },
});
