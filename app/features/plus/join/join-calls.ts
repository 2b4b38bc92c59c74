// The join flow's calls (spec part 2 §7, the shared design "Calls"): thin wrappers over the
// request layer, so the flow reads as steps and the shapes live in one place. Paths written out so
// the contract's zod schemas stay out of the browser chunk.
import type { CallResult } from "../../../../contract/call";
import type { Envelope } from "../../../../contract/envelope";
import type {
  getStepInfo,
  isCompleted,
  orderMaybeSucc,
  paymenLink,
  sendCode,
} from "../../../../contract/plus";
import { PLUS_API } from "../../../../contract/plus-constants";
import { api } from "../../../lib/api";

export const PLUS_CALL_PATHS = {
  stepInfo: PLUS_API.getStepInfo,
  sendCode: PLUS_API.sendCode,
  verifyCode: PLUS_API.verifyCode,
  paymentLink: PLUS_API.paymenLink,
  orderMaybeSucc: PLUS_API.orderMaybeSucc,
  isCompleted: PLUS_API.isCompleted,
  pay: PLUS_API.pay,
} as const;

export type StepInfo = CallResult<typeof getStepInfo>;
export type SendCodeResult = CallResult<typeof sendCode>;
export type PaymentLink = CallResult<typeof paymenLink>;
export type OrderMaybeSucc = CallResult<typeof orderMaybeSucc>;
export type Completion = CallResult<typeof isCompleted>;

export interface JoinCalls {
  stepInfo(signal?: AbortSignal): Promise<Envelope<StepInfo>>;
  sendCode(phone: string, signal?: AbortSignal): Promise<Envelope<SendCodeResult>>;
  verifyCode(
    body: { phone: string; code: string; vip_code?: string },
    signal?: AbortSignal,
  ): Promise<Envelope<unknown>>;
  paymentLink(vipCode: string | undefined, signal?: AbortSignal): Promise<Envelope<PaymentLink>>;
  orderMaybeSucc(timestamp: number, signal?: AbortSignal): Promise<Envelope<OrderMaybeSucc>>;
  isCompleted(orderSn: string, signal?: AbortSignal): Promise<Envelope<Completion>>;
}

export const joinCalls: JoinCalls = {
  stepInfo: (signal) => api.post<StepInfo>(PLUS_CALL_PATHS.stepInfo, {}, { signal }),
  sendCode: (phone, signal) => api.post<SendCodeResult>(PLUS_CALL_PATHS.sendCode, { phone }, { signal }),
  verifyCode: (body, signal) => api.post(PLUS_CALL_PATHS.verifyCode, body, { signal }),
  paymentLink: (vipCode, signal) =>
    api.post<PaymentLink>(PLUS_CALL_PATHS.paymentLink, vipCode ? { vip_code: vipCode } : {}, { signal }),
  orderMaybeSucc: (timestamp, signal) =>
    api.post<OrderMaybeSucc>(`${PLUS_CALL_PATHS.orderMaybeSucc}?timestamp=${timestamp}`, {}, { signal }),
  isCompleted: (orderSn, signal) =>
    api.post<Completion>(PLUS_CALL_PATHS.isCompleted, { order_sn: orderSn }, { signal }),
};
