import { coinAction, loadCoinPage } from "../features/coin/coin.server";
import { CoinPageView } from "../features/coin/coin-page-view";
import { coinTitle } from "../features/coin/coin-view";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/coin";

/**
 * /nestoracoin (spec part 1 §2, the /{brand}coin page; decision 0047): for a guest what coins are
 * and the way to sign in; for a customer the balance and its worth, the send form and the history.
 * Personal for a customer, so never kept by a cache.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadCoinPage(args);
}

/** The send form (POST /api/sendCoin); the server's message comes back verbatim. */
export async function action(args: Route.ActionArgs) {
  return coinAction(args);
}

export default function StoreCoin({ loaderData, actionData }: Route.ComponentProps) {
  return <CoinPageView data={loaderData} posted={actionData} />;
}

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(
    matches,
    coinTitle(data?.storeName ?? "Nestora"),
    "Store coins: 100 coins are worth $1. See your balance, send coins to friends by e-mail and see your coin history.",
    { canonical: "/nestoracoin" },
  );
}
