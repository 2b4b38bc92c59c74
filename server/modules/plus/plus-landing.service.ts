// The landing's public reads: its editable blocks (plus_cms_blocks) and the products with a
// member price. Public answers (the same for every shopper): cached like catalog reads.
import { and, asc, count, desc, eq, exists, isNotNull, sql } from "drizzle-orm";
import { PLUS_LIST_PRICE_DOLLARS, PLUS_PRICE_DOLLARS } from "../../../contract/constants";
import { PLUS_TERMS_PATH } from "../../../contract/plus-constants";
import { products, productVariants } from "../../db/schema/catalog";
import { plusCmsBlocks } from "../../db/schema/plus";
import type { RequestContext } from "../../http/context";
import { loadProductCards } from "../catalog/product-cards";

export async function plusLandingInfo(ctx: RequestContext) {
  const rows = await ctx.db
    .select()
    .from(plusCmsBlocks)
    .where(eq(plusCmsBlocks.isActive, 1))
    .orderBy(asc(plusCmsBlocks.kind), asc(plusCmsBlocks.position), asc(plusCmsBlocks.id));
  const hero = rows.find((r) => r.kind === "hero");
  return {
    hero_title: hero?.title ?? `${ctx.config.STORE_NAME} PLUS+`,
    hero_subtitle: hero?.body ?? "",
    price: PLUS_PRICE_DOLLARS,
    list_price: PLUS_LIST_PRICE_DOLLARS,
    benefits: rows
      .filter((r) => r.kind === "benefit")
      .map((r) => ({ icon: r.icon, title: r.title, text: r.body })),
    faq: rows.filter((r) => r.kind === "faq").map((r) => ({ question: r.title, answer_html: r.body })),
    terms_url: PLUS_TERMS_PATH,
  };
}

/**
 * Enabled products with at least one variant that has a Plus+ price: those a shopper can buy now
 * (a variant in stock with units on hand) first, then the most reviewed.
 */
export async function plusProductPage(ctx: RequestContext, page: number, pageSize: number) {
  const hasPlusPrice = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(productVariants)
      .where(and(eq(productVariants.productId, products.id), isNotNull(productVariants.plusPriceCents))),
  );
  const where = and(eq(products.status, 1), hasPlusPrice);
  const buyable = sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id}
    and ${productVariants.isInStock} and ${productVariants.qty} > 0)`;
  const [ids, [total]] = await Promise.all([
    ctx.db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(buyable), desc(products.reviewsCount), asc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: await loadProductCards(
      ctx.db,
      ids.map((r) => r.id),
    ),
    total: Number(total?.n ?? 0),
    page,
  };
}
