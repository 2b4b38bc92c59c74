import { data } from "react-router";
import { loadUserInfo, logoutAndGoHome, sendVerificationMail } from "../../features/account/account.server";
import { AccountHomeView } from "../../features/account/account-home-view";
import { LOGOUT_INTENT } from "../../features/session/logout-button";
import { requireSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/home";

/** My Account (auth, route guard rule 8: a guest goes to Login with this page's query). */
export async function loader(args: Route.LoaderArgs) {
  await requireSignedIn(args);
  return { info: await loadUserInfo(args) };
}

/** The verification-mail button, and the header's Log out form when JavaScript is off. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const intent = form.get("intent");
  if (intent === LOGOUT_INTENT) return logoutAndGoHome(args);
  await requireSignedIn(args);
  if (intent === "verify-email") return sendVerificationMail(args);
  throw data("Unknown action.", { status: 400 });
}

export default function AccountHome({ loaderData, actionData }: Route.ComponentProps) {
  const posted =
    actionData && "intent" in actionData && actionData.intent === "verify-email" ? actionData : undefined;
  return <AccountHomeView info={loaderData.info} posted={posted} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "My Account", undefined, { noindex: true });
}
