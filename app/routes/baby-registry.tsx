import { BABY_COUPON_DOLLARS } from "../../contract/marketing-offers-constants";
import { BabyRegistryView } from "../features/marketing/offers/baby-registry-view";
import { loadBabyRegistry } from "../features/marketing/offers/offer-pages.server";
import { catalogPageHeaders } from "../features/session/document-cache-control";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/baby-registry";

/** /baby-registry: the baby offer's page (issue 19). Public data only, kept like a catalogue page. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBabyRegistry(context);
}

export const headers = catalogPageHeaders;

export default function BabyRegistry({ loaderData }: Route.ComponentProps) {
  return <BabyRegistryView baby={loaderData.baby} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    "Baby & Kids Club",
    `Join the Baby & Kids Club: $${BABY_COUPON_DOLLARS} off any order, nursery and kids' room ideas and safety tips by your child's age.`,
  );
}
