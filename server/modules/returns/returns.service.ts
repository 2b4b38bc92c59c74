import { toSVG } from "bwip-js/node";
import { and, asc, count, eq, inArray, isNull, max, notExists, sql } from "drizzle-orm";
import { RETURN_WINDOW_DAYS } from "../../../contract/constants";
import type { ReturnLabel, ReturnPhotoUploadResult, ReturnView } from "../../../contract/returns";
import {
  RETURN_ADDRESS,
  RETURN_HOLDING_STATUSES,
  RETURN_LABEL_STATUSES,
  RETURN_MESSAGES,
  RETURN_STATUS_LABELS,
  RETURNABLE_ORDER_STATUSES,
  type ReturnStatus,
} from "../../../contract/returns-constants";
import { UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import { shipmentItems, shipments } from "../../db/schema/fulfilment";
import { orderItems, orders } from "../../db/schema/order";
import { returnItems, returnPhotos, returns } from "../../db/schema/returns";
import { uploadedImages } from "../../db/schema/uploads";
import { runTransaction, type Tx } from "../../db/transaction";
import type { RequestContext } from "../../http/context";
import { AppError } from "../../http/errors";
import { Reply } from "../../http/route";
import type { DbOrTx } from "../cart/cart-owner";
import { storeUpload, type UploadCap } from "../media/stored-upload";
import { lockOwnOrder, type OrderRow } from "../order/order-ownership";
import { isUniqueViolation } from "../order/unique-violation";
import { dollars, lineShare, type OrderMoney } from "./return-money";
import { findOwnReturn, returnView, returnViews, selectReturns } from "./return-view";

/** An expected refusal thrown out of a transaction (rolling it back), answered with code 409. */
export class ReturnRefusal extends Error {}
export const refuse = (message: string): never => {
  throw new ReturnRefusal(message);
};

export async function refusing<T>(work: () => Promise<T>): Promise<T | Reply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ReturnRefusal) return new Reply(409, err.message, null, 409);
    throw err;
  }
}

const notFound = () => new AppError(404, 404, RETURN_MESSAGES.notFound);

/** A day as the store writes it (its warehouse's time zone). */
const dayText = (d: Date) =>
  d.toLocaleDateString("en-US", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "long",
    day: "numeric",
  });

export const orderMoney = (
  order: OrderRow,
  lines: { qty: number; planPriceCents: number | null }[],
): OrderMoney => ({
  subtotalCents: order.subtotalCents,
  // The Plus+ first-order discount is shared by the lines like the coupon's (decision 0035).
  discountCents: order.discountCents + order.plusFirstOrderCents,
  pointsUsed: order.pointsUsed,
  taxCents: order.taxCents,
  payLaterDiscountCents: order.payLaterDiscountCents,
  planCents: lines.reduce((n, l) => n + (l.planPriceCents ?? 0) * l.qty, 0),
});

/** Per order line: units delivered and when the last delivered shipment carrying it arrived. */
async function deliveredByItem(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({
      orderItemId: shipmentItems.orderItemId,
      delivered: sql<number>`sum(${shipmentItems.qty})::int`,
      lastAt: max(shipments.deliveredAt),
    })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, "delivered")))
    .groupBy(shipmentItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, { delivered: Number(r.delivered), lastAt: r.lastAt }]));
}

/** Per order line: units in returns that hold them (requested, approved, received, refunded), and the newest such RMA. */
export async function heldByItem(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, qty: returnItems.qty, rma: returns.rmaNumber })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, [...RETURN_HOLDING_STATUSES])))
    .orderBy(asc(returns.id));
  const held = new Map<number, { qty: number; rma: string }>();
  for (const r of rows)
    held.set(r.orderItemId, { qty: (held.get(r.orderItemId)?.qty ?? 0) + r.qty, rma: r.rma });
  return held;
}

