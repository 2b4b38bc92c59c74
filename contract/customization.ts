import { z } from "zod";
import { defineCall } from "./call";
import { CUSTOMIZE_PRODUCT_PATH, CUSTOMIZE_SUBSCRIBE_PATH } from "./customization-constants";
import { id, int } from "./fields";

// The customization drawer's calls (spec part 2 §3 "Customization sku data", §4, §7
// customizeSubscrib / customizeProduct). Money is dollars; the database keeps cents.

const statSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().describe("Site-relative swatch picture"),
  is_check: z.union([z.literal(0), z.literal(1)]).describe("1 for the selected stat of its group"),
  disable: z.union([z.literal(0), z.literal(1)]).describe("1 when shown but not choosable"),
});

export const customizationProductSchema = z.object({
  entity_id: z.number().int(),
  name: z.string(),
  url_path: z.string(),
  is_customized: z.number().int().describe("The model family: 1 or 2"),
  options: z
    .array(z.object({ content: z.string().describe("The group heading"), stats: z.array(statSchema) }))
    .describe("Option groups in order; exactly one stat checked per group that applies"),
});

export const skuDataSchema = z.object({
  title: z.string().describe("Product name and the chosen options"),
  specialPrice: z.number().nullable().describe("Dollars; null without a special price"),
  price: z.number().describe("Dollars: the product's price plus the chosen options' deltas"),
  favorable: z.number().describe("Dollars saved (price − specialPrice), 0 without a special price"),
  childId: z.number().int().describe("The variant the configuration is built on"),
  entityId: z.number().int(),
  type: z.number().int().describe("The family's customization type"),
  priceImage: z.string().describe("Picture of the configuration"),
  priceList: z
    .array(z.object({ label: z.string(), price: z.number() }))
    .length(3)
    .describe('Three entries: "Base price", "Options", "Total" (dollars; Total is what is paid)'),
  sku: z.string(),
  discountContent: z.string().describe('"Save $x.xx" or ""'),
  businessDays: z.string(),
  customerWish: z
    .literal(0)
    .describe(
      "Always 0: this answer is the same for every shopper; the wish state comes from GET /api/wishlist/product",
    ),
  optionValue: z.string().describe("The chosen stats' names joined by ' / '"),
  isInStock: z.union([z.literal(0), z.literal(1)]),
  customizedModel: z
    .string()
    .nullable()
    .describe("3D model url for the AR viewer; null when the configuration has none (all, today)"),
  qty: z
    .number()
    .int()
    .describe("Most that can be bought at once; quantity choices run 1…qty (0 when out of stock)"),
});

export const customizeSubscribe = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: CUSTOMIZE_SUBSCRIBE_PATH,
  tag: "catalog",
  summary:
    "The spec's customizeSubscrib: the option groups and sku data of a model. A model code is `{product_id}` (the product's default configuration: each group's default stat) or `{product_id}-{id}-{id}…` (as customizeProduct returns). Only products with is_customized 1 or 2 have models. The spec's customerId is not taken: wish state needs sign-in, which does not exist yet.",
  query: z.object({
    model: z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(80, "must be at most 80 characters")
      .describe("A model code"),
  }),
  result: z.object({ product: customizationProductSchema, skuData: skuDataSchema }),
  errors: {
    404: "no such product",
    422: "not a model code, the product is not customizable, or the ids are not a valid choice",
  },
});

export const customizeProduct = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: CUSTOMIZE_PRODUCT_PATH,
  tag: "catalog",
  summary:
    "The spec's customizeProduct: the configuration for the selected stat ids (one per group, in group order, comma-joined), with the new option groups and sku data. If the type is 0 and the first id is 1 the ids become 1 and 2 (the family's preset: the other groups do not apply and come back disabled). A disabled stat, an unknown id, two ids of one group, a missing group or a type that is not the product's answer 422.",
  query: z.object({
    product_id: id.describe("The customizable product"),
    type: int(0, 9).describe("The customization type the drawer shows (sku data `type`)"),
    ids: z
      .string({ error: "is required" })
      .trim()
      .regex(/^\d{1,6}(,\d{1,6}){0,9}$/, "must be stat ids joined by commas")
      .transform((s) => s.split(",").map(Number))
      .describe("Selected stat ids, comma-joined, e.g. 3,6,9"),
  }),
  result: z.object({
    model: z.string().describe("The model code of this configuration (for customizeSubscrib)"),
    product: customizationProductSchema,
    skuData: skuDataSchema,
  }),
  errors: {
    404: "no such product",
    422: "the product is not customizable, the type is not its type, or the ids are not a valid choice",
  },
});

export type CustomizeResult = z.infer<typeof customizeProduct.result>;
export type SkuData = z.infer<typeof skuDataSchema>;
export type CustomizationProduct = z.infer<typeof customizationProductSchema>;
