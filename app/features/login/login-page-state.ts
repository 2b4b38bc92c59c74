// Where each sign-in page starts, from its query (spec part 1 §2 route table), and the flow state
// a post without JavaScript carries in its hidden fields. Pure, so the loaders and the action
// share it and tests read it directly.
import { VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import { emailError } from "../../../contract/validation";
import { type CodeOperation, type FlowState, initialFlowState, type Step } from "./login-flow";

/** An e-mail from a query or a form: trimmed and bounded; "" when absent. */
export function queryEmail(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, 254);
}

const isEmail = (email: string) => email !== "" && emailError(email) === null;

function operationOf(value: string | null | undefined): CodeOperation {
  return value === "forget_password" ? "forget_password" : "register";
}

/** Login: the e-mail step, prefilled from ?email=. */
export function loginPageState(params: URLSearchParams): FlowState {
  return initialFlowState({ email: queryEmail(params.get("email")) });
}

export type PasswordPageMode = { mode: "flow"; initial: FlowState } | { mode: "newPassword"; email: string };

/**
 * Password: type enter → Sign In for the e-mail; create → Create Account (subscriber from the
 * query); forgotpassword → the new-password form. Without a usable e-mail: the e-mail step.
 */
export function passwordPageState(params: URLSearchParams, emailOverride?: string): PasswordPageMode {
  const email = queryEmail(emailOverride || params.get("email"));
  const type = params.get("type");
  if (type === "forgotpassword" && isEmail(email)) return { mode: "newPassword", email };
  if (type === "enter" && isEmail(email))
    return { mode: "flow", initial: initialFlowState({ step: "signIn", email }) };
  if (type === "create" && isEmail(email)) {
    const subscriber = params.get("subscriber") === "1" ? 1 : 0;
    return { mode: "flow", initial: initialFlowState({ step: "create", email, subscriber }) };
  }
  return { mode: "flow", initial: initialFlowState({ email }) };
}

/**
 * ConfirmVerificationCode: the code step for ?email= and ?type= (register or forget_password),
 * its countdown running as the code was just sent. `signedIn`: the visitor is this unverified
 * customer, so "Sign up Later" applies.
 */
export function confirmCodePageState(params: URLSearchParams, signedIn: boolean): FlowState {
  const email = queryEmail(params.get("email"));
  if (!isEmail(email)) return initialFlowState({ email });
  const operation = operationOf(params.get("type"));
  return initialFlowState({
    step: "code",
    email,
    operation,
    signedIn: signedIn && operation === "register",
    resendAfter: VERIFY_RESEND_SECONDS,
    sends: 1,
  });
}

/** ForgotPassword: the e-mail to send a reset code to, prefilled from ?email=. */
export function forgotPasswordPageState(params: URLSearchParams): FlowState {
  return initialFlowState({ step: "reset", resetFrom: "page", email: queryEmail(params.get("email")) });
}

/** The step each posted intent belongs to. */
const STEP_OF_INTENT: Record<string, Step> = {
  email: "email",
  signIn: "signIn",
  forgotPassword: "signIn",
  create: "create",
  changeEmail: "signIn",
  reset: "reset",
  backToSignIn: "reset",
  verify: "code",
  resend: "code",
  signUpLater: "code",
};

export const FLOW_INTENTS = Object.keys(STEP_OF_INTENT);

/** The flow state a post carries (hidden fields of FlowForm), for the intent that was pressed. */
export function stateFromForm(intent: string, form: FormData): FlowState {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return initialFlowState({
    step: STEP_OF_INTENT[intent] ?? "email",
    email: queryEmail(text("email")),
    // The typed name comes back on the re-rendered Create Account step (bounded like the server's).
    ...(intent === "create"
      ? { firstname: text("firstname").slice(0, 200), lastname: text("lastname").slice(0, 200) }
      : {}),
    subscriber: text("subscriber") === "1" ? 1 : 0,
    operation: operationOf(text("operation")),
    signedIn: text("signed_in") === "1",
    resetFrom: text("reset_from") === "page" ? "page" : "signIn",
  });
}
