import { z } from "zod";
import { defineCall } from "./call";
import {
  appliedFiltersSchema,
  facetSchema,
  listingFilterQuerySchema,
  productListSortSchema,
} from "./catalog";
import {
  PRODUCT_LIST_DEFAULT_PAGE_SIZE,
  PRODUCT_LIST_DEFAULT_SORT,
  PRODUCT_LIST_MAX_PAGE,
  PRODUCT_LIST_MAX_PAGE_SIZE,
} from "./catalog-constants";
import { int, list } from "./fields";
import { productCardSchema } from "./product-card";
import { SEARCH_BEHAVIOR, SEARCH_MAX_MATCHES, SEARCH_MAX_QUERY_LENGTH } from "./search-constants";

/**
 * Search text as typed: any characters and any length are accepted; control characters become
 * spaces, runs of spaces collapse, and the result is cut to SEARCH_MAX_QUERY_LENGTH characters.
 */
export function normalizeSearchText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, SEARCH_MAX_QUERY_LENGTH)
      .trim()
  );
}

/** One value of a query parameter (the first when repeated), normalised. */
const searchText = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string({ error: "is required" }))
  .transform(normalizeSearchText);

const requiredSearchText = searchText.refine((v) => v.length > 0, "is required");

export const searchQuerySchema = listingFilterQuerySchema.extend({
  q: requiredSearchText.describe(
    `What the shopper typed; any characters, cut to ${SEARCH_MAX_QUERY_LENGTH} characters`,
  ),
  page: int(1, PRODUCT_LIST_MAX_PAGE).default(1),
  page_size: int(1, PRODUCT_LIST_MAX_PAGE_SIZE).default(PRODUCT_LIST_DEFAULT_PAGE_SIZE),
  sort: productListSortSchema.default(PRODUCT_LIST_DEFAULT_SORT),
  correct: z
    .enum(["0", "1"], { error: 'correct must be "0" or "1"' })
    .default("1")
    .describe(
      '"0": search the words exactly as typed, never corrected (the results page\'s "Search instead for …" link)',
    ),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchProducts = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/search",
  tag: "search",
  summary: `Full-text product search (name, category names and brand, key features and specifications; name matches rank first). Words that match nothing are corrected to the closest known word (typo tolerance), and \`corrected_query\` then says what was searched; \`correct=0\` searches the words as typed. Quotes, \`-word\` and \`or\` work as in web search engines. Facets and sorts as the category listing (relevance = search rank); at most ${SEARCH_MAX_MATCHES} best matches are listed. A page past the end answers an empty \`items\` with the real \`total\`.`,
  query: searchQuerySchema,
  result: z.object({
    query: z.string().describe("The query as searched before correction (normalised and bounded)"),
    corrected_query: z
      .string()
      .nullable()
      .describe('What was searched instead when a word was corrected ("Showing results for …"), else null'),
    items: z.array(productCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    sort: productListSortSchema,
    filters: appliedFiltersSchema,
    facets: z.array(facetSchema).describe("Facets of the matches (the `cat` facet offers top categories)"),
  }),
});

const suggestKeywordSchema = z.object({ keyword: z.string(), url: z.string() });

export const searchSuggest = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: "/api/search/suggest",
  tag: "search",
  summary:
    "Suggestions while typing in the header search box: up to 5 keywords (hot keywords and popular searches, as GET /api/search/popular counts them), 4 categories and 6 products. A blank query answers empty lists.",
  query: z.object({ q: searchText.default("") }),
  result: z.object({
    query: z.string(),
    keywords: z.array(suggestKeywordSchema),
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), url_path: z.string() })),
    products: z.array(productCardSchema),
  }),
});

const optionalId = z.union([z.string().max(64), z.number()]).nullish();

export const userSearchBehavior = defineCall({
  method: "post",
  path: "/v3/statistics/user-search-behavior",
  tag: "search",
  summary: `Records a search behaviour for analysis: \`behavior\` "${SEARCH_BEHAVIOR}" (a search was run; productIds = the ids it showed) or another (e.g. "click"). Stored only: what clients report never feeds the popular searches, which count the searches the server ran itself (GET /api/search).`,
  body: z.object({
    behavior: z
      .string({ error: "behavior is required" })
      .trim()
      .min(1, "behavior is required")
      .max(32, "behavior must be at most 32 characters"),
    keywords: z
      .string({ error: "keywords is required" })
      .transform(normalizeSearchText)
      .refine((v) => v.length > 0, "keywords is required"),
    productIds: list(z.coerce.number({ error: "productIds must be numbers" }).int().positive())
      .transform((ids) => [...new Set(ids)].slice(0, 100))
      .default([]),
    source: z.string().max(16).nullish(),
    customerId: optionalId,
    guestId: optionalId,
    country: z.string().max(8).nullish(),
  }),
  result: z.object({ recorded: z.boolean() }),
});
