// The subscribe call from the pop-up, and what the page does with its answer (spec part 2 §4,
// §8): codes 200 and 400 are results whose type decides; any other code is an error message.
import type { CouponView } from "./coupon-rows";

/** contract/newsletter.ts subscribeNewsletter's path (written out: no zod in the browser). */
export const SUBSCRIBE_PATH = "/api/newsletter/subscribe";

export interface SubscribeResult {
  type: 1 | 2 | 3 | 4 | 5;
  couponList: CouponView[];
  subTitle: string;
  couponExpireAt: number;
  customerId: number;
}

/** What the register-success pop-up is handed (kind subscribe_result). */
export interface ResultPayload extends SubscribeResult {
  email: string;
  message: string;
}

export type Next =
  | { kind: "drawer"; result: SubscribeResult }
  | { kind: "result"; result: SubscribeResult }
  | { kind: "toast"; message: string }
  | { kind: "error"; message: string }
  | { kind: "nothing" };

const GENERIC = "Something went wrong. Please try again.";

/** The answer's next step. Code 0: the request was cancelled (nothing to show). */
export function nextStep(res: { code: number; message: string; result: unknown }): Next {
  if (res.code === 0) return { kind: "nothing" };
  const result = res.result as SubscribeResult | null;
  if ((res.code === 200 || res.code === 400) && result && typeof result.type === "number") {
    if (result.type === 1) return { kind: "drawer", result };
    if (result.type >= 2 && result.type <= 4) return { kind: "result", result };
    return { kind: "toast", message: res.message };
  }
  // The API names the field ("email: …"); a person only needs the sentence.
  return { kind: "error", message: res.message.replace(/^email: /, "") || GENERIC };
}
