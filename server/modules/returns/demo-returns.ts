// The demo worker's part in returns (docs/decisions/0031-returns.md): where the demo fulfilment
// worker runs (FULFILMENT_DEMO, on under `npm run dev`), a requested return is approved after one
// step (FULFILMENT_DEMO_SECONDS), through the operator's own service as "demo-worker", so a newcomer
// sees the label and its note without an operator. Receipt and refund stay with an operator (npm
// run ops): money goes back only when a person says the parcel arrived.
import { and, asc, eq, lte } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { returns } from "../../db/schema/returns";
import type { Logger } from "../../http/logger";
import { Reply } from "../../http/route";
import { approveReturn } from "./return-admin.service";

const DEMO_OPERATOR = "demo-worker";
const BATCH = 50;

/** Approves returns requested at least `stepSeconds` before `now`; answers how many. */
export async function runDemoReturns(
  ctx: { db: Db; logger: Logger; config: Config },
  now: Date,
  stepSeconds: number,
): Promise<number> {
  const before = new Date(now.getTime() - stepSeconds * 1000);
  const waiting = await ctx.db
    .select({ rma: returns.rmaNumber })
    .from(returns)
    .where(and(eq(returns.status, "requested"), lte(returns.requestedAt, before)))
    .orderBy(asc(returns.requestedAt), asc(returns.id))
    .limit(BATCH);
  const origin = ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
  let approved = 0;
  for (const { rma } of waiting) {
    const out = await approveReturn({ ...ctx, now, origin }, DEMO_OPERATOR, rma);
    if (out instanceof Reply) ctx.logger.warn("demo returns: not approved", { rma, reason: out.message });
    else approved++;
  }
  return approved;
}
