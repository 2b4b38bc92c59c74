import { useLocation } from "react-router";
import type { CallResult } from "../../../contract/call";
import type { sessionState } from "../../../contract/customer";
import { loginAction } from "../../features/login/login-action.server";
import { LoginPage } from "../../features/login/login-page";
import { confirmCodePageState, queryEmail } from "../../features/login/login-page-state";
import { signInPageHeaders } from "../../features/login/login-route-headers";
import { pageStartFrom } from "../../features/login/page-start";
import { SignInError } from "../../features/login/sign-in-error";
import { pageMeta } from "../../lib/meta";
import { callApi } from "../../lib/server-api.server";
import type { Route } from "./+types/confirm-verification-code";

/**
 * ConfirmVerificationCode: the code step as a page. Query: email, entity_id, type (register or
 * forget_password). "Sign up Later" is offered when the visitor is that customer, signed in and
 * not verified yet (just registered).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const email = queryEmail(params.get("email")).toLowerCase();
  const session = await callApi<CallResult<typeof sessionState>>(context, "/api/customer/session");
  const customer = session.code === 200 ? session.result.customer : null;
  const signedInUnverified =
    customer !== null && customer.email.toLowerCase() === email && !customer.verify_status;
  return {
    initial: confirmCodePageState(params, signedInUnverified),
    redirect: params.get("redirect"),
  };
}

/** The code step's forms post here when JavaScript is off. */
export function action(args: Route.ActionArgs) {
  return loginAction(args);
}

export function headers(args: Route.HeadersArgs) {
  return signInPageHeaders(args);
}

export default function ConfirmVerificationCode({ loaderData, actionData }: Route.ComponentProps) {
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
  return pageMeta(matches, "Verify Your Email", undefined, { noindex: true });
}

export function ErrorBoundary() {
  return <SignInError />;
}
