import { z } from "zod";
import { defineCall } from "./call";
import { int } from "./fields";
import { productCardSchema } from "./product-card";

/** Deals on a page: three rows of four on a laptop. */
export const DEALS_DEFAULT_PAGE_SIZE = 12;
export const DEALS_MAX_PAGE_SIZE = 48;

/**
 * Products on sale, the deepest cut first (the Black Friday page, issue 19). A deal is an enabled
 * product with a variant in stock whose special price is under its regular price; its percent off
 * is that variant's (the best one when several are on sale).
 */
export const dealsList = defineCall({
  method: "get",
  path: "/api/deals",
  tag: "catalog",
  summary:
    "Products on sale now (an in-stock variant whose special price is under its regular price), the largest percent off first, then the most reviewed. `category`: a top category's id (its subcategories' products); `categories` counts the deals of every top category that has some.",
  publicCacheSeconds: 60,
  query: z.object({
    category: int(1, 2_147_483_647).optional(),
    page: int(1, 100).default(1),
    page_size: int(1, DEALS_MAX_PAGE_SIZE).default(DEALS_DEFAULT_PAGE_SIZE),
  }),
  result: z.object({
    items: z.array(
      productCardSchema.extend({
        percent_off: z.number().int().describe("Whole percent off the regular price, rounded down"),
      }),
    ),
    total: z.number().int().describe("Deals matching the category (all pages)"),
    page: z.number().int(),
    categories: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          url_path: z.string(),
          count: z.number().int(),
        }),
      )
      .describe("Top categories with deals, in menu order"),
  }),
});
