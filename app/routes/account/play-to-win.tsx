import { data } from "react-router";
import { gameAction, readTurnList } from "../../features/game/game.server";
import { GameErrorView, GamePageView } from "../../features/game/game-page-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/play-to-win";

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : null;
};

/**
 * Play to Win (auth; decision 0045): the customer's turns, one per paid order, the gift
 * categories a ready turn picks from and the free-gift rules. `?play=<turn_id>` opens that turn's
 * play form without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const { result, headers } = await readTurnList(args);
  const playing = idParam(new URL(args.request.url).searchParams.get("play"));
  return data({ ...result, now: new Date().toISOString(), playing }, { headers });
}

/** One turn's form: play (category, card), confirm the won gift, or report a quality issue. */
export async function action(args: Route.ActionArgs) {
  return gameAction(args);
}

export default function AccountPlayToWin({ loaderData, actionData }: Route.ComponentProps) {
  return <GamePageView data={loaderData} posted={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Play to Win", undefined, { noindex: true });
}

export function ErrorBoundary() {
  return <GameErrorView />;
}
