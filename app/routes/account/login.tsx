import { useLocation } from "react-router";
import { loginAction } from "../../features/login/login-action.server";
import { LoginPage } from "../../features/login/login-page";
import { loginPageState } from "../../features/login/login-page-state";
import { signInPageHeaders } from "../../features/login/login-route-headers";
import { pageStartFrom } from "../../features/login/page-start";
import { SignInError } from "../../features/login/sign-in-error";
import { redirectIfSignedIn } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/login";

/**
 * Login (/customer/account/login, blank layout): the sign-in flow as a page. Signed-in visitors go
 * to the account home (guard rule 5). Query: redirect (kept through the flow), entrypoint, email.
 */
export async function loader(args: Route.LoaderArgs) {
  await redirectIfSignedIn(args);
  const params = new URL(args.request.url).searchParams;
  return {
    initial: loginPageState(params),
    redirect: params.get("redirect"),
    entrypoint: params.get("entrypoint") ?? undefined,
    storeName: args.context.storeName,
  };
}

/** The flow's forms post here when JavaScript is off. */
export function action(args: Route.ActionArgs) {
  return loginAction(args);
}

export function headers(args: Route.HeadersArgs) {
  return signInPageHeaders(args);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  return (
    <LoginPage
      key={key}
      start={pageStartFrom({ mode: "flow", initial: loaderData.initial }, actionData)}
      redirect={loaderData.redirect}
      entrypoint={loaderData.entrypoint}
      storeName={loaderData.storeName}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Sign In", "Sign in to your account or create one.", { noindex: true });
}

export function ErrorBoundary() {
  return <SignInError withSearch />;
}
