// The order pages' data shapes (type-only imports of the contract: no zod reaches the browser).
import type { CallResult } from "../../../contract/call";
import type { customerOrders, OrderDetail } from "../../../contract/order";

export type OrderLineView = OrderDetail["items"][number];
export type OrderSummaryView = CallResult<typeof customerOrders>[number];

/** The cancel form's intent field. */
export const CANCEL_INTENT = "cancel-order";

/** What the cancel action answers when it does not redirect: the refusal to show. */
export interface CancelOutcome {
  ok: false;
  message: string;
}
