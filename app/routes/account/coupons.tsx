import { data } from "react-router";
import {
  COUPON_WALLET_PATH,
  type CouponWallet,
  WALLET_TABS,
  type WalletTab,
} from "../../../contract/coupons-constants";
import { CouponWalletView } from "../../features/coupons/coupon-wallet-view";
import { readForAccountPage } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/coupons";

/** The tab the address asks for (`?tab=used`); anything else is Available. */
function tabOf(request: Request): WalletTab {
  const asked = new URL(request.url).searchParams.get("tab");
  return (WALLET_TABS as readonly string[]).includes(asked ?? "") ? (asked as WalletTab) : "usable";
}

/** My Coupons (auth, route guard rule 8: a guest goes to Login coming back here). */
export async function loader(args: Route.LoaderArgs) {
  const { result, headers } = await readForAccountPage<CouponWallet>(args, COUPON_WALLET_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: tabOf(args.request) }),
  });
  return data({ wallet: result }, { headers });
}

export default function AccountCoupons({ loaderData }: Route.ComponentProps) {
  return <CouponWalletView wallet={loaderData.wallet} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Coupons", undefined, { noindex: true });
}
