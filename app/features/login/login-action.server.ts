// The sign-in pages without JavaScript: every button of the flow posts its form here, the same
// commands the browser runs are run against the API in-process, and the answer is the next step
// (re-rendered) or a redirect that carries the new session cookies. With JavaScript the browser
// runs the flow itself and never posts.
import { type AppLoadContext, data, redirect } from "react-router";
import { readForm } from "../../lib/read-form.server";
import { ACCOUNT_HOME_PATH } from "../session/account-paths";
import { serverLoginApi } from "./login-api.server";
import {
  type CommandResult,
  continueWithEmail,
  createAccount,
  type FlowSettings,
  resendCode,
  sendResetCode,
  signIn,
  verifyCode,
} from "./login-commands";
import { type FlowState, flowReducer } from "./login-flow";
import { FLOW_INTENTS, queryEmail, stateFromForm } from "./login-page-state";
import { planFinish } from "./login-targets";
import type { LoginActionData } from "./page-start";
import { submitNewPassword } from "./reset-password";

interface ActionArgs {
  request: Request;
  context: AppLoadContext;
}

export async function loginAction({ request, context }: ActionArgs) {
  // Posts from other sites never get here: server/http/cross-site.ts refuses them for every page.
  const url = new URL(request.url);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const { api, setCookies } = serverLoginApi(context);

  if (intent === "newPassword") {
    const email = queryEmail(text("email"));
    const outcome = await submitNewPassword(api, {
      email,
      password: text("password"),
      confirm: text("password_confirm"),
    });
    if (outcome.ok) return redirect(ACCOUNT_HOME_PATH, { headers: setCookies });
    const error = "field" in outcome ? outcome : { field: "password" as const, message: "" };
    return data<LoginActionData>(
      { newPassword: { email, error: { field: error.field, message: error.message } } },
      { headers: setCookies },
    );
  }

  if (!FLOW_INTENTS.includes(intent)) throw new Response("Unknown action", { status: 400 });
  const state = stateFromForm(intent, form);
  const settings: FlowSettings = {
    registerType: "normal",
    source: url.searchParams.get("entrypoint") ?? undefined,
  };
  const result = await runIntent(intent, state, settings, api, text);
  if (result.complete) {
    const plan = planFinish(result.complete, {
      redirect: url.searchParams.get("redirect"),
      savedPath: null,
      pathname: url.pathname,
      search: url.search,
    });
    return redirect(plan.kind === "navigate" ? plan.url : plan.target, { headers: setCookies });
  }
  const flow = result.event ? flowReducer(state, result.event) : state;
  return data<LoginActionData>({ flow }, { headers: setCookies });
}

function runIntent(
  intent: string,
  state: FlowState,
  settings: FlowSettings,
  api: ReturnType<typeof serverLoginApi>["api"],
  text: (name: string) => string,
): Promise<CommandResult> | CommandResult {
  switch (intent) {
    case "email":
      return continueWithEmail(api, text("email"));
    case "signIn":
      return signIn(api, settings, state.email, text("password"));
    case "create":
      // The server is the captcha's judge: it refuses a registration without a solved one.
      return createAccount(api, settings, {
        email: state.email,
        firstname: text("firstname"),
        lastname: text("lastname"),
        password: text("password"),
        subscribe: text("is_subscribed") === "1",
        captchaRequired: false,
        captchaToken: text("g-recaptcha-response") || null,
      });
    case "changeEmail":
      return { event: { type: "changeEmail" } };
    case "forgotPassword":
      return { event: { type: "forgotPassword" } };
    case "backToSignIn":
      return { event: { type: "backToSignIn" } };
    case "reset":
      return sendResetCode(api, text("email"));
    case "verify":
      return verifyCode(api, settings, state, text("verify_code"));
    case "resend":
      return resendCode(api, state);
    case "signUpLater":
      return { complete: { kind: "registered" } };
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}
