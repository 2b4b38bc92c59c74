import { SIGN_IN_REQUIRED_CODE } from "../../../../contract/coupons-constants";

export interface GetCouponOutcome {
  toast: "success" | "warning";
  message: string;
  /** Re-read the coupon list (the claimed coupon now shows as received). */
  reload: boolean;
  /** Show the sign-in link in the drawer. */
  signIn: boolean;
}

const FALLBACK = "We could not get this coupon. Please try again.";

/**
 * Spec part 2 §8 "Get coupon": on code 200 the message is a success toast and the list reloads;
 * otherwise the message is a warning toast. A guest is also offered a sign-in link.
 */
export function getCouponOutcome(answer: { code: number; message: string }): GetCouponOutcome | null {
  if (answer.code === 0) return null; // cancelled: the drawer closed
  if (answer.code === 200) return { toast: "success", message: answer.message, reload: true, signIn: false };
  // A failed request was already toasted by the request layer when it has no message of its own.
  return {
    toast: "warning",
    message: answer.message || FALLBACK,
    reload: false,
    signIn: answer.code === SIGN_IN_REQUIRED_CODE,
  };
}
