import { pointsAction, readPointsPage } from "../../features/points/points.server";
import { PointsErrorView, PointsPageView } from "../../features/points/points-page-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/points";

/** My Points (auth; decision 0046): balance, tasks, how to earn, history (`?type=`, `?page=`). */
export async function loader(args: Route.LoaderArgs) {
  return readPointsPage(args);
}

/** A task's button: sign in today, follow, collect, the phone code. */
export async function action(args: Route.ActionArgs) {
  return pointsAction(args);
}

export default function PointsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PointsPageView data={loaderData} posted={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Points", undefined, { noindex: true });
}

export function ErrorBoundary() {
  return <PointsErrorView />;
}
