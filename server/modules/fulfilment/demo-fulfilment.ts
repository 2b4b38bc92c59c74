// The demo fulfilment worker (issue 17): so a newcomer sees every state of an order without an
// operator, it moves paid orders along on a short schedule — paid (processing) → shipped with the
// store's own fleet → out for delivery → delivered, FULFILMENT_DEMO_SECONDS apart — through the same
// service functions as the operator calls, logged as the operator "demo-worker". On under
// `npm run dev` with the embedded database; FULFILMENT_DEMO=1 turns it on anywhere (config.ts
// fulfilmentDemoOn). Several instances may run it side by side: every step locks its order and is
// idempotent (an order already shipped is refused, a shipment already moved is left as it is).
import { and, asc, eq, lte } from "drizzle-orm";
import { OWN_CARRIER } from "../../../contract/fulfilment-constants";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { shipments } from "../../db/schema/fulfilment";
import { orders } from "../../db/schema/order";
import type { Logger } from "../../http/logger";
import { Reply } from "../../http/route";
import { runDemoReturns } from "../returns/demo-returns";
import { type FulfilmentCtx, markDelivered, markOutForDelivery, shipOrderItems } from "./fulfilment.service";

export const DEMO_OPERATOR = "demo-worker";
/** At most this many of each step per round; the next round takes the rest. */
const BATCH = 50;

export interface DemoRound {
  shipped: number;
  outForDelivery: number;
  delivered: number;
}

/** The demo's tracking number of an order's nth shipment: "NS" + order number + n. */
export const demoTrackingNumber = (incrementId: string, n: number) =>
  `NS${incrementId}${String(n).padStart(2, "0")}`;

/**
 * One round at `now`: ships orders paid at least `stepSeconds` ago, sends shipments shipped that
 * long ago out for delivery, and delivers those out for delivery that long. Each move is its own
 * transaction (the service's).
 */
export async function runDemoFulfilment(
  ctx: { db: Db; logger: Logger; config: FulfilmentCtx["config"] },
  now: Date,
  stepSeconds: number,
): Promise<DemoRound> {
  const before = new Date(now.getTime() - stepSeconds * 1000);
  const step = { db: ctx.db, logger: ctx.logger, config: ctx.config, now };
  const round: DemoRound = { shipped: 0, outForDelivery: 0, delivered: 0 };

  const paid = await ctx.db
    .select({ incrementId: orders.incrementId })
    .from(orders)
    .where(and(eq(orders.status, "processing"), lte(orders.updatedAt, before)))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(BATCH);
  for (const { incrementId } of paid) {
    const out = await shipOrderItems(step, DEMO_OPERATOR, {
      incrementId,
      carrier: OWN_CARRIER,
      trackingNumber: demoTrackingNumber(incrementId, 1),
    });
    if (out instanceof Reply)
      ctx.logger.warn("demo fulfilment: not shipped", { incrementId, reason: out.message });
    else round.shipped++;
  }

  const leaving = await ctx.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.status, "shipped"), lte(shipments.shippedAt, before)))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id))
    .limit(BATCH);
  for (const { id } of leaving) {
    await markOutForDelivery(step, DEMO_OPERATOR, { shipmentId: id }, { location: "Local delivery station" });
    round.outForDelivery++;
  }

  const arriving = await ctx.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.status, "out_for_delivery"), lte(shipments.outForDeliveryAt, before)))
    .orderBy(asc(shipments.outForDeliveryAt), asc(shipments.id))
    .limit(BATCH);
  for (const { id } of arriving) {
    await markDelivered(step, DEMO_OPERATOR, { shipmentId: id }, { location: "Front door" });
    round.delivered++;
  }
  return round;
}

/**
 * Runs a round every half step (at least every second, at most every minute) until stop(), which
 * waits for a round in flight (before the database closes). With the configuration it also approves
 * requested returns after a step (server/modules/returns/demo-returns.ts).
 */
export function startDemoFulfilment(
  deps: { db: Db; logger: Logger; config: Config },
  stepSeconds: number,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        const round = await runDemoFulfilment(deps, new Date(), stepSeconds);
        const returnsApproved = await runDemoReturns(deps, new Date(), stepSeconds);
        if (round.shipped + round.outForDelivery + round.delivered + returnsApproved > 0)
          deps.logger.info("demo fulfilment", { ...round, returnsApproved });
      })
      .catch((err: unknown) =>
        deps.logger.warn("demo fulfilment failed", { error: String((err as Error)?.message ?? err) }),
      );
  };
  const timer = setInterval(tick, Math.min(60_000, Math.max(1_000, (stepSeconds * 1000) / 2)));
  timer.unref();
  deps.logger.info("demo fulfilment worker on", { stepSeconds });
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
