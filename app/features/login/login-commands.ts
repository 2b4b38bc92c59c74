// What each button of the sign-in flow does: check the input with the shared rules, make the call,
// and answer the next flow event (or how the flow finishes). Used by the browser hook and by the
// pages' no-JavaScript action alike, so both behave the same.
import { isCommonPassword } from "../../../contract/common-passwords";
import { VERIFY_RESEND_SECONDS } from "../../../contract/constants";
import type { Envelope } from "../../../contract/envelope";
import {
  AUTH_MESSAGES,
  emailError,
  newPasswordError,
  personNameError,
  signInPasswordError,
  verifyCodeError,
} from "../../../contract/validation";
import { REQUEST_MESSAGES } from "../../lib/api-client";
import type { LoginApi } from "./login-api";
import type { ErrorField, FlowEvent, FlowState } from "./login-flow";
import type { Completion } from "./login-targets";

export interface FlowSettings {
  /** quick in the popup, normal on the pages. */
  registerType: "quick" | "normal";
  /** "shippingcart" when signing in from the shipping or payment pages. */
  loginSourcePage?: string;
  /** What led to the sign-in (the Login page's or the popup's entrypoint). */
  source?: string;
}

/** The optional tracking fields of the sign-in and registration payloads. */
function origin(settings: FlowSettings): { login_source_page?: string; source?: string } {
  return {
    ...(settings.loginSourcePage ? { login_source_page: settings.loginSourcePage } : {}),
    ...(settings.source ? { source: settings.source.slice(0, 40) } : {}),
  };
}

export interface CommandResult {
  event?: FlowEvent;
  complete?: Completion;
  /** An error toast to show as well (registration failures, the missing captcha). */
  toast?: string;
  /** The captcha must be solved again (it is single-use, and the registration failed). */
  resetCaptcha?: boolean;
}

/** Code 0: the request was cancelled (the popup closed): nothing to show. */
const CANCELLED = 0;

const failed = (field: ErrorField, message: string): CommandResult => ({
  event: { type: "failed", field, message },
});

/** The server's message, or a generic one when the request layer had none (network, 500). */
function messageOf(res: Envelope<unknown>): string {
  return res.message || REQUEST_MESSAGES.generic;
}

const EMPTY: CommandResult = {};

/** Step 1: Continue → Sign In when the e-mail has an account, else Create Account. */
export async function continueWithEmail(api: LoginApi, rawEmail: string): Promise<CommandResult> {
  const error = emailError(rawEmail);
  if (error) return failed("email", error);
  const email = rawEmail.trim();
  const res = await api.registerStatus(email);
  if (res.code === CANCELLED) return EMPTY;
  if (res.code !== 200) return failed("email", messageOf(res));
  return {
    event: {
      type: "emailChecked",
      email,
      exists: res.result.entity_id !== undefined && res.result.entity_id !== null,
      subscriber: res.result.subscriber === 1 ? 1 : 0,
    },
  };
}

/** Sign In: a non-200 answer shows the server's message under the password field. */
export async function signIn(
  api: LoginApi,
  settings: FlowSettings,
  email: string,
  password: string,
): Promise<CommandResult> {
  const error = signInPasswordError(password);
  if (error) return failed("password", error);
  const res = await api.login({
    email,
    password,
    register_type: settings.registerType,
    ...origin(settings),
  });
  if (res.code === CANCELLED) return EMPTY;
  if (res.code !== 200) return failed("password", messageOf(res));
  if (res.result.verify_status) return { complete: { kind: "signedIn" } };
  // Not verified yet: the server has e-mailed a code.
  return {
    event: { type: "codeSent", operation: "register", resendAfter: VERIFY_RESEND_SECONDS, signedIn: false },
  };
}

export interface CreateInput {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  subscribe: boolean;
  /** Whether a captcha is configured (a site key exists). */
  captchaRequired: boolean;
  captchaToken: string | null;
}

/** The Create button's condition: every checklist item holds and the password is not a common one. */
export function canCreate(password: string): boolean {
  return newPasswordError(password, isCommonPassword) === null;
}

