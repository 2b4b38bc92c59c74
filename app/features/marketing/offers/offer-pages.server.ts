// The baby registry and massage-chair guide pages' data: real catalogue reads through the API (the
// category by its path, its best sellers) and the chair coupon's restriction text. Public answers
// only: the same for everyone, so the pages may be kept like catalogue pages (decision 0021).
import type { AppLoadContext } from "react-router";
import type { CallResult } from "../../../../contract/call";
import type { productList } from "../../../../contract/catalog";
import { MARKETING_OFFER_PATHS } from "../../../../contract/marketing-offers-constants";
import { apiResult, callApi } from "../../../lib/server-api.server";

type Listing = CallResult<typeof productList>;

/** Products on each page: one row of four on a laptop, two rows on a phone. */
export const OFFER_PAGE_PRODUCTS = 8;
export const BABY_CATEGORY_PATH = "/baby-kids.html";
export const CHAIR_CATEGORY_PATH = "/health-beauty/massage-chairs.html";

/** A category's best sellers and subcategories, or null when the catalogue has no such category. */
async function bestSellers(context: AppLoadContext, categoryPath: string) {
  const found = await callApi<{ type: string; id: number }>(
    context,
    `/api/path?path=${encodeURIComponent(categoryPath)}`,
  );
  if (found.code !== 200 || found.result.type !== "category") return null;
  const listing = await apiResult<Listing>(
    context,
    `/api/products?category_id=${found.result.id}&page_size=${OFFER_PAGE_PRODUCTS}&sort=bestsellers`,
  );
  return {
    category: listing.category,
    children: listing.children,
    items: listing.items,
    total: listing.total,
  };
}

export async function loadBabyRegistry(context: AppLoadContext) {
  return { baby: await bestSellers(context, BABY_CATEGORY_PATH) };
}

export async function loadChairGuide(context: AppLoadContext) {
  const [chairs, restriction] = await Promise.all([
    bestSellers(context, CHAIR_CATEGORY_PATH),
    apiResult<{ infomation: string }>(context, MARKETING_OFFER_PATHS.chairRestriction),
  ]);
  return { chairs, restriction: restriction.infomation };
}

export type BabyRegistryData = Awaited<ReturnType<typeof loadBabyRegistry>>;
export type ChairGuideData = Awaited<ReturnType<typeof loadChairGuide>>;
