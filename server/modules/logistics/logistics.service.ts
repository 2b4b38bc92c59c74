import { and, asc, eq } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import { PREORDER_TAGS } from "../../../contract/catalog-constants";
import { EARLY_BIRD_SHIP_BUSINESS_DAYS, STANDARD_SHIPPING_DAYS } from "../../../contract/constants";
import type { productLogistic, productPickupConfig } from "../../../contract/logistics";
import {
  LOGISTIC_IN_STOCK,
  LOGISTIC_OUT_OF_STOCK,
  NOT_SHIPPED_CODE,
  ZIP_MESSAGES,
} from "../../../contract/logistics-constants";
import { products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { invalid, notFound } from "../../http/errors";
import { Reply } from "../../http/route";
import { addBusinessDays, calendarDate, isBusinessDay, parseBusinessDays, shortDate } from "./business-days";
import { PICKUP_STORE } from "./pickup-store";
import { NOT_SHIPPED_REGIONS, shippingZone, zipArea, zipCityLabel } from "./zip-regions";

type LogisticResult = CallResult<typeof productLogistic>;
type PickupResult = CallResult<typeof productPickupConfig>;

export const PRODUCT_NOT_FOUND = "This product was not found.";

/** "We do not ship to Alaska." — the message of the code-400 answer. */
export const notShippedMessage = (place: string) =>
  `We do not ship to ${place}. We ship within the contiguous United States only (no Alaska, Guam, Hawaii, Puerto Rico, FPO, APO or PO Box).`;

/**
 * Transit business days to a zone, from the product's range: the range split in thirds,
 * near zone the first, middle the second, far the last (2-5 → 2–3, 3–4, 4–5).
 */
export function transitDays(
  range: { min: number; max: number },
  zone: 0 | 1 | 2,
): { min: number; max: number } {
  const span = range.max - range.min;
  return {
    min: range.min + Math.round((span * zone) / 3),
    max: range.min + Math.round((span * (zone + 1)) / 3),
  };
}

/** Business days from `from` to `to` (both calendar dates; 0 when `to` is not later). */
export function businessDaysBetween(from: Date, to: Date): number {
  let n = 0;
  for (let t = from.getTime() + 86_400_000; t <= to.getTime(); t += 86_400_000) {
    if (isBusinessDay(new Date(t))) n++;
  }
  return n;
}

interface ProductFacts {
  status: number;
  businessDays: string;
  productTag: string | null;
  presaleEndDate: Date | null;
  isPickup: boolean;
}

async function loadProduct(ctx: RequestContext, productId: number): Promise<ProductFacts> {
  const [row] = await ctx.db
    .select({
      status: products.status,
      businessDays: products.businessDays,
      productTag: products.productTag,
      presaleEndDate: products.presaleEndDate,
      isPickup: products.isPickup,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** The `piid` variant when it belongs to the product, else the first in-stock variant, else the first. */
async function loadVariant(ctx: RequestContext, productId: number, piid: number | undefined) {
  const columns = { isInStock: productVariants.isInStock, fillTime: productVariants.fillTime };
  if (piid !== undefined) {
    const [own] = await ctx.db
      .select(columns)
      .from(productVariants)
      .where(and(eq(productVariants.id, piid), eq(productVariants.productId, productId)));
    if (own) return own;
  }
  const all = await ctx.db
    .select(columns)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return all.find((v) => v.isInStock) ?? all[0] ?? null;
}

export async function productLogisticEstimate(
  ctx: RequestContext,
  input: { productId: number; zipcode: string; piid?: number },
): Promise<LogisticResult | Reply<null>> {
  const area = zipArea(input.zipcode);
  if (!area) throw invalid(ZIP_MESSAGES.invalid);
  const product = await loadProduct(ctx, input.productId);
  const notShipped = NOT_SHIPPED_REGIONS[area.region];
  // An expected answer about the address, not a failed request: HTTP 200 with the envelope code.
  if (notShipped) return new Reply(NOT_SHIPPED_CODE, notShippedMessage(notShipped), null);

  const variant = await loadVariant(ctx, input.productId, input.piid);
  const today = calendarDate(ctx.now);
  const transit = transitDays(
    parseBusinessDays(product.businessDays, STANDARD_SHIPPING_DAYS),
    shippingZone(area.region),
  );
  const zipCity = zipCityLabel(area);
  const base = { logisticZipCity: zipCity, region_code: area.region };
  const transitText = `${transit.min}–${transit.max} business days`;

  if (product.status === 2 || !variant) {
    return {
      ...base,
      status: LOGISTIC_OUT_OF_STOCK,
      logisticDate: null,
      logisticText: "This item is no longer available.",
      business_days: transit,
      oosInfOfArrival: "This item is no longer available.",
    };
  }

  if (!variant.isInStock) {
    const fill = variant.fillTime ? calendarDate(variant.fillTime) : null;
    if (!fill) {
      return {
        ...base,
        status: LOGISTIC_OUT_OF_STOCK,
        logisticDate: null,
        logisticText: `Out of stock. Once it is back, free standard shipping to ${zipCity} takes ${transitText}.`,
        business_days: transit,
        oosInfOfArrival: "Out of stock. The restock date is not known yet.",
      };
    }
    const start = new Date(Math.max(fill.getTime(), today.getTime()));
    const wait = businessDaysBetween(today, start);
    return {
      ...base,
      status: LOGISTIC_OUT_OF_STOCK,
      logisticDate: `Get it by ${shortDate(addBusinessDays(start, transit.max))}`,
      logisticText: `Out of stock. It ships when it is back in stock, then free standard shipping to ${zipCity} takes ${transitText}.`,
      business_days: { min: wait + transit.min, max: wait + transit.max },
      oosInfOfArrival: `Expected back in stock by ${shortDate(start)}.`,
    };
  }

  if (product.productTag && PREORDER_TAGS.includes(product.productTag)) {
    // Pre-order: the presale end is taken as the arrival; it ships 10–15 business days later.
    const arrival = product.presaleEndDate ? calendarDate(product.presaleEndDate) : today;
    const start = new Date(Math.max(arrival.getTime(), today.getTime()));
    const wait = businessDaysBetween(today, start);
    const ship = EARLY_BIRD_SHIP_BUSINESS_DAYS;
    return {
      ...base,
      status: LOGISTIC_IN_STOCK,
      logisticDate: `Get it by ${shortDate(addBusinessDays(start, ship.max + transit.max))}`,
      logisticText: `${product.productTag}: ships ${ship.min}–${ship.max} business days after it arrives, then free standard shipping to ${zipCity} takes ${transitText}.`,
      business_days: { min: wait + ship.min + transit.min, max: wait + ship.max + transit.max },
      oosInfOfArrival: null,
    };
  }

  return {
    ...base,
    status: LOGISTIC_IN_STOCK,
    logisticDate: `Get it by ${shortDate(addBusinessDays(today, transit.max))}`,
    logisticText: `Free standard shipping to ${zipCity}: delivered in ${transitText}.`,
    business_days: transit,
    oosInfOfArrival: null,
  };
}

export async function productPickupConfigFor(ctx: RequestContext, productId: number): Promise<PickupResult> {
  const product = await loadProduct(ctx, productId);
  return { pickup_config: product.isPickup && product.status === 1 ? PICKUP_STORE : null };
}
