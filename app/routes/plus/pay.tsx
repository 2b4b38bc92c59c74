import { loadPlusPay } from "../../features/plus/pay/plus-pay.server";
import { PlusPayView } from "../../features/plus/pay/plus-pay-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/pay";

// /plus/pay/:order_sn (id PlusPay, blank layout): the membership's payment page, the paymenLink's
// url shown in the join modal's frame. The only page the store lets itself frame (decision 0036).
export const handle = { page: "PlusPay" };

export function loader(args: Route.LoaderArgs) {
  return loadPlusPay(args);
}

// Paying runs in the browser; nothing on the page needs its loader again.
export function shouldRevalidate() {
  return false;
}

export default function PlusPay({ loaderData }: Route.ComponentProps) {
  return <PlusPayView info={loaderData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Plus+ Membership Payment", undefined, { noindex: true });
}
