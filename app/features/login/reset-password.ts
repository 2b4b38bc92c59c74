// The new-password form of the Password page (type=forgotpassword), reached with a verified reset
// code or link; the reset token rides in the httpOnly cookie the page's loader set.
import { isCommonPassword } from "../../../contract/common-passwords";
import { confirmPasswordError, newPasswordError } from "../../../contract/validation";
import { REQUEST_MESSAGES } from "../../lib/api-client";
import type { LoginApi } from "./login-api";

export type ResetField = "password" | "confirm";

export type ResetOutcome =
  | { ok: true }
  | { ok: false; field: ResetField; message: string }
  | { ok: false; cancelled: true };

/** The reset button's condition: the password qualifies and the confirmation matches it. */
export function canReset(password: string, confirm: string): boolean {
  return (
    newPasswordError(password, isCommonPassword) === null && confirmPasswordError(password, confirm) === null
  );
}

export async function submitNewPassword(
  api: LoginApi,
  input: { email: string; password: string; confirm: string },
): Promise<ResetOutcome> {
  const passwordError = newPasswordError(input.password, isCommonPassword);
  if (passwordError) return { ok: false, field: "password", message: passwordError };
  const confirmError = confirmPasswordError(input.password, input.confirm);
  if (confirmError) return { ok: false, field: "confirm", message: confirmError };
  const res = await api.resetPassword({
    email: input.email,
    password: input.password,
    password_confirm: input.confirm,
  });
  if (res.code === 0) return { ok: false, cancelled: true };
  if (res.code !== 200)
    return { ok: false, field: "password", message: res.message || REQUEST_MESSAGES.generic };
  return { ok: true };
}
