import { data } from "react-router";
import { REQUESTED_FLAG, readMyReturns } from "../../features/returns/returns.server";
import { ReturnListView } from "../../features/returns/returns-ui";
import { cookieHeaders, requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/returns";

/** My Returns (auth): every return of the customer, newest first; after a request it says so once. */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  const { returns, cookies } = await readMyReturns(args);
  const rma = new URL(args.request.url).searchParams.get(REQUESTED_FLAG);
  const sent = rma ? returns.find((r) => r.rma_number === rma) : undefined;
  const notice = sent
    ? `Your return request ${sent.rma_number} was sent. We will e-mail you when it is reviewed.`
    : null;
  return data({ returns, notice }, { headers: cookieHeaders(cookies) });
}

export default function AccountReturns({ loaderData }: Route.ComponentProps) {
  return <ReturnListView returns={loaderData.returns} notice={loaderData.notice} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Returns", undefined, { noindex: true });
}
