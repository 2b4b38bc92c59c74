import type { CallResult } from "../../../contract/call";
import type { ProductListQuery, productList } from "../../../contract/catalog";
import { AC_INSTALLATION_CATEGORY_IDS } from "../../../contract/catalog-constants";
import type { RequestContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { loadCategoryTrail, loadMenuChildren, publicPath } from "./category-trail";
import { queryListing } from "./listing-query";

/**
 * One page of a category's products with its facets. The product_categories rows already list a
 * product under its own category and every ancestor, so the scope covers "a top category shows
 * its subcategories' products". Filtering, facet counts, sorting and paging happen in the
 * database (queryListing); tiles come from loadProductCards in the page's order.
 */
export async function listCategoryProducts(
  ctx: RequestContext,
  query: ProductListQuery,
): Promise<CallResult<typeof productList>> {
  const { category_id: categoryId, page, page_size: pageSize, sort } = query;
  const trail = await loadCategoryTrail(ctx.db, categoryId);
  const category = trail.at(-1);
  if (!category || category.id !== categoryId) throw notFound("The category you requested was not found.");

  const [children, listing] = await Promise.all([
    loadMenuChildren(ctx.db, categoryId),
    queryListing(ctx, {
      scope: { categoryId },
      filters: {
        cat: query.cat,
        price: query.price,
        color: query.color,
        rating: query.rating,
        in_stock: query.in_stock,
      },
      sort,
      page,
      pageSize,
    }),
  ]);

  return {
    category: {
      id: category.id,
      name: category.name,
      url_path: publicPath(category.urlPath),
      description: category.description,
      breadcrumbs: trail.map((c) => ({ name: c.name, url_path: publicPath(c.urlPath) })),
    },
    children: children.map((c) => ({ id: c.id, name: c.name, url_path: publicPath(c.urlPath) })),
    items: listing.items,
    total: listing.total,
    page,
    page_size: pageSize,
    sort,
    filters: listing.filters,
    facets: listing.facets,
    ac_installation: AC_INSTALLATION_CATEGORY_IDS.includes(categoryId),
  };
}
