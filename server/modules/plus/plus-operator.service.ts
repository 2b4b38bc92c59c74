// Operator calls the join flow's journeys need beside S's (contract/plus-operator.ts, decision
// 0036): move an active membership's expiry (into the renewal window), and put a customer in the
// Business group (refused by the join flow). Each action is logged in operator_actions.
import { and, eq, gt } from "drizzle-orm";
import { PLUS_CUSTOMER_GROUP } from "../../../contract/constants";
import { OPERATOR_GROUPS, type OperatorGroup, PLUS_OPERATOR_MESSAGES } from "../../../contract/plus-operator";
import { customers } from "../../db/schema/customer";
import { operatorActions } from "../../db/schema/fulfilment";
import { plusMemberships } from "../../db/schema/plus";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";

export async function operatorSetExpiry(
  ctx: RequestContext,
  operator: string,
  customerId: number,
  expiresAt: Date,
) {
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(plusMemberships)
      .where(and(eq(plusMemberships.customerId, customerId), gt(plusMemberships.expiresAt, ctx.now)))
      .for("update");
    if (!m) throw new AppError(404, 404, "This customer has no Plus+ membership.");
    if (!(expiresAt.getTime() > m.startedAt.getTime() && expiresAt.getTime() > ctx.now.getTime()))
      throw new AppError(422, 422, PLUS_OPERATOR_MESSAGES.expiryNotAfterStart);
    await tx
      .update(plusMemberships)
      .set({ expiresAt, updatedAt: ctx.now })
      .where(eq(plusMemberships.customerId, customerId));
    await tx.insert(operatorActions).values({
      operator,
      action: "plus_set_expiry",
      detail: { customer_id: customerId, from: m.expiresAt.toISOString(), to: expiresAt.toISOString() },
      at: ctx.now,
    });
    return new Reply(200, PLUS_OPERATOR_MESSAGES.expiryMoved, {
      customer_id: customerId,
      expires_at: expiresAt.toISOString(),
    });
  });
}

export async function operatorSetGroup(
  ctx: RequestContext,
  operator: string,
  customerId: number,
  group: OperatorGroup,
) {
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .select({ group: customers.customerGroup })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for("update");
    if (!c) throw new AppError(404, 404, PLUS_OPERATOR_MESSAGES.noCustomer);
    // The membership owns the PLUS+ group: its expiry restores the saved group.
    if (c.group === PLUS_CUSTOMER_GROUP) throw new AppError(409, 409, PLUS_OPERATOR_MESSAGES.memberGroup);
    await tx
      .update(customers)
      .set({ customerGroup: group, customerGroupId: OPERATOR_GROUPS[group], updatedAt: ctx.now })
      .where(eq(customers.id, customerId));
    await tx.insert(operatorActions).values({
      operator,
      action: "customer_group",
      detail: { customer_id: customerId, from: c.group, to: group },
      at: ctx.now,
    });
    return new Reply(200, PLUS_OPERATOR_MESSAGES.groupSet, {
      customer_id: customerId,
      customer_group: group,
    });
  });
}
