import { ReturnLabelView } from "../features/returns/return-label-view";
import { readReturnLabel } from "../features/returns/returns.server";
import { requireSignedIn } from "../lib/account-guard.server";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/return-label";

/**
 * The printable return label (spec part 1 §2: /sales/order/return_lable, auth, cms layout) of an own
 * approved return `?rma=`; before the approval it says the label comes with it; anyone else's → 404.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  return readReturnLabel(args, new URL(args.request.url).searchParams.get("rma"));
}

export default function ReturnLabelPage({ loaderData }: Route.ComponentProps) {
  return <ReturnLabelView label={loaderData.label} message={loaderData.message} />;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = loaderData?.label ? `Return label ${loaderData.label.rma_number}` : "Return label";
  return pageMeta(matches, title, undefined, { noindex: true });
}
