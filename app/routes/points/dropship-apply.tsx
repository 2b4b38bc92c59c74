import { dropshipApplyAction, loadDropshipApply } from "../../features/dropship/dropship.server";
import { DROPSHIP_APPLY_TITLE, DropshipApplyView } from "../../features/dropship/dropship-page-view";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/dropship-apply";

/** /points/dropship/apply (auth; decision 0048): the application, then its status and edits. */
export async function loader(args: Route.LoaderArgs) {
  return loadDropshipApply(args);
}

/** The form: a new application (POST add) or an edit (PUT edit); the server's message comes back. */
export async function action(args: Route.ActionArgs) {
  return dropshipApplyAction(args);
}

export default function DropshipApply({ loaderData, actionData }: Route.ComponentProps) {
  return <DropshipApplyView data={loaderData} posted={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, DROPSHIP_APPLY_TITLE, undefined, { noindex: true });
}
