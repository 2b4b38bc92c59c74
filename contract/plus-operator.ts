import { z } from "zod";
import { defineCall } from "./call";

// Operator calls for the Plus+ join flow's tests and for support (docs/decisions/0036), beside
// S's /admin/api/plus/members and expire-now (contract/plus.ts), under /admin/api with an operator
// token, each action logged in operator_actions:
//   POST /admin/api/plus/set-expiry       moves an active membership's expiry (e.g. into the renewal window)
//   POST /admin/api/customer/group        puts a customer in the General or Business group

/** The groups an operator may set; PLUS+ comes only with a paid membership. */
export const OPERATOR_GROUPS = { General: 1, Business: 2 } as const;
export type OperatorGroup = keyof typeof OPERATOR_GROUPS;

export const PLUS_OPERATOR_MESSAGES = {
  expiryMoved: "The membership's expiry is moved.",
  expiryNotAfterStart: "The new expiry must be after the membership's start and in the future.",
  groupSet: "The customer's group is changed.",
  noCustomer: "There is no such customer.",
  memberGroup: "This customer is a Plus+ member: the group changes back when the membership ends.",
} as const;

const customerId = z.coerce.number().int().positive().max(2_147_483_647);

export const adminPlusSetExpiry = defineCall({
  method: "post",
  path: "/admin/api/plus/set-expiry",
  tag: "admin",
  summary:
    "Moves an active membership's expiry to `expires_at` (after its start, in the future): into the 60-day renewal window, for tests and support.",
  body: z.object({ customer_id: customerId, expires_at: z.iso.datetime({ offset: true }) }),
  result: z.object({ customer_id: z.number().int(), expires_at: z.string() }),
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no membership for this customer",
    422: "expiry not after the start or not in the future",
  },
});

export const adminCustomerGroup = defineCall({
  method: "post",
  path: "/admin/api/customer/group",
  tag: "admin",
  summary:
    "Puts a customer in the General or Business group (Business customers may not join Plus+). Not for a current Plus+ member.",
  body: z.object({ customer_id: customerId, customer_group: z.enum(["General", "Business"]) }),
  result: z.object({ customer_id: z.number().int(), customer_group: z.string() }),
  errors: {
    401: "no operator token, or an unknown one",
    403: "a shopper's session token",
    404: "no such customer",
    409: "a current Plus+ member",
  },
});
