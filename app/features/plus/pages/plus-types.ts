import type { CallResult } from "../../../../contract/call";
import type {
  cmsShowInfo,
  inviteComplex,
  inviteList,
  inviteMember,
  plusOrderDetail,
  plusOrderList,
  plusProducts,
} from "../../../../contract/plus";

// What the Plus+ pages read from the Plus+ calls (contract/plus.ts).

export type PlusCmsInfo = CallResult<typeof cmsShowInfo>;
export type PlusProductsPage = CallResult<typeof plusProducts>;
export type MemberCenterInfo = CallResult<typeof inviteComplex>;
export type InviteList = CallResult<typeof inviteList>;
export type InviteListItem = InviteList["items"][number];
export type InviteMemberInfo = CallResult<typeof inviteMember>;
export type PlusOrderSummary = CallResult<typeof plusOrderList>["orders"][number];
export type PlusOrderDetail = CallResult<typeof plusOrderDetail>;
