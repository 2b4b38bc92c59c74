import type { CallResult } from "../../../contract/call";
import type { dealsList } from "../../../contract/deals";

export type DealsPage = CallResult<typeof dealsList>;

/** Deals on one page: three rows of four on a laptop, six of two on a phone. */
export const BLACKFRIDAY_PAGE_SIZE = 12;
