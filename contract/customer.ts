import { z } from "zod";
import { defineCall } from "./call";
import { isCommonPassword } from "./common-passwords";
import { email, flag, int, list, text } from "./fields";
import { NEWSLETTER_SETTINGS_MESSAGES, NEWSLETTER_SETTINGS_PATH } from "./newsletter-settings-constants";
import {
  AUTH_MESSAGES,
  confirmPasswordError,
  MESSAGES,
  newPasswordError,
  personNameError,
  phoneError,
  signInPasswordError,
  verifyCodeError,
} from "./validation";

// Sign-in, registration, verification and the customer session (spec part 1 §3, §4, §7; part 2 §3).
// Expected business failures (wrong password, wrong code, locked account, existing e-mail, captcha)
// answer HTTP 200 with the envelope codes below, so the page shows the message; 401 is kept for
// "your session is gone" (the request layer clears the session and reloads on it).

/** Envelope codes of the customer calls, other than 200. */
export const AUTH_CODES = {
  /** Wrong e-mail or password, wrong or expired code, bad link. */
  rejected: 400,
  /** Not signed in (or the session ended). */
  unauthorized: 401,
  /** Registering an e-mail that already has an account. */
  exists: 409,
  /** Too many failed sign-ins: the account is locked for a while. */
  locked: 423,
  /** Too many requests from this address (HTTP 429 with Retry-After). */
  rateLimited: 429,
} as const;

const operation = z.enum(["register", "forget_password"]);
/** A mailed link's operation: old_user is the old-user pop-up's link (decision 0044). */
const linkOperation = z.enum(["register", "forget_password", "old_user"]);

/** A sign-in password: the spec's rule; surrounding spaces are disregarded. */
const signInPassword = z
  .string({ error: MESSAGES.required })
  .superRefine((v, ctx) => {
    const error = signInPasswordError(v);
    if (error) ctx.addIssue({ code: "custom", message: error });
  })
  .transform((v) => v.trim());

/**
 * A new password: the checklist, a length cap, and not a common password. Surrounding spaces are
 * disregarded here as at sign-in, so the password set is the password that signs in.
 */
const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .transform((v) => v.trim())
  .superRefine((v, ctx) => {
    const error = newPasswordError(v, isCommonPassword);
    if (error) ctx.addIssue({ code: "custom", message: error });
  });
const passwordConfirm = z.string().transform((v) => v.trim());

/** A first or last name the shopper must give (registration); trimmed, with the form's messages. */
const personName = (missing: string) =>
  z
    .string({ error: missing })
    .superRefine((v, ctx) => {
      const error = personNameError(v, missing);
      if (error) ctx.addIssue({ code: "custom", message: error });
    })
    .transform((v) => v.trim());

/** A password pair whose confirmation must match (reset, change, page registration). */
function withConfirmation<T extends { password: string; password_confirm?: string }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (v.password_confirm === undefined) return;
  const error = confirmPasswordError(v.password, v.password_confirm);
  if (error) ctx.addIssue({ code: "custom", path: ["password_confirm"], message: error });
}

const verifyCode = z
  .string({ error: AUTH_MESSAGES.verifyCode })
  .trim()
  .superRefine((v, ctx) => {
    const error = verifyCodeError(v);
    if (error) ctx.addIssue({ code: "custom", message: error });
  })
  .transform((v) => v.toUpperCase());

/** Opaque tokens (session, rp_token): URL-safe base64 of 32 random bytes, generously bounded. */
const opaqueToken = z.string().trim().min(16, "is not a valid link").max(200, "is not a valid link");

/** What every successful sign-in answers (login, verification, reset, Google). */
export const signInResult = z.object({
  /** The session token ("" when the sign-in is not complete, e.g. the e-mail is not verified yet). */
  token: z.string(),
  verify_status: z.boolean(),
  entity_id: z.number().int(),
});
export type SignInResult = z.infer<typeof signInResult>;

/** When the next code may be requested, so the page can run its countdown from the server's clock. */
const sendResult = z.object({ resend_after: z.number().int().describe("Seconds until a resend is allowed") });

// ---- Guest identity ------------------------------------------------------------------------------

export const guestLogin = defineCall({
  method: "get",
  path: "/api/guest/login",
  tag: "customer",
  summary:
    "Start a guest session: a random guest token (also set as the httpOnly GuestToken cookie). The guest cart belongs to this token, never to the device id.",
  query: z.object({ device_id: text(64).min(1, "is required") }),
  result: z.object({ token: z.string() }),
  errors: { 429: "too many guest sessions from this address" },
});

// ---- Registration and sign-in -----------------------------------------------------------------

