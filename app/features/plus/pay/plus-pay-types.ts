// What the membership's payment page shows (GET /api/plus/payment/:order_sn).
import type { CallResult } from "../../../../contract/call";
import type { plusPayment } from "../../../../contract/plus";

export type PlusPaymentInfo = CallResult<typeof plusPayment>;