/** Asked lines: the same line twice adds up; zero quantities are dropped. */
function merge(items: { order_item_id: number; qty: number }[]) {
  const asked = new Map<number, number>();
  for (const i of items) asked.set(i.order_item_id, (asked.get(i.order_item_id) ?? 0) + i.qty);
  return asked;
}

export interface RequestReturnInput {
  order_id: string;
  items: { order_item_id: number; qty: number }[];
  reason: string;
  comment: string;
  photos: string[];
  request_key?: string;
}

/** Asks to return delivered items (one transaction; nothing written on any refusal). */
export async function requestReturn(
  ctx: RequestContext,
  customerId: number,
  input: RequestReturnInput,
): Promise<ReturnView | Reply> {
  const auth = await ctx.auth();
  const again = async () => {
    const [row] = await ctx.db
      .select()
      .from(returns)
      .where(and(eq(returns.customerId, customerId), eq(returns.requestKey, input.request_key ?? "")));
    return row ? returnView(ctx.db, row) : null;
  };
  try {
    return await refusing(() =>
      runTransaction(ctx.db, async (tx) => {
        const order = await lockOwnOrder(tx, auth, input.order_id);
        if (input.request_key) {
          const [done] = await tx
            .select()
            .from(returns)
            .where(and(eq(returns.customerId, customerId), eq(returns.requestKey, input.request_key)));
          if (done) {
            if (done.orderId !== order.id)
              throw new AppError(409, 409, "This request_key was used for another order.");
            return returnView(tx, done);
          }
        }
        if (!(RETURNABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
          refuse(RETURN_MESSAGES.notDelivered);
        const lines = await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id));
        const delivered = await deliveredByItem(tx, order.id);
        if (delivered.size === 0) refuse(RETURN_MESSAGES.notDelivered);
        const held = await heldByItem(tx, order.id);
        const asked = merge(input.items);
        const windowMs = RETURN_WINDOW_DAYS * 86_400_000;
        for (const [id, qty] of asked) {
          const line = lines.find((l) => l.id === id);
          if (!line) return refuse(RETURN_MESSAGES.unknownItem);
          const got = delivered.get(id);
          if (!got || got.delivered === 0 || !got.lastAt)
            return refuse(RETURN_MESSAGES.itemNotDelivered(line.name));
          const closes = new Date(got.lastAt.getTime() + windowMs);
          if (ctx.now > closes) refuse(RETURN_MESSAGES.windowClosed(line.name, dayText(closes)));
          if (qty > got.delivered) refuse(RETURN_MESSAGES.moreThanDelivered(line.name, got.delivered, qty));
          const h = held.get(id);
          if (h && qty > got.delivered - h.qty)
            refuse(
              RETURN_MESSAGES.alreadyReturned(line.name, h.qty, h.rma, Math.max(0, got.delivered - h.qty)),
            );
        }
        // Photos: the customer's own, uploaded for a return and not used by another one.
        const keys = [...new Set(input.photos)];
        const photos =
          keys.length === 0
            ? []
            : await tx
                .select({ id: uploadedImages.id, key: uploadedImages.key })
                .from(uploadedImages)
                .leftJoin(returnPhotos, eq(returnPhotos.imageId, uploadedImages.id))
                .where(
                  and(
                    inArray(uploadedImages.key, keys),
                    eq(uploadedImages.customerId, customerId),
                    eq(uploadedImages.purpose, "return"),
                    isNull(returnPhotos.id),
                  ),
                );
        if (photos.length !== keys.length) throw new AppError(404, 404, UPLOAD_MESSAGES.unknownPhoto);
        const [{ n }] = await tx.select({ n: count() }).from(returns).where(eq(returns.orderId, order.id));
        const [created] = await tx
          .insert(returns)
          .values({
            rmaNumber: `R${order.incrementId}-${n + 1}`,
            orderId: order.id,
            customerId,
            status: "requested",
            reason: input.reason,
            comment: input.comment,
            requestKey: input.request_key ?? null,
            requestedAt: ctx.now,
          })
          .returning();
        const money = orderMoney(order, lines);
        await tx.insert(returnItems).values(
          [...asked].map(([id, qty]) => {
            const line = lines.find((l) => l.id === id) as (typeof lines)[number];
            const s = lineShare(money, line, qty);
            return {
              returnId: created.id,
              orderItemId: id,
              qty,
              refundCents: s.refundCents,
              planRefundCents: s.planRefundCents,
              pointsRefunded: s.pointsRefunded,
            };
          }),
        );
        if (photos.length > 0) {
          const byKey = new Map(photos.map((p) => [p.key, p.id]));
          await tx.insert(returnPhotos).values(
            keys.map((k, position) => ({
              returnId: created.id,
              imageId: byKey.get(k) as number,
              position,
            })),
          );
        }
        ctx.logger.info("return requested", { orderId: order.id, returnId: created.id });
        return returnView(tx, created);
      }),
    );
  } catch (err) {
    // Two tries with one key at the same moment: the second finds the first's return.
    if (input.request_key && isUniqueViolation(err, "returns_request_key_uq")) {
      const done = await again();
      if (done) return done;
    }
    throw err;
  }
}