export const registerStatus = defineCall({
  method: "get",
  path: "/api/customer/register_status",
  tag: "customer",
  summary:
    "Whether an e-mail has an account (entity_id present) and is a confirmed newsletter subscriber (a pending, unconfirmed sign-up answers 0).",
  query: z.object({ email }),
  result: z.object({
    entity_id: z.number().int().optional(),
    /** 1 subscribed to the newsletter, 0 not. */
    subscriber: z.union([z.literal(0), z.literal(1)]),
  }),
  errors: { 429: "rate limited" },
});

export const register = defineCall({
  method: "post",
  path: "/api/customer/register",
  tag: "customer",
  summary:
    "Create an account (first and last name required), sign it in (unverified) and e-mail a six-character code. register_type quick = popup, normal = page.",
  body: z
    .object({
      email,
      password: newPassword,
      password_confirm: passwordConfirm.optional(),
      is_subscribed: flag.default(false),
      register_type: z.enum(["quick", "normal"]).default("normal"),
      /** Skips the captcha only when the server runs in test mode. */
      auto_test: flag.optional(),
      g_recaptcha_response: text(4000).optional(),
      login_source_page: text(40).optional(),
      source: text(40).optional(),
      action: text(40).optional(),
      // Beyond the spec's payload: the sign-up form asks for the name, so the greeting and the
      // account use it (issue 16, bug 11; docs/decisions/0020a-sign-up-name-and-return.md).
      firstname: personName(AUTH_MESSAGES.firstnameRequired),
      lastname: personName(AUTH_MESSAGES.lastnameRequired),
    })
    .superRefine(withConfirmation),
  result: signInResult,
  errors: {
    400: "Incorrect reCAPTCHA.",
    409: "an account already exists for this e-mail",
    429: "rate limited",
  },
});

export const login = defineCall({
  method: "post",
  path: "/api/customer/login",
  tag: "customer",
  summary:
    "Sign in with e-mail and password. verify_status false (token empty): the e-mail is not verified yet and a code was sent.",
  body: z.object({
    email,
    password: signInPassword,
    login_source_page: text(40).optional(),
    source: text(40).optional(),
    action: text(40).optional(),
    register_type: z.enum(["quick", "normal"]).optional(),
  }),
  result: signInResult,
  errors: {
    400: "wrong e-mail or password",
    423: "account locked after repeated failures",
    429: "rate limited",
  },
});

export const logout = defineCall({
  method: "post",
  path: "/api/customer/logout",
  tag: "customer",
  summary: "End the session (the token is dead on the server) and start a new guest session.",
  result: z.object({ token: z.string().describe("The new guest token") }),
});

export const googleLogin = defineCall({
  method: "get",
  path: "/api/login/user/google",
  tag: "customer",
  summary:
    "Sign in with a Google id_token (signature, audience, issuer and expiry verified); a verified e-mail signs in or creates the customer.",
  query: z.object({ id_token: z.string().min(1, "is required").max(8000, "is too long") }),
  result: signInResult.extend({ is_new: z.boolean() }),
  errors: {
    400: "the token could not be verified",
    404: "Google sign-in is not configured",
    429: "rate limited",
  },
});

// ---- Codes and links ------------------------------------------------------------------------------

export const sendVerifyEmail = defineCall({
  method: "post",
  path: "/api/customer/verify_email",
  tag: "customer",
  summary:
    "E-mail a six-character code for an operation (register or forget_password); action resend asks again. One code per minute.",
  body: z.object({
    email,
    operation,
    action: z.enum(["send", "resend"]).default("send"),
    register_type: z.enum(["quick", "normal"]).optional(),
  }),
  result: sendResult,
  errors: { 400: "wait before asking again (result.resend_after)", 429: "rate limited" },
});

export const verifyEmailCode = defineCall({
  method: "post",
  path: "/api/customer/verify_email_code",
  tag: "customer",
  summary:
    "Check a code. register: the e-mail is verified and the customer signed in. forget_password: answers an rp_token for the reset page.",
  body: z.object({
    email,
    verify_code: verifyCode,
    operation,
    register_type: z.enum(["quick", "normal"]).optional(),
  }),
  result: signInResult.extend({ rp_token: z.string().describe("forget_password only; '' otherwise") }),
  errors: { 400: "wrong, expired or used code", 429: "rate limited" },
});

export const sendOwnVerifyEmail = defineCall({
  method: "post",
  path: "/api/customer/verify_code_email",
  tag: "customer",
  summary: "A signed-in customer whose e-mail is not verified asks for a new code for their own address.",
  result: sendResult,
  errors: { 400: "already verified, or wait before asking again", 401: "not signed in", 429: "rate limited" },
});

export const verifyStatus = defineCall({
  method: "get",
  path: "/api/customer/verify_status",
  tag: "customer",
  summary: "Whether the signed-in customer's e-mail is verified.",
  result: z.object({ verify_status: z.boolean() }),
  errors: { 401: "not signed in" },
});

