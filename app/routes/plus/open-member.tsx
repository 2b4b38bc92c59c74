import { useEffect } from "react";
import {
  PLUS_DISCOUNT_PERCENT,
  PLUS_EXTRA_WARRANTY_YEARS,
  PLUS_FIRST_ORDER_EXTRA_DOLLARS,
  PLUS_LIST_PRICE_DOLLARS,
  PLUS_PRICE_DOLLARS,
  REFERRAL_REWARD_DOLLARS,
} from "../../../contract/constants";
import { formatMoney } from "../../components/ui/format-money";
import { useHydrated } from "../../components/ui/use-hydrated";
import { PRIMARY_BUTTON, TEXT_LINK } from "../../features/account/form-ui";
import { DEFAULT_STORE_NAME, useShellData } from "../../features/header/use-shell-data";
import { PLUS_TERMS_PATH } from "../../features/plus/join/join-paths";
import { openPlusJoin } from "../../features/plus/join/open-join-flow";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/open-member";

// /open-member (spec part 1 §2, part 2 §2): the join flow starts on arrival (a guest gets the
// login popup first and the flow after signing in). The page behind the modal says what is
// being joined and keeps a Join button for a shopper who closed the modal.
export const handle = { page: "OpenMember" };

const SOURCE = "open_member";

export default function OpenMember() {
  const storeName = useShellData()?.storeName ?? DEFAULT_STORE_NAME;
  const hydrated = useHydrated();
  useEffect(() => openPlusJoin(SOURCE), []);
  const benefits = [
    `${PLUS_DISCOUNT_PERCENT}% off every purchase all year with member prices`,
    `An extra ${formatMoney(PLUS_FIRST_ORDER_EXTRA_DOLLARS)} off your first order as a member`,
    `${PLUS_EXTRA_WARRANTY_YEARS} more year of warranty on everything you buy as a member`,
    `${formatMoney(REFERRAL_REWARD_DOLLARS)} for every friend who joins with your referral code and orders`,
    "Quick refunds and VIP service",
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Join {storeName} Plus+</h1>
      <p className="mt-3 text-lg">
        <strong>{formatMoney(PLUS_PRICE_DOLLARS)}/year</strong>{" "}
        <s className="text-stone-600">
          <span className="sr-only">regularly </span>
          {formatMoney(PLUS_LIST_PRICE_DOLLARS)}/year
        </s>
      </p>
      <ul className="mt-6 list-disc space-y-2 pl-5 text-stone-800">
        {benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={!hydrated}
          onClick={() => openPlusJoin(SOURCE)}
        >
          Join Now
        </button>
        <a href={PLUS_TERMS_PATH} className={TEXT_LINK}>
          Membership terms
        </a>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Join Plus+", "Join Plus+: member prices all year, extra warranty and more.", {
    noindex: true,
  });
}