/** The customer's returns, newest first (of one order when asked). */
export async function listMyReturns(ctx: RequestContext, customerId: number, orderNumber?: string) {
  const where = orderNumber
    ? and(
        eq(returns.customerId, customerId),
        inArray(
          returns.orderId,
          ctx.db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.incrementId, orderNumber.replace(/^0+(?=\d)/, ""))),
        ),
      )
    : eq(returns.customerId, customerId);
  return returnViews(ctx.db, await selectReturns(ctx.db, where));
}

export async function getMyReturn(ctx: RequestContext, customerId: number, rma: string) {
  const row = await findOwnReturn(ctx.db, customerId, rma);
  if (!row) throw notFound();
  return returnView(ctx.db, row);
}

/** The Code 128 barcode of an RMA number, an SVG document drawn on the server. */
export function rmaBarcodeSvg(rma: string): string {
  return toSVG({ bcid: "code128", text: rma, scale: 2, height: 14, includetext: true, textxalign: "center" });
}

/** An own approved (or received, refunded) return's label. */
export async function getReturnLabel(
  ctx: RequestContext,
  customerId: number,
  rma: string,
): Promise<ReturnLabel | Reply> {
  const row = await findOwnReturn(ctx.db, customerId, rma);
  if (!row) throw notFound();
  const status = row.status as ReturnStatus;
  if (!RETURN_LABEL_STATUSES.includes(status) || !row.approvedAt)
    return new Reply(
      409,
      status === "refused" ? RETURN_MESSAGES.refusedNoLabel : RETURN_MESSAGES.noLabelYet,
      null,
      409,
    );
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row.orderId));
  const view = await returnView(ctx.db, row);
  const a = order.shippingAddress as Record<string, unknown>;
  const s = (k: string) => (typeof a[k] === "string" ? (a[k] as string).trim() : "");
  const street = Array.isArray(a.street) ? (a.street as unknown[]).map(String).join(", ") : s("street");
  const from = [
    `${s("firstname")} ${s("lastname")}`.trim(),
    street,
    [s("city"), [s("region_code") || s("region"), s("postcode")].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", "),
  ].filter(Boolean);
  return {
    rma_number: row.rmaNumber,
    increment_id: order.incrementId,
    status,
    status_label: RETURN_STATUS_LABELS[status],
    customer_name: `${s("firstname")} ${s("lastname")}`.trim(),
    from_address: from,
    to_address: [...RETURN_ADDRESS],
    items: view.items.map((i) => ({ name: i.name, sku: i.sku, qty: i.qty })),
    approved_at: row.approvedAt.toISOString(),
    barcode_svg: rmaBarcodeSvg(row.rmaNumber),
  };
}

/** Photos one customer may hold unused at once (they are for a request being written). */
const UNUSED_RETURN_PHOTOS_MAX = 30;

