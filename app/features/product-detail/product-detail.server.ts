import type { AppLoadContext } from "react-router";
import { apiResult } from "../../lib/server-api.server";
import { readPiid } from "./piid-url";
import type { ProductDetail, ProductDetailData } from "./product-detail-types";

/**
 * The ProductDetail / FeedProductDetail page's data. The URL's `piid` pre-selects a variant;
 * the API falls back to the first in-stock variant (then the first) when it names none of this
 * product's variants.
 */
export async function loadProductDetail(
  context: AppLoadContext,
  productId: number,
  url: URL,
  opts: { feed: boolean },
): Promise<ProductDetailData> {
  const piid = readPiid(url);
  const query = piid === undefined ? "" : `?piid=${piid}`;
  const product = await apiResult<ProductDetail>(context, `/api/product/${productId}${query}`);
  return { ...product, feed: opts.feed };
}