export const forgotPassword = defineCall({
  method: "post",
  path: "/api/customer/forgot_password",
  tag: "customer",
  summary:
    "E-mail a password-reset link (rp_token) and code. Answers the same whether or not the address has an account.",
  body: z.object({ email }),
  result: sendResult,
  errors: { 429: "rate limited" },
});

export const verifyLinkEmail = defineCall({
  method: "post",
  path: "/api/customer/verify_link_email",
  tag: "customer",
  summary:
    "Check an e-mailed link (route guard rule 6). register: verifies the e-mail and signs in. forget_password: checks the reset link (not used up until the reset). old_user: confirms an old account's address again, gives the $30 coupon once and signs in (the message says so).",
  body: z.object({ email, rp_token: opaqueToken, operation: linkOperation }),
  result: z.object({ token: z.string() }),
  errors: { 400: "the link is wrong, used or expired", 429: "rate limited" },
});

export const resetPassword = defineCall({
  method: "put",
  path: "/api/customer/reset",
  tag: "customer",
  summary:
    "Set a new password with a reset link token (body rp_token, or the reset cookie the Password page set). Signs in; every older session ends.",
  body: z
    .object({
      email,
      password: newPassword,
      password_confirm: passwordConfirm,
      rp_token: opaqueToken.optional(),
    })
    .superRefine(withConfirmation),
  result: signInResult,
  errors: { 400: "the link is wrong, used or expired", 429: "rate limited" },
});

export const changePassword = defineCall({
  method: "put",
  path: "/api/customer/password_modify",
  tag: "customer",
  summary: "Change the password (current one required). Every other session ends; a new token is issued.",
  body: z
    .object({
      current_password: signInPassword,
      password: newPassword,
      password_confirm: passwordConfirm,
    })
    .superRefine(withConfirmation),
  result: z.object({ token: z.string() }),
  errors: { 400: "the current password is wrong", 401: "not signed in", 423: "locked" },
});

// ---- Account ----------------------------------------------------------------------------------------

/** The user info of spec part 1 §3. */
export const userInfo = z.object({
  email: z.string(),
  entity_id: z.number().int(),
  customer_group: z.string(),
  customer_group_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  customer_phone: z.string(),
  interest: z.array(z.string()),
  /** 0 not said, 1 male, 2 female, 3 other. */
  gender: z.number().int(),
  /** YYYY-MM-DD or "". */
  births: z.string(),
  grade: z.number().int(),
  points: z.number().int(),
  tip: z.string(),
  is_dropship: z.boolean(),
  show_point: z.boolean(),
  plus_invite_code: z.string(),
  plus_invite_list: z.array(z.object({ email: z.string(), money: z.string() })),
  play_birthday_wishes: z.boolean(),
  is_old_user: z.boolean(),
  verify_status: z.boolean(),
  subscriber: z.object({
    subscriber_email: z.union([z.literal(0), z.literal(1)]),
    subscriber_sms: z.union([z.literal(0), z.literal(1)]),
  }),
});
export type UserInfo = z.infer<typeof userInfo>;

export const accountInit = defineCall({
  method: "get",
  path: "/api/customer/get_account_init",
  tag: "customer",
  summary: "Session flags loaded after sign-in (old user, birthday, subscribe offers, verification).",
  result: z.object({
    is_old_user: z.boolean(),
    is_general: z.boolean(),
    play_birthday_wishes: z.boolean(),
    showMyproduct: z.boolean(),
    isShowSubscribe: z.boolean(),
    customer_verify: z.boolean(),
    /** The tracking globals pushed to the data layer after sign-in (part 1 §3). */
    tracking: z.object({
      customer_email: z.string(),
      customer_id: z.number().int(),
      customer_phone: z.string(),
      md5_email: z.string(),
      sha_email: z.string(),
      customer_group_id: z.number().int(),
      /** Excluded from behavioural-recommendation tracking (Dropship group). */
      is_dropship_group: z.boolean(),
    }),
  }),
  errors: { 401: "not signed in" },
});

export const accountInformation = defineCall({
  method: "get",
  path: "/api/customer/get_account_information",
  tag: "customer",
  summary: "The signed-in customer's user info.",
  result: userInfo,
  errors: { 401: "not signed in" },
});

/** Interests a customer may pick on the profile page. */
export const INTERESTS = [
  "Furniture",
  "Outdoor",
  "Kitchen",
  "Appliances",
  "Decor",
  "Bath",
  "Baby & Kids",
  "Toys & Hobbies",
  "Sports & Games",
  "Pets",
  "Health & Beauty",
] as const;

