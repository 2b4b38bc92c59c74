import { data } from "react-router";
import { POINTS_INFO_PATH } from "../../../contract/points-constants";
import type { PointsSummary } from "../../features/points/points.server";
import { PointsRewardView } from "../../features/points/points-reward-view";
import { ask, cookieHeaders, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/reward";

/** What points buy (auth; decision 0046), with the customer's balance when they are in the programme. */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const { body, cookies } = await ask<PointsSummary>(args.context, POINTS_INFO_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const ok = body.code === 200;
  return data(
    { points: ok ? body.result.points : null, value_text: ok ? body.result.value_text : null },
    { headers: cookieHeaders(cookies) },
  );
}

export default function PointsReward({ loaderData }: Route.ComponentProps) {
  return <PointsRewardView data={loaderData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Points Rewards", undefined, { noindex: true });
}
