import type { AppLoadContext } from "react-router";
import { apiResult } from "../../lib/server-api.server";
import { listQuery, readListState } from "./list-url";
import type { ProductListData } from "./product-list-types";

/**
 * The ProductList page's data: page, sort and facet filters come from the URL (all listing state
 * lives there, so every view is a shareable, cacheable link); the API filters, counts, pages and
 * sorts in the database.
 */
export async function loadProductList(
  context: AppLoadContext,
  categoryId: number,
  url: URL,
): Promise<ProductListData> {
  const state = readListState(url);
  const query = listQuery(state);
  query.set("category_id", String(categoryId));
  query.set("page", String(state.page));
  query.set("sort", state.sort);
  return apiResult<ProductListData>(context, `/api/products?${query}`);
}
