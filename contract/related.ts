import { z } from "zod";
import { defineCall } from "./call";
import { id, int } from "./fields";
import { productCardSchema } from "./product-card";
import { RELATE_PRODUCTS_PATH, RELATED_MAX, RELATED_TITLES } from "./related-constants";

export const relateProducts = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: RELATE_PRODUCTS_PATH,
  tag: "catalog",
  summary: `Products related to a product, for the rail under its FAQ: up to \`limit\` (at most ${RELATED_MAX}) enabled products with an in-stock variant, never the product itself. Products of the same subcategory come first, then the rest of its top category; each group by sales (best first), then id. For a product of an air-conditioner category (ids 444 and 1473, the AC page type) the answer is the AC recommendation block instead (\`kind\` "ac_recommendation", titled "${RELATED_TITLES.ac_recommendation}"): air conditioners of both AC categories first, by sales, then the rest of the top category. A product that is no longer available (status 2) still gets its list (its page is still shown). With \`category_id\` instead of \`product_id\` (for a category page's block) the list is that category's best sellers, or for the AC categories the AC recommendation block (air conditioners of both AC categories by sales). Exactly one of the two is required.`,
  query: z
    .object({
      product_id: id.optional().describe("The product whose page shows the rail"),
      category_id: id.optional().describe("Instead of product_id: the category whose page shows the block"),
      limit: int(1, RELATED_MAX).default(RELATED_MAX),
    })
    .refine((q) => (q.product_id === undefined) !== (q.category_id === undefined), {
      message: "give either product_id or category_id",
    }),
  result: z.object({
    product_id: z.number().int().nullable().describe("As asked, null when asked by category"),
    category_id: z.number().int().nullable().describe("As asked, null when asked by product"),
    kind: z
      .enum(["related", "ac_recommendation"])
      .describe('"ac_recommendation" for products and pages of the AC categories 444 and 1473'),
    title: z.string().describe(`"${RELATED_TITLES.related}" or "${RELATED_TITLES.ac_recommendation}"`),
    items: z.array(productCardSchema),
  }),
  errors: { 404: "no such product or category", 422: "neither or both of product_id and category_id" },
});