/** A 422 of the register call names the field it refuses ("firstname: Please enter …"). */
const NAMED_FIELD = /^(firstname|lastname|password): (.+)$/s;

/** Create Account: registers (signed in, unverified) and goes to the code step. */
export async function createAccount(
  api: LoginApi,
  settings: FlowSettings,
  input: CreateInput,
): Promise<CommandResult> {
  // The fields in the order the form shows them; the first that is wrong is named.
  const firstnameError = personNameError(input.firstname, AUTH_MESSAGES.firstnameRequired);
  if (firstnameError) return failed("firstname", firstnameError);
  const lastnameError = personNameError(input.lastname, AUTH_MESSAGES.lastnameRequired);
  if (lastnameError) return failed("lastname", lastnameError);
  const error = newPasswordError(input.password, isCommonPassword);
  if (error) return failed("password", error);
  if (input.captchaRequired && !input.captchaToken) {
    return { ...failed("captcha", AUTH_MESSAGES.captcha), toast: AUTH_MESSAGES.captcha };
  }
  const res = await api.register({
    email: input.email,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    password: input.password,
    is_subscribed: input.subscribe,
    register_type: settings.registerType,
    ...(input.captchaToken ? { g_recaptcha_response: input.captchaToken } : {}),
    ...origin(settings),
  });
  if (res.code === CANCELLED) return EMPTY;
  if (res.code !== 200) {
    const message = messageOf(res);
    const named = NAMED_FIELD.exec(message);
    const [field, shown] = named ? [named[1] as ErrorField, named[2]] : ["password" as const, message];
    return { ...failed(field, shown), toast: shown, resetCaptcha: input.captchaRequired };
  }
  return {
    event: {
      type: "codeSent",
      operation: "register",
      resendAfter: VERIFY_RESEND_SECONDS,
      signedIn: res.result.token !== "",
    },
  };
}

/** Reset a Password: e-mails a code (and a link) and goes to the code step. */
export async function sendResetCode(api: LoginApi, rawEmail: string): Promise<CommandResult> {
  const error = emailError(rawEmail);
  if (error) return failed("email", error);
  const res = await api.forgotPassword(rawEmail.trim());
  if (res.code === CANCELLED) return EMPTY;
  if (res.code !== 200) return failed("email", messageOf(res));
  return {
    event: {
      type: "codeSent",
      operation: "forget_password",
      resendAfter: res.result.resend_after,
      signedIn: false,
    },
  };
}

/** Verify: register signs in; forget_password answers the token of the new-password page. */
export async function verifyCode(
  api: LoginApi,
  settings: FlowSettings,
  state: Pick<FlowState, "email" | "operation">,
  rawCode: string,
): Promise<CommandResult> {
  const error = verifyCodeError(rawCode);
  if (error) return failed("code", error);
  const res = await api.verifyCode({
    email: state.email,
    verify_code: rawCode.trim(),
    operation: state.operation,
    register_type: settings.registerType,
  });
  if (res.code === CANCELLED) return EMPTY;
  if (res.code !== 200) return failed("code", messageOf(res));
  if (state.operation === "forget_password") {
    return { complete: { kind: "resetVerified", email: state.email, rpToken: res.result.rp_token } };
  }
  return { complete: { kind: "verified" } };
}

/** Resend: a new code; the countdown restarts (from the server's figure when it refuses). */
export async function resendCode(
  api: LoginApi,
  state: Pick<FlowState, "email" | "operation">,
): Promise<CommandResult> {
  const res = await api.resendCode({ email: state.email, operation: state.operation, action: "resend" });
  if (res.code === CANCELLED) return EMPTY;
  const wait = (res.result as { resend_after?: unknown } | null)?.resend_after;
  if (res.code === 200)
    return { event: { type: "resent", resendAfter: Number(wait) || VERIFY_RESEND_SECONDS } };
  if (typeof wait === "number" && wait > 0) {
    return { event: { type: "resendRefused", resendAfter: wait, message: messageOf(res) } };
  }
  return failed("code", messageOf(res));
}
