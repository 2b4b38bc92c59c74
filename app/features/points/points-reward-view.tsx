// What points buy (/points/reward, decision 0046): the checkout's own rules, read from the cart's
// constants (contract/cart-constants.ts) and cart-money.ts, not a second copy of them.
import { Link } from "react-router";
import { POINTS_PER_DOLLAR } from "../../../contract/cart-constants";
import { formatWhole } from "../../../contract/number-text";
import { POINTS_PAGE_PATH } from "../../../contract/points-constants";
import { TEXT_LINK } from "../account/form-ui";

export interface RewardData {
  points: number | null;
  value_text: string | null;
}

export function PointsRewardView({ data }: { data: RewardData }) {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight">Points Rewards</h1>
      <p className="mt-3 text-lg">
        {formatWhole(POINTS_PER_DOLLAR)} points = $1 off at checkout.
        {data.points !== null ? (
          <>
            {" "}
            You have <strong>{formatWhole(data.points)} points</strong>, worth {data.value_text}.
          </>
        ) : null}
      </p>
      <section aria-labelledby="reward-how" className="mt-8">
        <h2 id="reward-how" className="text-xl font-semibold">
          Using points
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-stone-800">
          <li>Sign in and open your cart.</li>
          <li>Enter the points to use under Points; any whole number of points, each worth 1 cent.</li>
          <li>
            The points come off the order when you place it; a canceled or declined order gives them back.
          </li>
        </ol>
      </section>
      <section aria-labelledby="reward-limits" className="mt-8">
        <h2 id="reward-limits" className="text-xl font-semibold">
          Limits
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          <li>Up to your balance.</li>
          <li>
            Up to the value of the items points apply to, after the coupon and the Plus+ first-order discount:
            never on shipping, tax or protection plans.
          </li>
          <li>Coupons &amp; points do not apply to no-discount items.</li>
          <li>
            Points are for signed-in customers; dropship, business and large-order accounts neither earn nor
            spend them.
          </li>
        </ul>
      </section>
      <p className="mt-8">
        <Link to={POINTS_PAGE_PATH} className={TEXT_LINK}>
          My Points: balance, history and tasks
        </Link>
      </p>
    </div>
  );
}
