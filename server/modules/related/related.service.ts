import { eq, type SQL, sql } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import { AC_SPECIAL_CATEGORY_IDS } from "../../../contract/constants";
import type { relateProducts } from "../../../contract/related";
import { RELATED_TITLES, type RelatedKind } from "../../../contract/related-constants";
import { categories, productCategories, products } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { loadProductCards } from "../catalog/product-cards";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

interface Plan {
  kind: RelatedKind;
  /** Products listed in these categories come first… */
  first: number[];
  /** …then the rest of these (a superset of `first`). */
  all: number[];
  /** The product whose page asks, never listed. */
  exclude: number;
}

/**
 * Related products (see the contract's summary): for a product, listed products of the "first"
 * categories (its own subcategory, or both AC categories for an air conditioner) before the rest
 * of its top category; for a category, that category's (or both AC categories') products. Each
 * group by sales; only enabled products with an in-stock variant.
 */
export async function relatedProducts(
  ctx: RequestContext,
  query: { product_id?: number; category_id?: number; limit: number },
): Promise<CallResult<typeof relateProducts>> {
  const plan =
    query.product_id !== undefined
      ? await planForProduct(ctx, query.product_id)
      : await planForCategory(ctx, query.category_id ?? 0);
  const ids = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
      select p.id
      from products p
      where p.status = 1
        and p.id <> ${plan.exclude}
        and exists (select 1 from product_categories pc
                    where pc.product_id = p.id and pc.category_id in (${idList(plan.all)}))
        and exists (select 1 from product_variants v where v.product_id = p.id and v.is_in_stock)
      order by exists (select 1 from product_categories pc
                       where pc.product_id = p.id and pc.category_id in (${idList(plan.first)})) desc,
        p.sales_count desc, p.id asc
      limit ${query.limit}`),
  ).map((r) => Number(r.id));
  return {
    product_id: query.product_id ?? null,
    category_id: query.product_id === undefined ? (query.category_id ?? null) : null,
    kind: plan.kind,
    title: RELATED_TITLES[plan.kind],
    items: await loadProductCards(ctx.db, ids),
  };
}

const isAc = (categoryId: number) => AC_SPECIAL_CATEGORY_IDS.includes(categoryId);

async function planForProduct(ctx: RequestContext, productId: number): Promise<Plan> {
  const [product] = await ctx.db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound(`No product with id ${productId}.`);
  const listedIn = await ctx.db
    .select({ id: categories.id, level: categories.level })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, productId));
  const kind: RelatedKind = listedIn.some((c) => isAc(c.id)) ? "ac_recommendation" : "related";
  const first = kind === "ac_recommendation" ? [...AC_SPECIAL_CATEGORY_IDS] : [product.categoryId];
  const top = listedIn.reduce<{ id: number; level: number } | null>(
    (best, c) => (best === null || c.level < best.level ? c : best),
    null,
  );
  return { kind, first, all: [...new Set([...first, ...(top ? [top.id] : [])])], exclude: productId };
}

async function planForCategory(ctx: RequestContext, categoryId: number): Promise<Plan> {
  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw notFound(`No category with id ${categoryId}.`);
  const kind: RelatedKind = isAc(categoryId) ? "ac_recommendation" : "related";
  const first = kind === "ac_recommendation" ? [...AC_SPECIAL_CATEGORY_IDS] : [categoryId];
  return { kind, first, all: first, exclude: 0 };
}
