import type { CallResult } from "../../../contract/call";
import type { accountInformation, sendOwnVerifyEmail } from "../../../contract/customer";

/** The signed-in customer's user info (spec part 1 §3). */
export type UserInfo = CallResult<typeof accountInformation>;

export type VerificationSent = CallResult<typeof sendOwnVerifyEmail>;

/** What a form on an account page gets back from its action. */
export type FormOutcome<E> =
  | { intent: string; ok: true; message: string }
  | { intent: string; ok: false; message: string; fieldErrors: E };

/** The verification-mail form's answer; resendAfter is the wait before the next send (seconds). */
export interface VerifyEmailOutcome {
  intent: "verify-email";
  ok: boolean;
  message: string;
  resendAfter: number;
}
