import type { CallResult } from "../../../contract/call";
import type { dealsList } from "../../../contract/deals";

export type DealsPage = CallResult<typeof dealsList>;
