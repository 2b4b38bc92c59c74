import { z } from "zod";
import { defineCall } from "./call";
import {
  LISTING_FACETS,
  LISTING_MAX_FACET_VALUES,
  PRICE_BUCKETS,
  PRODUCT_LIST_DEFAULT_PAGE_SIZE,
  PRODUCT_LIST_DEFAULT_SORT,
  PRODUCT_LIST_MAX_PAGE,
  PRODUCT_LIST_MAX_PAGE_SIZE,
  PRODUCT_LIST_SORTS,
} from "./catalog-constants";
import { id, int, queryId } from "./fields";
import { productCardSchema } from "./product-card";

// Catalog calls: the category listing (ProductList page) and the product detail (ProductDetail
// and FeedProductDetail pages). Money is dollars in every answer; the server computes it from cents.

export const productListSortSchema = z.enum(PRODUCT_LIST_SORTS, {
  error: `must be one of ${PRODUCT_LIST_SORTS.join(", ")}`,
});

const linkSchema = z.object({
  name: z.string(),
  url_path: z.string().describe("Canonical path with a leading slash, e.g. /furniture/sofas-sectionals.html"),
});

/**
 * A facet parameter: repeatable (`color=Red&color=Blue`) and/or comma-separated (`color=Red,Blue`).
 * Never refused: blank, over-long and surplus values are dropped here, unknown ones by the listing.
 */
const facetValues = z
  .preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(z.unknown()))
  .transform((values) => {
    const out: string[] = [];
    for (const v of values) {
      if (typeof v !== "string") continue;
      for (const part of v.split(",")) {
        const value = part.trim();
        if (value && value.length <= 100 && !out.includes(value)) out.push(value);
      }
    }
    return out.slice(0, LISTING_MAX_FACET_VALUES);
  });

/**
 * The facet filters of a listing query (shared by the category listing and search results).
 * Several values of one facet OR together; different facets AND together.
 */
export const listingFilterQuerySchema = z.object({
  cat: facetValues.describe(
    "Subcategory ids (repeatable or comma-separated); ids that are not facet values are ignored",
  ),
  price: facetValues.describe(
    `Price range keys: ${PRICE_BUCKETS.map((b) => b.key).join(", ")} (on the display variant's final price)`,
  ),
  color: facetValues.describe("Colour names as the facet lists them; unknown names are ignored"),
  rating: facetValues.describe("Minimum average stars 1–4; several values: the lowest applies"),
  in_stock: facetValues.describe("1: only products with a variant in stock"),
});
export type ListingFilterQuery = z.output<typeof listingFilterQuerySchema>;

