// Server side of the account pages: their data (GET get_account_information) and their actions
// (profile edit, password change, verification mail, logout), each a call to the API in-process
// with the shopper's cookies. The Set-Cookie headers of those calls travel with the answer: a
// password change issues a new session token, logout clears it and starts a guest session.
import { data } from "react-router";
import type { z } from "zod";
import type { CallResult } from "../../../contract/call";
import { type changePassword, type editAccountInformation, INTERESTS } from "../../../contract/customer";
import {
  ask,
  cookieHeaders,
  type GuardArgs,
  loginRedirectFor,
  redirectWith,
} from "../../lib/account-guard.server";
import type { FormOutcome, UserInfo, VerificationSent, VerifyEmailOutcome } from "./account-types";
import {
  PASSWORD_CHANGED_MESSAGE,
  type PasswordChangeErrors,
  passwordChangeErrors,
  passwordChangeFromForm,
} from "./password-change-form";
import {
  fieldOfApiMessage,
  PROFILE_MESSAGES,
  type ProfileErrors,
  profileErrors,
  profileFromForm,
} from "./profile-form";

/** What a call's body schema accepts (the forms' bodies are checked against it at compile time). */
type BodyOf<C extends { body?: z.ZodType }> = z.input<NonNullable<C["body"]>>;

const UNAVAILABLE = "An error occurred, please try again later";

/** The server's calendar date, bounding the birthday field. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The customer's user info; a session that ended meanwhile (401) goes to Login and back. */
export async function loadUserInfo({ request, context }: GuardArgs): Promise<UserInfo> {
  const { body, cookies } = await ask<UserInfo>(context, "/api/customer/get_account_information");
  if (body.code === 401) throw redirectWith(loginRedirectFor(request), cookies);
  if (body.code !== 200) throw new Response(body.message || UNAVAILABLE, { status: 503 });
  return body.result;
}

/** The interests a customer may pick (contract INTERESTS), handed to the page as data. */
export const interestOptions = (): string[] => [...INTERESTS];

function send<T>(context: GuardArgs["context"], method: string, path: string, body?: unknown) {
  return ask<T>(context, path, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// ---- Accountinfo --------------------------------------------------------------------------------

export async function saveProfile(args: GuardArgs, form: FormData) {
  const input = profileFromForm(form);
  const fieldErrors = profileErrors(input, todayIso(), INTERESTS);
  const intent = "profile";
  if (Object.keys(fieldErrors).length > 0) {
    return data<FormOutcome<ProfileErrors>>(
      { intent, ok: false, message: "Please check the highlighted fields.", fieldErrors },
      { status: 422 },
    );
  }
  const { body: answer, cookies } = await send<UserInfo>(
    args.context,
    "PUT",
    "/api/customer/edit_account_information",
    input satisfies BodyOf<typeof editAccountInformation>,
  );
  if (answer.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  const headers = cookieHeaders(cookies);
  if (answer.code === 200) {
    return data<FormOutcome<ProfileErrors>>(
      { intent, ok: true, message: PROFILE_MESSAGES.saved },
      { headers },
    );
  }
  const { field, message } = fieldOfApiMessage(answer.message || UNAVAILABLE);
  return data<FormOutcome<ProfileErrors>>(
    { intent, ok: false, message, fieldErrors: field ? { [field]: message } : {} },
    { status: answer.code === 422 ? 422 : 200, headers },
  );
}

export async function changeOwnPassword(args: GuardArgs, form: FormData) {
  const input = passwordChangeFromForm(form);
  const fieldErrors = passwordChangeErrors(input);
  const intent = "password";
  if (Object.keys(fieldErrors).length > 0) {
    return data<FormOutcome<PasswordChangeErrors>>(
      { intent, ok: false, message: "Please check the highlighted fields.", fieldErrors },
      { status: 422 },
    );
  }
  const { body: answer, cookies } = await send<CallResult<typeof changePassword>>(
    args.context,
    "PUT",
    "/api/customer/password_modify",
    input satisfies BodyOf<typeof changePassword>,
  );
  if (answer.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  // The new session token (every other session ended) is in these cookies.
  const headers = cookieHeaders(cookies);
  if (answer.code === 200) {
    return data<FormOutcome<PasswordChangeErrors>>(
      { intent, ok: true, message: answer.message || PASSWORD_CHANGED_MESSAGE },
      { headers },
    );
  }
  const message = answer.message || UNAVAILABLE;
  // 400 is the wrong current password; a locked account (423) is said where the current one goes too.
  const errors: PasswordChangeErrors =
    answer.code === 400 || answer.code === 423 ? { current_password: message } : {};
  return data<FormOutcome<PasswordChangeErrors>>(
    { intent, ok: false, message, fieldErrors: errors },
    { status: answer.code === 422 ? 422 : 200, headers },
  );
}

// ---- AccountHome --------------------------------------------------------------------------------

/** POST verify_code_email: a new verification mail (code and link) to the customer's own address. */
export async function sendVerificationMail(args: GuardArgs) {
  const { body: answer, cookies } = await ask<VerificationSent>(
    args.context,
    "/api/customer/verify_code_email",
    {
      method: "POST",
    },
  );
  if (answer.code === 401) throw redirectWith(loginRedirectFor(args.request), cookies);
  const resendAfter = answer.result?.resend_after ?? 0;
  return data<VerifyEmailOutcome>(
    {
      intent: "verify-email",
      ok: answer.code === 200,
      message: answer.code === 200 ? "" : answer.message || UNAVAILABLE,
      resendAfter,
    },
    { headers: cookieHeaders(cookies) },
  );
}

/** The Log out form without JavaScript: the API ends the session; the shopper lands Home. */
export async function logoutAndGoHome(args: GuardArgs): Promise<Response> {
  const { cookies } = await ask<unknown>(args.context, "/api/customer/logout", { method: "POST" });
  return redirectWith("/", cookies);
}
