import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type OfferList,
  type ProtectionPlan,
  plansFor,
  tierFor,
} from "../../../contract/protection-constants";
import { categories, products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { finalPriceCents } from "../catalog/pricing";

const topCategories = alias(categories, "top_categories");

/**
 * The server's own view of each sku: final price, category and whether it is still sold. The
 * client's price and category are never used: plans are priced from these.
 */
async function loadItems(ctx: RequestContext, skus: string[]) {
  if (skus.length === 0) return new Map<string, ProtectionPlan[]>();
  const rows = await ctx.db
    .select({
      sku: productVariants.sku,
      priceCents: productVariants.priceCents,
      specialPriceCents: productVariants.specialPriceCents,
      status: products.status,
      subKey: categories.urlKey,
      topKey: topCategories.urlKey,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(topCategories, eq(topCategories.id, categories.parentId))
    .where(inArray(productVariants.sku, skus));
  const out = new Map<string, ProtectionPlan[]>();
  for (const row of rows) {
    // A product no longer sold (status 2) cannot be bought, so it is offered nothing.
    if (row.status === 2) continue;
    // A subcategory's parent is the top category; a product filed directly under a top one has none.
    const topKey = row.topKey ?? row.subKey;
    const subKey = row.topKey ? row.subKey : null;
    out.set(
      row.sku,
      plansFor(tierFor(topKey, subKey), finalPriceCents(row.priceCents, row.specialPriceCents)),
    );
  }
  return out;
}

/** Plans for each asked sku, in the order asked (duplicates once); unknown skus map to []. */
export async function getOfferList(
  ctx: RequestContext,
  input: { products: { referenceID: string }[] },
): Promise<OfferList> {
  const skus = [...new Set(input.products.map((p) => p.referenceID))];
  const plans = await loadItems(ctx, skus);
  const out: OfferList = {};
  for (const sku of skus) out[sku] = plans.get(sku) ?? [];
  return out;
}

/**
 * The plan an offer id names for this sku at the item's current price, or null when the sku is
 * unknown, is offered no plans, or the offer is stale (the price changed since it was made). The
 * cart attaches plans through this, so the plan price it stores is always the server's.
 */
export async function findPlan(
  ctx: RequestContext,
  input: { sku: string; offerPlanId: string },
): Promise<ProtectionPlan | null> {
  const plans = await loadItems(ctx, [input.sku]);
  return plans.get(input.sku)?.find((p) => p.offerPlanId === input.offerPlanId) ?? null;
}