export const productListQuerySchema = listingFilterQuerySchema.extend({
  category_id: queryId,
  page: int(1, PRODUCT_LIST_MAX_PAGE).default(1),
  page_size: int(1, PRODUCT_LIST_MAX_PAGE_SIZE).default(PRODUCT_LIST_DEFAULT_PAGE_SIZE),
  sort: productListSortSchema.default(PRODUCT_LIST_DEFAULT_SORT),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const appliedFiltersSchema = z
  .object({
    cat: z.array(z.number().int()),
    price: z.array(z.string()),
    color: z.array(z.string()),
    rating: z.number().int().nullable().describe("Minimum stars, null when not filtered"),
    in_stock: z.boolean(),
  })
  .describe("The filters that were applied (unknown values left out)");

export const facetSchema = z.object({
  name: z.enum(LISTING_FACETS).describe("The query parameter of this facet"),
  label: z.string(),
  multiple: z
    .boolean()
    .describe("true: values are checkboxes that OR together; false: choose one (rating, in stock)"),
  values: z.array(
    z.object({
      value: z.string().describe("What the query parameter carries"),
      label: z.string(),
      count: z
        .number()
        .int()
        .describe("Products matching this value and every OTHER active facet (standard facet counting)"),
      selected: z.boolean(),
      hex: z.string().nullable().describe("Swatch colour `#rrggbb` (colour facet), else null"),
    }),
  ),
});
export type ListingFacet = z.infer<typeof facetSchema>;
export type AppliedFilters = z.infer<typeof appliedFiltersSchema>;

export const productList = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/products",
  tag: "catalog",
  summary:
    "One page of a category's products with facets. A top category lists its subcategories' products too. Filters: `cat` (subcategory ids), `price` (range keys), `color`, `rating` (min stars), `in_stock=1`; values of one facet OR together, different facets AND together; unknown values are ignored. Each facet value's count applies every other active facet. Sorts: relevance (= position, the merchandised order), bestsellers, newest, price_asc / price_desc (by the final price of the tile's display variant: the first in-stock variant, else the first), rating. A page past the end answers an empty `items` with the real `total`.",
  query: productListQuerySchema,
  result: z.object({
    category: z.object({
      id: z.number().int(),
      name: z.string(),
      url_path: z.string().describe("Canonical path with a leading slash"),
      description: z.string(),
      breadcrumbs: z
        .array(linkSchema)
        .describe(
          "From the top category down to this category itself (last). The home link is not included.",
        ),
    }),
    children: z
      .array(linkSchema.extend({ id: z.number().int() }))
      .describe("Direct subcategories, in menu order"),
    items: z.array(productCardSchema),
    total: z.number().int().describe("Listed products matching the filters (all pages)"),
    page: z.number().int(),
    page_size: z.number().int(),
    sort: productListSortSchema,
    filters: appliedFiltersSchema,
    facets: z
      .array(facetSchema)
      .describe("In panel order; values with no matching product are left out unless selected"),
    ac_installation: z
      .boolean()
      .describe("The category offers the AC installation service (category ids 444 and 1473)"),
  }),
  errors: { 404: "no such category" },
});

// ---- Product detail -------------------------------------------------------------------------

const moneySchema = z.number().describe("Dollars");

export const priceSchema = z.object({
  price: moneySchema.describe("Regular price in dollars"),
  final_price: moneySchema.describe(
    "What the shopper pays: the special price when it is lower, else the price",
  ),
  special_price: moneySchema.nullable().describe("Sale price in dollars, null when there is none"),
});

export const tierPriceSchema = z.object({
  qty: z.number().int().describe("Buying at least this many…"),
  value: moneySchema.describe("…costs this much each (dollars)"),
});

export const inventorySchema = z.object({
  is_in_stock: z.boolean(),
  min_sale_qty: z.number().int().describe("Smallest quantity one order line may hold"),
  usable_qty: z
    .number()
    .int()
    .describe("Largest quantity one order line may hold: min(qty, max_sale_qty) when in stock, else 0"),
  qty: z.number().int().describe("Units on hand; under 10 (and in stock) shows the low-stock message"),
});

export const galleryImageSchema = z.object({
  value_id: z.number().int(),
  pre_image: z.string().describe("Full-size image url"),
  thumbnail: z.string().describe("Thumbnail url"),
  alt: z.string(),
  width: z.number().int().describe("Intrinsic width of pre_image in pixels"),
  height: z.number().int().describe("Intrinsic height of pre_image in pixels"),
});

export const variantOptionSchema = z.object({
  color: z.string().nullable(),
  color_hex: z.string().nullable().describe("Swatch colour `#rrggbb` of `color`"),
  size: z.string().nullable(),
  style: z.string().nullable(),
  number_of_pieces: z.number().int().nullable(),
});

export const variantSchema = z.object({
  piid: z.number().int().describe("Variant id (child_id of the add-to-cart payload)"),
  product_id: z.number().int().describe("The parent product's entity_id"),
  sku: z.string(),
  option: variantOptionSchema,
  option_value: z.string().describe('Readable option summary, e.g. "Charcoal Gray / Queen"'),
  price: moneySchema.describe("Regular price in dollars"),
  final_price: moneySchema,
  special_price: moneySchema.nullable(),
  plus_price: moneySchema.nullable().describe("Plus+ member price in dollars, null when none"),
  tier_price: z.array(tierPriceSchema),
  inventory: inventorySchema,
  product_fill_time: z.string().nullable().describe("ISO date when an out-of-stock variant is expected back"),
  gallery: z.array(galleryImageSchema),
  is_pickup: z.boolean(),
});

