// The browser side of the end of the sign-in flow: the session is loaded and the target page
// loaded in full (completeSignIn), or the new-password page opened after a reset code.
import { localRemove, STORAGE_KEYS, sessionGet, sessionRemove, setPayLogin } from "../../lib/storage";
import { completeSignIn } from "../session/complete-sign-in";
import { type Completion, planFinish } from "./login-targets";

/** localStorage key of the new-user subscribe coupon offer (spec part 2 §3), cleared once verified. */
export const NEW_USER_COUPON_KEY = "newUserSubscribePop";

export async function finishSignIn(completion: Completion, redirect: string | null): Promise<void> {
  const plan = planFinish(completion, {
    redirect,
    savedPath: sessionGet(STORAGE_KEYS.requestPath),
    pathname: window.location.pathname,
    search: window.location.search,
  });
  if (plan.kind === "navigate") {
    window.location.assign(plan.url);
    return;
  }
  if (plan.verified) {
    localRemove(NEW_USER_COUPON_KEY);
    sessionRemove(STORAGE_KEYS.requestPath);
  }
  if (plan.payLogin) setPayLogin(true);
  await completeSignIn(plan.target);
}
