// Opens the subscribe pop-up on a shopper's press (the floating icon, /blackfriday's trigger, the
// coupon drawer's offer). `source` is what the sign-up records (contract/newsletter.ts's enum).
import { popups } from "../popups";

export type SubscribeSource = "popup" | "product" | "blackfriday" | "coupon-drawer";

export interface SubscribePayload {
  source?: SubscribeSource;
}

export function openSubscribe(source: SubscribeSource = "popup"): void {
  popups.show("subscribe", { source } satisfies SubscribePayload);
}
