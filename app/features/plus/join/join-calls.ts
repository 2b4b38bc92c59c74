// The join flow's calls (spec part 2 §7, the shared design "Calls"): thin wrappers over the
// request layer, so the flow reads as steps and the shapes live in one place. Paths written out so
// the contract's zod schemas stay out of the browser chunk.
import type { Envelope } from "../../../../contract/envelope";
import { api } from "../../../lib/api";

export const PLUS_CALL_PATHS = {
  stepInfo: "/api/plus/getStepInfo",
  sendCode: "/api/plus/sendCode",
  verifyCode: "/api/plus/verifyCode",
  paymentLink: "/api/plus/paymenLink",
  orderMaybeSucc: "/api/plus/orderMaybeSucc",
  isCompleted: "/api/plus/isCompleted",
  pay: "/api/plus/pay",
} as const;

export interface StepInfo {
  is_qiye: 0 | 1;
  group_name: string;
  can_buy_plus: 0 | 1;
  is_member: boolean;
  expires_at: string | null;
  renew_from: string | null;
}

export interface PaymentLink {
  url: string;
  order_sn: string;
}

export interface OrderMaybeSucc {
  order_price: string | null;
  plus_num: number | null;
  order_sn: string | null;
}

export interface Completion {
  completed: boolean;
  customer_group: string;
  expires_at: string | null;
}

export interface JoinCalls {
  stepInfo(signal?: AbortSignal): Promise<Envelope<StepInfo>>;
  sendCode(phone: string, signal?: AbortSignal): Promise<Envelope<unknown>>;
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
  sendCode: (phone, signal) => api.post(PLUS_CALL_PATHS.sendCode, { phone }, { signal }),
  verifyCode: (body, signal) => api.post(PLUS_CALL_PATHS.verifyCode, body, { signal }),
  paymentLink: (vipCode, signal) =>
    api.post<PaymentLink>(PLUS_CALL_PATHS.paymentLink, vipCode ? { vip_code: vipCode } : {}, { signal }),
  orderMaybeSucc: (timestamp, signal) =>
    api.post<OrderMaybeSucc>(`${PLUS_CALL_PATHS.orderMaybeSucc}?timestamp=${timestamp}`, {}, { signal }),
  isCompleted: (orderSn, signal) =>
    api.post<Completion>(PLUS_CALL_PATHS.isCompleted, { order_sn: orderSn }, { signal }),
};
