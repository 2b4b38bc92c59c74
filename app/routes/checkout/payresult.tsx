import { loadPayresult } from "../../features/checkout/payresult.server";
import { PayresultView } from "../../features/checkout/payresult-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/payresult";

// /Payresult?order=… (id Payresult, default layout): the shopper's own order only, else 404.
export const handle = { page: "Payresult" };

export function loader(args: Route.LoaderArgs) {
  return loadPayresult(args);
}

export default function Payresult({ loaderData }: Route.ComponentProps) {
  return <PayresultView data={loaderData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Thank you for your order", undefined, { noindex: true });
}
