import { data } from "react-router";
import {
  changeOwnPassword,
  interestOptions,
  loadUserInfo,
  saveProfile,
  todayIso,
} from "../../features/account/account.server";
import { AccountInfoView } from "../../features/account/account-info-view";
import { preCheckSubscribe, requireSignedIn, verifyRpToken } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/accountinfo";

/**
 * Account information (auth). The route guard runs in its spec order: an e-mailed link's rp_token
 * (rule 6), a newsletter link's source (rule 7), then sign-in (rule 8).
 */
export async function loader(args: Route.LoaderArgs) {
  await verifyRpToken(args, "Accountinfo");
  await preCheckSubscribe(args);
  await requireSignedIn(args);
  return { info: await loadUserInfo(args), interests: interestOptions(), today: todayIso() };
}

/** The profile form and the change-password form. */
export async function action(args: Route.ActionArgs) {
  await requireSignedIn(args);
  const form = await readForm(args.request);
  const intent = form.get("intent");
  if (intent === "profile") return saveProfile(args, form);
  if (intent === "password") return changeOwnPassword(args, form);
  throw data("Unknown action.", { status: 400 });
}

export default function Accountinfo({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountInfoView {...loaderData} posted={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Account Information", undefined, { noindex: true });
}
