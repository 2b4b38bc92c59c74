import { z } from "zod";
import { defineCall } from "./call";
import { id } from "./fields";
import { LOOK_DEDUPE_MINUTES, PRODUCT_BEHAVIOR_PATH, PRODUCT_BEHAVIORS } from "./related-constants";

const optionalId = z.union([z.string().trim().max(64), z.number()]).nullish();

export const userProductBehavior = defineCall({
  method: "post",
  path: PRODUCT_BEHAVIOR_PATH,
  tag: "statistics",
  summary: `Records a product behaviour: "look" (the product page was viewed) or "purchase". The visitor is \`guestId\` (the anonymous device id) and/or \`customerId\` (0 or empty for a guest); at least one is required. A "look" of the same product by the same visitor within ${LOOK_DEDUPE_MINUTES} minutes of the last recorded one is not recorded again (\`recorded\` false, still code 200).`,
  body: z.object({
    source: z.string().trim().max(16).nullish().describe('Client, "pc" for this site'),
    customerId: optionalId.describe("The signed-in customer's id; 0 or empty for a guest"),
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
