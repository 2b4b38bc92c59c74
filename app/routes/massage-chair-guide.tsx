import { MassageChairGuideMeta } from "../features/marketing/offers/chair-guide-meta";
import { ChairGuideView } from "../features/marketing/offers/chair-guide-view";
import { loadChairGuide } from "../features/marketing/offers/offer-pages.server";
import { catalogPageHeaders } from "../features/session/document-cache-control";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/massage-chair-guide";

/** /massage-chair-shopping-guidance: the buying guide, the chairs and the $200 coupon (issue 19). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadChairGuide(context);
}

export const headers = catalogPageHeaders;

export default function MassageChairGuide({ loaderData }: Route.ComponentProps) {
  return <ChairGuideView chairs={loaderData.chairs} restriction={loaderData.restriction} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, MassageChairGuideMeta.title, MassageChairGuideMeta.description);
}
