import { and, asc, count, desc, eq, exists, type SQL } from "drizzle-orm";
import type { CallResult } from "../../../contract/call";
import type { ProductListQuery, productList } from "../../../contract/catalog";
import type { ProductListSort } from "../../../contract/catalog-constants";
import { productCategories, products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { loadCategoryTrail, loadMenuChildren, publicPath } from "./category-trail";
import { displayFinalPriceSql } from "./pricing";
import { loadProductCards } from "./product-cards";

/** Every sort ends with the product id so pages never overlap or skip a product. */
function orderFor(sort: ProductListSort): SQL[] {
  switch (sort) {
    case "position":
      return [asc(productCategories.position), asc(products.id)];
    case "bestsellers":
      return [desc(products.salesCount), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
    case "price_asc":
      return [asc(displayFinalPriceSql(products.id)), asc(products.id)];
    case "price_desc":
      return [desc(displayFinalPriceSql(products.id)), asc(products.id)];
    case "rating":
      return [desc(products.ratingSummary), desc(products.reviewsCount), asc(products.id)];
  }
}

/**
 * One page of a category's products. The product_categories rows already list a product under
 * its own category and every ancestor, so one join covers "a top category shows its
 * subcategories' products". Paging and sorting happen in the database; tiles come from
 * loadProductCards in the page's order.
 */
export async function listCategoryProducts(
  ctx: RequestContext,
  query: ProductListQuery,
): Promise<CallResult<typeof productList>> {
  const { category_id: categoryId, page, page_size: pageSize, sort } = query;
  const trail = await loadCategoryTrail(ctx.db, categoryId);
  const category = trail.at(-1);
  if (!category || category.id !== categoryId) throw notFound("The category you requested was not found.");

  // Listed = enabled and sellable (has a variant), the same products loadProductCards renders.
  const listed = and(
    eq(productCategories.categoryId, categoryId),
    eq(products.status, 1),
    exists(
      ctx.db
        .select({ one: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, products.id)),
    ),
  );
  const [children, [{ total }], pageRows] = await Promise.all([
    loadMenuChildren(ctx.db, categoryId),
    ctx.db
      .select({ total: count() })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(listed),
    ctx.db
      .select({ id: products.id })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .where(listed)
      .orderBy(...orderFor(sort))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const items = await loadProductCards(
    ctx.db,
    pageRows.map((r) => r.id),
  );

  return {
    category: {
      id: category.id,
      name: category.name,
      url_path: publicPath(category.urlPath),
      description: category.description,
      breadcrumbs: trail.map((c) => ({ name: c.name, url_path: publicPath(c.urlPath) })),
    },
    children: children.map((c) => ({ id: c.id, name: c.name, url_path: publicPath(c.urlPath) })),
    items,
    total,
    page,
    page_size: pageSize,
    sort,
  };
}
