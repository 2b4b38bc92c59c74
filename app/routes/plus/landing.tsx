import { PlusLandingView } from "../../features/plus/pages/plus-landing-view";
import { loadPlusLanding } from "../../features/plus/pages/plus-pages.server";
import { PLUS_PAGE_PATH } from "../../features/plus/plus-paths";
import { catalogPageHeaders } from "../../features/session/document-cache-control";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/landing";

/**
 * /nestoraplus (spec part 2 §2, the /{product}plus page): the CMS's hero, benefits and FAQ, the
 * price, member-price products and Join. Nothing personal is rendered (whoever looks sees the same
 * page; the referral pop-up and Join ask who it is after load), so it is kept like a catalog page.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadPlusLanding(args);
}

/** Shareable for shoppers without a session (docs/decisions/0021-cacheable-pages.md). */
export const headers = catalogPageHeaders;

export default function PlusLanding({ loaderData }: Route.ComponentProps) {
  return <PlusLandingView cms={loaderData.cms} products={loaderData.products} />;
}

export function meta({ matches, data }: Route.MetaArgs) {
  // The entrypoint query only says where a visit came from: one canonical page.
  return pageMeta(
    matches,
    `${data?.storeName ?? "Nestora"} Plus+ Membership`,
    "Plus+ membership for $19/year: 15% off every purchase all year, 3X points, $20 referral rewards, an extra year of warranty, quick refunds, VIP service and an extra $40 off your first order.",
    { canonical: PLUS_PAGE_PATH },
  );
}
