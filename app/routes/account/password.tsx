import { useLocation } from "react-router";
import { loginAction } from "../../features/login/login-action.server";
import { LoginPage, NEW_PASSWORD_TITLE } from "../../features/login/login-page";
import { passwordPageState } from "../../features/login/login-page-state";
import { signInPageHeaders } from "../../features/login/login-route-headers";
import { pageStartFrom } from "../../features/login/page-start";
import { SignInError } from "../../features/login/sign-in-error";
import { preCheckSubscribe, verifyRpToken } from "../../lib/account-guard.server";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/password";

/**
 * Password (/customer/account/password). Query type: enter (Sign In for the e-mail), create
 * (Create Account; subscriber says whether the address is already subscribed) or forgotpassword
 * (the new-password form, after a verified reset code or link); also email, redirect, source.
 * An e-mailed link's rp_token is checked first (guard rule 6: the reset token moves into an
 * httpOnly cookie and leaves the address), then a newsletter link's source (rule 7).
 */
export async function loader(args: Route.LoaderArgs) {
  await verifyRpToken(args, "Password");
  const checked = await preCheckSubscribe(args);
  const params = new URL(args.request.url).searchParams;
  return {
    start: passwordPageState(params, checked?.email),
    redirect: params.get("redirect"),
    entrypoint: params.get("entrypoint") ?? undefined,
  };
}

/** The flow's forms (and the new-password form) post here when JavaScript is off. */
export function action(args: Route.ActionArgs) {
  return loginAction(args);
}

/** The reset page sends no Referer: its address may have carried a reset token. */
export function headers(args: Route.HeadersArgs) {
  return signInPageHeaders(args, { "Referrer-Policy": "no-referrer" });
}

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  return (
    <LoginPage
      key={key}
      start={pageStartFrom(loaderData.start, actionData)}
      redirect={loaderData.redirect}
      entrypoint={loaderData.entrypoint}
    />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const start = loaderData?.start;
  const title =
    start?.mode === "newPassword"
      ? NEW_PASSWORD_TITLE
      : start?.initial.step === "create"
        ? "Create Account"
        : "Sign In";
  return pageMeta(matches, title, undefined, { noindex: true });
}

export function ErrorBoundary() {
  return <SignInError />;
}
