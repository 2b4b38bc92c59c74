import { z } from "zod";
import { defineCall } from "./call";
import { list } from "./fields";
import { OFFER_LIST_MAX_ITEMS, OFFER_LIST_PATH } from "./protection-constants";

// Protection plans (extended warranty) offered on the product page and attached to cart lines by
// the cart (spec part 1 §3 "Protection plan", §4, §5, §7; part 2 §3, §7 getProductExtend, §9).
// Plan prices are integer cents and terms months, as the spec gives them (not dollars).

export const protectionPlanSchema = z.object({
  planId: z.string().describe("The plan product (coverage tier and term), e.g. FURN-36"),
  offerPlanId: z
    .string()
    .describe(
      "This offer: the plan at the item's current price, e.g. FURN-36-4999. Send it with add-to-cart; it stops matching when the item's price changes",
    ),
  term: z.number().int().describe("Coverage in months; the page shows years (months / 12)"),
  price: z.number().int().describe("Plan price in cents; the page shows dollars (cents / 100)"),
  title: z.string(),
  checked: z.boolean().describe("true for the first plan of each list: the preselected one"),
});

const offerItemSchema = z.object({
  referenceID: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(64, "must be at most 64 characters")
    .describe("The variant's sku"),
  price: z
    .union([z.number(), z.string()])
    .optional()
    .describe("The price the page shows. Accepted for compatibility and ignored: the server prices plans"),
  category: z
    .string()
    .max(200, "must be at most 200 characters")
    .optional()
    .describe("The item's category name. Accepted for compatibility and ignored: the server knows it"),
});

export const getOfferList = defineCall({
  method: "post",
  path: OFFER_LIST_PATH,
  tag: "protection",
  summary:
    "The spec's products/getProductExtend: protection plans (extended warranty) for each item, keyed by sku. The server looks each sku up and prices plans from its own final price and category (the `price` and `category` sent are ignored). Plans run 12/24/36 months (appliances and massage chairs 24/36/60), cost a share of the item's price with a minimum, end in .99, and the first of each list is `checked`. An unknown sku, an item of a category without plans (decor, bath, baby & kids, toys, pets …), an item under $50 or one no longer sold maps to `[]`. Body: `{ products: [{ referenceID, price, category }] }` as JSON.",
  body: z.object({
    products: list(offerItemSchema.strict())
      .refine((items) => items.length > 0, "must list at least one item")
      .refine(
        (items) => items.length <= OFFER_LIST_MAX_ITEMS,
        `must list at most ${OFFER_LIST_MAX_ITEMS} items`,
      )
      .describe("The items to offer plans for"),
  }),
  result: z
    .record(z.string(), z.array(protectionPlanSchema))
    .describe("sku → its plans, in the order asked; the first value is the first item's plan list"),
  errors: { 422: "the body is not a list of items with a referenceID" },
});

export type ProtectionPlanResult = z.infer<typeof protectionPlanSchema>;
