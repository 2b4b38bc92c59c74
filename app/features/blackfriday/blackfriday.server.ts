// /blackfriday's read: the deals (GET /api/deals, in-process), by top category and page. Public,
// the same for every shopper: the page is kept like catalog pages (decision 0021).
import type { AppLoadContext } from "react-router";
import { apiResult } from "../../lib/server-api.server";
import { BLACKFRIDAY_PAGE_SIZE, type DealsPage } from "./blackfriday-types";

/** A query value that is a page or category id, else undefined (a made-up value is the default). */
const positive = (raw: string | null, max: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

export async function loadBlackFriday(context: AppLoadContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const category = positive(params.get("category"), 2_147_483_647);
  const page = positive(params.get("page"), 100) ?? 1;
  const query = new URLSearchParams({ page: String(page), page_size: String(BLACKFRIDAY_PAGE_SIZE) });
  if (category) query.set("category", String(category));
  const deals = await apiResult<DealsPage>(context, `/api/deals?${query.toString()}`);
  return { deals, category: category ?? null, storeName: context.storeName };
}