export const editAccountInformation = defineCall({
  method: "put",
  path: "/api/customer/edit_account_information",
  tag: "customer",
  summary:
    "Update the profile. Only names, phone, gender, birthday, interests and the newsletter choice can change; any other field is refused.",
  body: z.object({
    firstname: text(60).optional(),
    lastname: text(60).optional(),
    customer_phone: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const error = phoneError(v);
        if (error) ctx.addIssue({ code: "custom", message: error });
      })
      .optional(),
    gender: int(0, 3).optional(),
    births: z
      .union([z.literal(""), z.iso.date("must be a date (YYYY-MM-DD)")])
      .optional()
      .refine(
        (v) => !v || (v >= "1900-01-01" && v <= new Date().toISOString().slice(0, 10)),
        "must be a past date",
      ),
    interest: list(z.enum(INTERESTS)).optional(),
    is_subscribed: flag.optional(),
  }),
  result: userInfo,
  errors: { 401: "not signed in" },
});

/** The header's view of the session (root loader); never 401. */
export const sessionState = defineCall({
  method: "get",
  path: "/api/customer/session",
  tag: "customer",
  summary:
    "Who is browsing: signed in or guest, the name the header greets, the cart's unit count, and the public sign-in settings (Google client id, captcha site key).",
  result: z.object({
    is_login: z.boolean(),
    customer: z
      .object({
        entity_id: z.number().int(),
        email: z.string(),
        firstname: z.string(),
        lastname: z.string(),
        customer_group: z.string(),
        customer_group_id: z.number().int(),
        verify_status: z.boolean(),
        /** The user info's show_point: the account menu lists Points. */
        show_point: z.boolean(),
        /** The user info's subscriber.subscriber_email (a confirmed subscription): 0 shows the subscribe pop-up and icon. */
        subscriber_email: z.union([z.literal(0), z.literal(1)]),
        /** The user info's is_old_user: the old-user pop-up's flag. */
        is_old_user: z.boolean(),
        /** The user info's play_birthday_wishes: the birthday icon's flag. */
        play_birthday_wishes: z.boolean(),
      })
      .nullable(),
    /** Whether the request carried a live guest session (else the browser asks for one). */
    has_guest: z.boolean(),
    /** Units in this shopper's cart (the header badge; the cart read's items_qty). */
    cart_qty: z.number().int(),
    google_client_id: z.string(),
    recaptcha_site_key: z.string(),
  }),
});

export const subscribePreCheck = defineCall({
  method: "get",
  path: "/api/customer/subscribe_pre_check",
  tag: "customer",
  summary:
    "Route guard rule 7 (links in newsletter mail): where a shopper arriving with an e-mail goes — home, login or create — or '' to carry on with the e-mail filled in.",
  query: z.object({
    email: z.string().trim().max(254).default(""),
    mEmail: z.string().trim().max(200).default(""),
    mTime: z.string().trim().max(20).default(""),
    redirectUrl: z.string().trim().max(500).default(""),
  }),
  result: z.object({
    redirect: z.enum(["home", "login", "create", ""]),
    email: z.string(),
    redirectUrl: z.string().describe("Same-site relative path, or '' when the given one was not"),
  }),
});

export const newsletterSubscriberEdit = defineCall({
  method: "post",
  path: NEWSLETTER_SETTINGS_PATH,
  tag: "customer",
  summary: `The spec's newsletter subscriber edit (My Newsletter): switches the signed-in customer's e-mail newsletter and texts. E-mail on subscribes the account's address (confirmed at once when the account's address is verified, else a confirmation link is mailed and the answer says "${NEWSLETTER_SETTINGS_MESSAGES.confirmSent}"); off unsubscribes it. Texts need a phone on the account ("${NEWSLETTER_SETTINGS_MESSAGES.needsPhone}", code 422, HTTP 200). A switch left out stays as it is. Answers the new user info and \`email_pending\` (a confirmation link is out); the page then reloads the account information.`,
  body: z.object({
    subscriber_email: z.union([z.literal(0), z.literal(1)]).optional(),
    subscriber_sms: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  result: z.object({ info: userInfo, email_pending: z.boolean() }),
  errors: {
    401: "not signed in",
    422: `"${NEWSLETTER_SETTINGS_MESSAGES.needsPhone}" (HTTP 200), or a switch that is not 0 or 1`,
  },
});

export const newsletterSettings = defineCall({
  method: "get",
  path: NEWSLETTER_SETTINGS_PATH,
  tag: "customer",
  summary:
    "My Newsletter's switches as they are: the signed-in customer's user info (`subscriber`) and `email_pending` (an e-mail sign-up waits for its confirmation link).",
  result: z.object({ info: userInfo, email_pending: z.boolean() }),
  errors: { 401: "not signed in" },
});
