import type { AppLoadContext } from "react-router";
import type { FaqListResult, ReviewListResult } from "../../../contract/reviews";
import {
  FAQ_LIST_PATH,
  FAQ_PAGE_SIZE,
  REVIEW_LIST_PATH,
  REVIEW_MAX_PAGE,
  REVIEW_PAGE_SIZE,
} from "../../../contract/reviews-constants";
import { apiResult } from "../../lib/server-api.server";
import { readPiid } from "./piid-url";
import type { ProductDetail, ProductDetailData } from "./product-detail-types";
import type { ProductSectionsData } from "./reviews/section-data";
import { pageCount, requestedPage, SECTION_PAGE_PARAMS } from "./reviews/section-paging";

/**
 * The ProductDetail / FeedProductDetail page's data. The URL's `piid` pre-selects a variant;
 * the API falls back to the first in-stock variant (then the first) when it names none of this
 * product's variants. The review and FAQ pages the URL asks for (`reviews_page`, `faq_page`;
 * page 1 otherwise) load alongside, in parallel: they are part of the page search engines index.
 */
export async function loadProductDetail(
  context: AppLoadContext,
  productId: number,
  url: URL,
  opts: { feed: boolean },
): Promise<ProductDetailData & ProductSectionsData> {
  const piid = readPiid(url);
  const query = piid === undefined ? "" : `?piid=${piid}`;
  const [product, reviews, faqs] = await Promise.all([
    apiResult<ProductDetail>(context, `/api/product/${productId}${query}`),
    loadSectionPage<ReviewListResult>(
      context,
      REVIEW_LIST_PATH,
      productId,
      REVIEW_PAGE_SIZE,
      url,
      SECTION_PAGE_PARAMS.reviews,
    ),
    loadSectionPage<FaqListResult>(
      context,
      FAQ_LIST_PATH,
      productId,
      FAQ_PAGE_SIZE,
      url,
      SECTION_PAGE_PARAMS.faq,
    ),
  ]);
  return { ...product, feed: opts.feed, reviews, faqs };
}

/** A section's requested page; a page past the end shows the last page instead of an empty one. */
async function loadSectionPage<T extends { total: number; page: number; page_size: number }>(
  context: AppLoadContext,
  path: string,
  productId: number,
  pageSize: number,
  url: URL,
  param: string,
): Promise<T> {
  const at = (page: number) =>
    apiResult<T>(context, `${path}?product_id=${productId}&page=${page}&page_size=${pageSize}`);
  const page = requestedPage(url.search, param, REVIEW_MAX_PAGE);
  const answer = await at(page);
  const last = pageCount(answer.total, pageSize);
  return page > last ? at(last) : answer;
}
