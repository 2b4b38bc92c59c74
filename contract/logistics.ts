import { z } from "zod";
import { defineCall } from "./call";
import { id } from "./fields";
import {
  PICKUP_CONFIG_PATH,
  PRODUCT_LOGISTIC_PATH,
  US_POSTCODE_PATTERN,
  ZIP_MESSAGES,
} from "./logistics-constants";

// Shipping estimate and store pickup (spec part 2 §3, §4, §7; part 1 §7). The spec shows the
// estimate's fields and path; the pickup config has its own read so the page can decide on the
// Delivery / Pickup tabs before any zip code is entered.

const zipcode = z
  .string({ error: ZIP_MESSAGES.invalid })
  .trim()
  .regex(US_POSTCODE_PATTERN, ZIP_MESSAGES.invalid)
  .describe("5-digit US zip code, or ZIP+4 (90602 or 90602-1234)");

export const logisticSchema = z.object({
  status: z.union([z.literal(1), z.literal(0)]).describe("1 in stock, 0 out of stock"),
  logisticDate: z
    .string()
    .nullable()
    .describe(
      '"Get it by Tue, Dec 2": the latest expected delivery day; null when out of stock with no refill date',
    ),
  logisticText: z.string().describe("The estimate in a sentence"),
  logisticZipCity: z
    .string()
    .describe('"Whittier, CA 90602" (the city is the zip area\'s principal city when known)'),
  region_code: z.string().describe("Two-letter state of the zip code (drives the NJ pickup rule)"),
  business_days: z
    .object({ min: z.number().int(), max: z.number().int() })
    .describe("Business days from today to delivery, as used for logisticDate (max)"),
  oosInfOfArrival: z.string().nullable().describe("When status is 0: when the item is expected back"),
});
export type Logistic = z.infer<typeof logisticSchema>;

export const productLogistic = defineCall({
  method: "post",
  path: PRODUCT_LOGISTIC_PATH,
  tag: "catalog",
  summary:
    "The spec's getProductShipping: delivery estimate of a product (the `piid` variant, else the default variant) to a US zip code. Business days skip weekends and carrier holidays and start in the warehouse's time zone (America/New_York). In stock: the product's `businessDays` range (e.g. 2-5) narrowed by distance from the New Jersey warehouse (near / middle / far zone of the destination state). Out of stock: from the refill date plus the transit days. Pre-order and Super Early Bird: from the presale end plus 15 business days plus transit. Alaska, Hawaii, Puerto Rico, Guam and the Pacific territories, the Virgin Islands and military (APO/FPO/DPO) zip codes answer code 400 with a message and a null result.",
  body: z.object({
    productId: id,
    zipcode,
    piid: id.optional(),
  }),
  result: logisticSchema,
  errors: {
    400: "the zip code is outside the shipping area (Alaska, Hawaii, Puerto Rico, Guam, territories, APO/FPO/DPO); result null",
    404: "no such product",
    422: "bad productId, piid or zipcode (the spec's US postcode message)",
  },
});

export const pickupConfigSchema = z.object({
  title: z.string(),
  storeAddress: z.string().describe("HTML, trusted (store data)"),
  discountText: z.string(),
  mapUrl: z.string().describe("A maps link to open in a new tab"),
  street: z.string(),
  city: z.string(),
  region_short: z.string().describe("Two-letter state"),
  postcode: z.string(),
  pickup_weekly: z.string().describe("Opening days"),
  pickup_daly: z.string().describe("Opening hours (spec spelling)"),
  details: z.string().describe("HTML, trusted (store data)"),
});
export type PickupConfig = z.infer<typeof pickupConfigSchema>;

export const productPickupConfig = defineCall({
  publicCacheSeconds: 60,
  method: "get",
  path: PICKUP_CONFIG_PATH,
  tag: "catalog",
  summary:
    "The store-pickup config of a product: the pickup store when the product can be picked up (`is_pickup`), else `pickup_config` null. The page shows the Delivery / Pickup tabs only with a config and a shopper detected in NJ.",
  query: z.object({ product_id: id }),
  result: z.object({ pickup_config: pickupConfigSchema.nullable() }),
  errors: { 404: "no such product", 422: "bad product_id" },
});