/** Return photos not in a return request yet. */
const RETURN_UPLOADS: UploadCap = {
  purpose: "return",
  unused: notExists(
    sql`(select 1 from ${returnPhotos} where ${returnPhotos.imageId} = ${uploadedImages.id})`,
  ),
  max: UNUSED_RETURN_PHOTOS_MAX,
  windowMs: 24 * 3_600_000,
  message: "You have uploaded many photos you have not used yet. Please send your return first.",
};

/** Checks, re-encodes and keeps one photo for the customer's next return request (the review photos' image module). */
export async function uploadReturnPhoto(
  ctx: RequestContext,
  customerId: number,
  bytes: Uint8Array,
): Promise<ReturnPhotoUploadResult | Reply<null>> {
  return storeUpload(ctx, customerId, RETURN_UPLOADS, bytes);
}

// ---- What protection plans give back (POST /api/extend/refunds, /api/extend/refunds-shipping) ----

async function ownOrderLines(
  ctx: RequestContext,
  tx: Tx,
  orderNumber: string,
  items: { order_item_id: number; qty: number }[],
) {
  const order = await lockOwnOrder(tx, await ctx.auth(), orderNumber);
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const asked = merge(items);
  for (const id of asked.keys()) if (!lines.some((l) => l.id === id)) refuse(RETURN_MESSAGES.unknownItem);
  return { order, lines, asked };
}

/** Each listed line's plan, refunded in full for each unit (capped at the line's quantity). */
export function planRefundQuote(
  ctx: RequestContext,
  body: { order_id: string; items: { order_item_id: number; qty: number }[] },
) {
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const { lines, asked } = await ownOrderLines(ctx, tx, body.order_id, body.items);
      const items = [...asked]
        .map(([id, qty]) => ({ line: lines.find((l) => l.id === id) as (typeof lines)[number], qty }))
        .filter(({ line }) => line.planId !== null && (line.planPriceCents ?? 0) > 0)
        .map(({ line, qty }) => {
          const units = Math.min(qty, line.qty);
          return {
            order_item_id: line.id,
            plan_id: line.planId as string,
            plan_title: line.planTitle ?? "Protection plan",
            term_months: line.planTermMonths,
            qty: units,
            refund_amount: dollars((line.planPriceCents ?? 0) * units),
          };
        });
      return {
        items,
        total_amount: dollars(items.reduce((n, i) => n + Math.round(i.refund_amount * 100), 0)),
      };
    }),
  );
}

/** The shipping protection's price: the order's protection less its plans. */
export const shippingProtectionCents = (
  order: OrderRow,
  lines: { qty: number; planPriceCents: number | null }[],
) => (order.shippingProtection ? Math.max(0, order.protectionCents - orderMoney(order, lines).planCents) : 0);

/** Units of non-gift lines not yet refunded or held, after these come back: 0 means the whole order. */
export function unitsLeft(
  lines: { id: number; qty: number; isGift: boolean }[],
  held: Map<number, { qty: number }>,
  asked: Map<number, number>,
) {
  return lines
    .filter((l) => !l.isGift)
    .reduce((n, l) => n + Math.max(0, l.qty - (held.get(l.id)?.qty ?? 0) - (asked.get(l.id) ?? 0)), 0);
}

/** Whether these items (with those already in returns) bring the whole order back, and the shipping protection refunded then. */
export function shippingRefundQuote(
  ctx: RequestContext,
  body: { order_id: string; items: { order_item_id: number; qty: number }[] },
) {
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const { order, lines, asked } = await ownOrderLines(ctx, tx, body.order_id, body.items);
      const whole = unitsLeft(lines, await heldByItem(tx, order.id), asked) === 0;
      const cents = shippingProtectionCents(order, lines);
      return {
        has_shipping_protection: order.shippingProtection,
        whole_order: whole,
        refund_amount: dollars(whole ? cents : 0),
      };
    }),
  );
}
