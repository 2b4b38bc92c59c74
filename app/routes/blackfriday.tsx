import { loadBlackFriday } from "../features/blackfriday/blackfriday.server";
import { BLACKFRIDAY_PAGE_SIZE } from "../features/blackfriday/blackfriday-types";
import { BlackFridayView } from "../features/blackfriday/blackfriday-view";
import { catalogPageHeaders } from "../features/session/document-cache-control";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/blackfriday";

/**
 * /blackfriday (spec part 1 §2 marketing pages; part 2 §2: it opens the subscribe pop-up through a
 * manual trigger and logs extra events): the catalogue's deals by top category. Nothing personal is
 * rendered, so it is kept like a catalog page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBlackFriday(context, request);
}

/** Shareable for shoppers without a session (docs/decisions/0021-cacheable-pages.md). */
export const headers = catalogPageHeaders;

export default function BlackFriday({ loaderData }: Route.ComponentProps) {
  return (
    <BlackFridayView
      deals={loaderData.deals}
      category={loaderData.category}
      pageSize={BLACKFRIDAY_PAGE_SIZE}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    "Black Friday Deals",
    "Black Friday deals on furniture, outdoor, kitchen, decor and more: every deal on sale now and in stock, the deepest cuts first, plus up to $200 in coupons when you subscribe.",
    { canonical: "/blackfriday" },
  );
}
