// Operator calls of Plus+ (contract/plus.ts, mounted with the other operator calls): the list of
// memberships and expire-now (tests and support), each action logged in operator_actions.
import { asc, eq, gt, lte } from "drizzle-orm";
import { PLUS_MESSAGES } from "../../../contract/plus-constants";
import { customers } from "../../db/schema/customer";
import { operatorActions } from "../../db/schema/fulfilment";
import { plusMemberships } from "../../db/schema/plus";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import { expireNow } from "./plus-expiry";

export async function listMemberships(
  ctx: RequestContext,
  query: { status?: "active" | "expired"; limit: number },
) {
  const rows = await ctx.db
    .select({
      m: plusMemberships,
      email: customers.email,
      group: customers.customerGroup,
      code: customers.plusInviteCode,
    })
    .from(plusMemberships)
    .innerJoin(customers, eq(customers.id, plusMemberships.customerId))
    .where(
      query.status === "active"
        ? gt(plusMemberships.expiresAt, ctx.now)
        : query.status === "expired"
          ? lte(plusMemberships.expiresAt, ctx.now)
          : undefined,
    )
    .orderBy(asc(plusMemberships.expiresAt))
    .limit(query.limit);
  return rows.map(({ m, email, group, code }) => ({
    customer_id: m.customerId,
    email,
    phone: m.phone,
    customer_group: group,
    previous_group: m.previousGroup,
    started_at: m.startedAt.toISOString(),
    expires_at: m.expiresAt.toISOString(),
    active: m.expiresAt.getTime() > ctx.now.getTime(),
    invite_code: code,
  }));
}

export async function operatorExpireNow(ctx: RequestContext, operator: string, customerId: number) {
  const done = await expireNow(ctx.db, customerId, ctx.now);
  if (!done) throw new AppError(404, 404, PLUS_MESSAGES.noMembership);
  await ctx.db.insert(operatorActions).values({
    operator,
    action: "plus_expire_now",
    detail: { customer_id: customerId },
    at: ctx.now,
  });
  return new Reply(200, PLUS_MESSAGES.expiredNow, done);
}
