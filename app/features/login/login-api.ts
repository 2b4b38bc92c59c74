// The calls the sign-in flow makes, behind a small interface: the browser passes the request
// layer (browser-login-api.ts), the pages' no-JavaScript action passes the in-process API
// (login-api.server.ts), and tests pass the real app. Types only come from the contract, so the
// browser bundle carries no zod.
import type { z } from "zod";
import type { CallDef, CallResult } from "../../../contract/call";
import type {
  forgotPassword,
  login,
  register,
  registerStatus,
  resetPassword,
  sendVerifyEmail,
  verifyEmailCode,
} from "../../../contract/customer";
import type { Envelope } from "../../../contract/envelope";

export type RegisterStatus = CallResult<typeof registerStatus>;
export type SignInAnswer = CallResult<typeof login>;
export type VerifyAnswer = CallResult<typeof verifyEmailCode>;
export type SendAnswer = CallResult<typeof sendVerifyEmail>;

/** A call's body as sent (contract/call.ts's CallBody reads `never` for optional body slots). */
type BodyOf<C extends CallDef> = z.input<NonNullable<C["body"]>>;

export type LoginBody = BodyOf<typeof login>;
export type RegisterBody = BodyOf<typeof register>;
export type VerifyBody = BodyOf<typeof verifyEmailCode>;
export type ResendBody = BodyOf<typeof sendVerifyEmail>;
export type ResetBody = BodyOf<typeof resetPassword>;

/** Paths of the calls (the contract's, repeated here because the browser must not import zod). */
export const LOGIN_PATHS = {
  registerStatus: "/api/customer/register_status",
  login: "/api/customer/login",
  register: "/api/customer/register",
  forgotPassword: "/api/customer/forgot_password",
  verifyCode: "/api/customer/verify_email_code",
  sendCode: "/api/customer/verify_email",
  reset: "/api/customer/reset",
} as const;

export interface LoginApi {
  registerStatus(email: string): Promise<Envelope<RegisterStatus>>;
  login(body: LoginBody): Promise<Envelope<SignInAnswer>>;
  register(body: RegisterBody): Promise<Envelope<SignInAnswer>>;
  forgotPassword(email: string): Promise<Envelope<CallResult<typeof forgotPassword>>>;
  verifyCode(body: VerifyBody): Promise<Envelope<VerifyAnswer>>;
  resendCode(body: ResendBody): Promise<Envelope<SendAnswer>>;
  resetPassword(body: ResetBody): Promise<Envelope<SignInAnswer>>;
}

/** The few request-layer methods the flow needs (app/lib/api-client.ts's ApiClient fits). */
export interface RequestLayer {
  get<T>(path: string, query?: Record<string, unknown>): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown): Promise<Envelope<T>>;
  put<T>(path: string, body?: unknown): Promise<Envelope<T>>;
}

/** The flow's calls over a request layer (default form encoding: url-encoded, booleans as 1/0). */
export function loginApiOver(layer: RequestLayer): LoginApi {
  return {
    registerStatus: (email) => layer.get(LOGIN_PATHS.registerStatus, { email }),
    login: (body) => layer.post(LOGIN_PATHS.login, body),
    register: (body) => layer.post(LOGIN_PATHS.register, body),
    forgotPassword: (email) => layer.post(LOGIN_PATHS.forgotPassword, { email }),
    verifyCode: (body) => layer.post(LOGIN_PATHS.verifyCode, body),
    resendCode: (body) => layer.post(LOGIN_PATHS.sendCode, body),
    resetPassword: (body) => layer.put(LOGIN_PATHS.reset, body),
  };
}
