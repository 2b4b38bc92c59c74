import type { AppLoadContext } from "react-router";
import { apiResult } from "../../lib/server-api.server";
import { readListState } from "./list-url";
import type { ProductListData } from "./product-list-types";

/**
 * The ProductList page's data: the page and sort come from the URL (all listing state lives
 * there, so every view is a shareable, cacheable link); the API pages and sorts in the database.
 */
export async function loadProductList(
  context: AppLoadContext,
  categoryId: number,
  url: URL,
): Promise<ProductListData> {
  const { page, sort } = readListState(url);
  const query = new URLSearchParams({ category_id: String(categoryId), page: String(page), sort });
  return apiResult<ProductListData>(context, `/api/products?${query}`);
}
