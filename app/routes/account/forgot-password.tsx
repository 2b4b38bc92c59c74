import { useLocation } from "react-router";
import { loginAction } from "../../features/login/login-action.server";
import { LoginPage } from "../../features/login/login-page";
import { forgotPasswordPageState } from "../../features/login/login-page-state";
import { signInPageHeaders } from "../../features/login/login-route-headers";
import { pageStartFrom } from "../../features/login/page-start";
import { SignInError } from "../../features/login/sign-in-error";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/forgot-password";

/**
 * ForgotPassword: the e-mail to send a reset code to, then the code step on the page; a verified
 * code opens the Password page's new-password form. "Back to Sign In" returns to Login.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return { initial: forgotPasswordPageState(params), redirect: params.get("redirect") };
}

/** The forms post here when JavaScript is off. */
export function action(args: Route.ActionArgs) {
  return loginAction(args);
}

export function headers(args: Route.HeadersArgs) {
  return signInPageHeaders(args);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  return (
    <LoginPage
      key={key}
      start={pageStartFrom({ mode: "flow", initial: loaderData.initial }, actionData)}
      redirect={loaderData.redirect}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "Forgot Password", undefined, { noindex: true });
}

export function ErrorBoundary() {
  return <SignInError />;
}