export const productDetailSchema = z.object({
  entity_id: z.number().int(),
  product_id: z.number().int().describe("Same as entity_id"),
  name: z.string(),
  brand: z.string(),
  item_no: z.string(),
  gtin: z.string(),
  sku: z.string().describe("The selected variant's sku"),
  type_id: z.string().describe("configurable (has several variants) or simple"),
  url_path: z.string().describe("Canonical path with a leading slash"),
  status: z
    .union([z.literal(1), z.literal(2)])
    .describe(
      "1 enabled; 2 no longer available: the page is still shown (old links keep working) but cannot be bought",
    ),
  category_list: z
    .array(linkSchema.extend({ id: z.number().int() }))
    .describe("Every category listing the product"),
  position: z
    .array(linkSchema.extend({ entity_id: z.number().int() }))
    .describe("Breadcrumb categories from the top category down to the product's own category"),
  piid: z
    .number()
    .int()
    .describe(
      "The selected variant: the `piid` query when it names a variant of this product, else the first in-stock variant, else the first",
    ),
  price: priceSchema.describe("Of the selected variant"),
  tier_price: z.array(tierPriceSchema).describe("Of the selected variant, by ascending qty"),
  inventory: inventorySchema.describe("Of the selected variant"),
  gallery: z.array(galleryImageSchema).describe("Of the selected variant"),
  product_fill_time: z.string().nullable().describe("Of the selected variant"),
  relation: z.array(variantSchema).describe("Every variant, in display order"),
  product_tag: z
    .string()
    .nullable()
    .describe("Pre-order, Super Early Bird, Drop Price, Best Seller, New … or null"),
  presale_end_date: z.string().nullable().describe("ISO date when a pre-order's presale ends"),
  spkie_special_time: z
    .number()
    .int()
    .nullable()
    .describe(
      "Seconds left of a Drop Price offer when the answer was made (spec spelling); null when none or over",
    ),
  coupon_useabled: z
    .union([z.literal(0), z.literal(1)])
    .describe("0: already at its best price, coupons do not apply"),
  is_no_discount_product: z.boolean().describe("Coupons and points do not apply to this item"),
  is_plus: z
    .union([z.literal(0), z.literal(1)])
    .describe("1 when the selected variant has a Plus+ member price"),
  plus_price: moneySchema.nullable().describe("Of the selected variant"),
  pointsType: z
    .number()
    .int()
    .describe("1: guests see 'Log in for n PTS'; 2 and 3: earned-points message variants"),
  is_pickup: z.boolean(),
  is_customized: z.number().int().describe("0 not customizable; 1 or 2 customizable (model family)"),
  is_chair: z.boolean(),
  has_video: z.boolean(),
  businessDays: z.string().describe('Usual delivery time in business days, e.g. "2-5"'),
  short_description: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  texts: z.object({
    key_features: z.array(z.string()),
    specifications: z.array(z.object({ label: z.string(), value: z.string() })),
    product_care: z.string(),
  }),
  rating: z.object({
    rating_summary: z.number().int().describe("0–100, percent of five stars"),
    reviews_count: z.number().int(),
  }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductVariant = z.infer<typeof variantSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type TierPrice = z.infer<typeof tierPriceSchema>;

export const productDetail = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/product/:id",
  tag: "catalog",
  summary:
    "A product's detail page data with every variant (`relation`) and the selected one (`piid`). A product that is no longer available (status 2) is still answered so its page can say so.",
  params: z.object({ id }),
  query: z.object({
    piid: id.optional().describe("Pre-selects this variant when it belongs to the product"),
  }),
  result: productDetailSchema,
  errors: { 404: "no such product" },
});
