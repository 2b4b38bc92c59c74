// Returns as the API answers them (contract/returns.ts returnView), read in a few queries for any
// number of returns; and the RMA number lookups every side shares.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { ReturnView } from "../../../contract/returns";
import {
  RETURN_LABEL_STATUSES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnReason,
  type ReturnStatus,
  returnLabelPagePath,
} from "../../../contract/returns-constants";
import { orderItems, orders } from "../../db/schema/order";
import { returnItems, returnPhotos, returns } from "../../db/schema/returns";
import { uploadedImages } from "../../db/schema/uploads";
import type { DbOrTx } from "../cart/cart-owner";
import { orderLineThumbnail } from "../fulfilment/shipment-view";
import { photoUrl, thumbUrl } from "../media/stored-upload";
import { dollars } from "./return-money";

export type ReturnRow = typeof returns.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The views of these returns (in the order of `rows`). */
export async function returnViews(db: DbOrTx, rows: ReturnRow[]): Promise<ReturnView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select({
      returnId: returnItems.returnId,
      qty: returnItems.qty,
      refundCents: returnItems.refundCents,
      planRefundCents: returnItems.planRefundCents,
      line: orderItems,
      thumbnail: orderLineThumbnail(),
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, ids))
    .orderBy(asc(returnItems.orderItemId));
  const photos = await db
    .select({ returnId: returnPhotos.returnId, key: uploadedImages.key })
    .from(returnPhotos)
    .innerJoin(uploadedImages, eq(uploadedImages.id, returnPhotos.imageId))
    .where(inArray(returnPhotos.returnId, ids))
    .orderBy(asc(returnPhotos.position));
  const numbers = await db
    .select({ id: orders.id, incrementId: orders.incrementId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]));
  const numberOf = new Map(numbers.map((o) => [o.id, o.incrementId]));
  return rows.map((r) => {
    const status = r.status as ReturnStatus;
    const mine = items.filter((i) => i.returnId === r.id);
    const estimate = mine.reduce((n, i) => n + i.refundCents + i.planRefundCents, 0);
    return {
      return_id: r.id,
      rma_number: r.rmaNumber,
      increment_id: numberOf.get(r.orderId) ?? "",
      status,
      status_label: RETURN_STATUS_LABELS[status],
      reason: r.reason as ReturnReason,
      reason_label: RETURN_REASON_LABELS[r.reason as ReturnReason] ?? r.reason,
      comment: r.comment,
      refuse_reason: r.refuseReason,
      items: mine.map((i) => ({
        order_item_id: i.line.id,
        name: i.line.name,
        sku: i.line.sku,
        thumbnail: i.thumbnail,
        qty: i.qty,
        unit_price: dollars(i.line.priceCents),
        refund_amount: dollars(i.refundCents),
        plan_title: i.line.planTitle,
        plan_refund_amount: dollars(i.planRefundCents),
      })),
      photos: photos
        .filter((p) => p.returnId === r.id)
        .map((p) => ({
          url: photoUrl(p.key),
          thumb_url: thumbUrl(p.key),
        })),
      // Before the refund: what the items will pay back; after it, what was paid.
      refund_amount: dollars(status === "refunded" ? r.refundCents : status === "refused" ? 0 : estimate),
      points_refunded: r.pointsRefunded,
      points_taken_back: r.pointsTakenBack,
      label_url: RETURN_LABEL_STATUSES.includes(status) ? returnLabelPagePath(r.rmaNumber) : null,
      requested_at: r.requestedAt.toISOString(),
      approved_at: iso(r.approvedAt),
      refused_at: iso(r.refusedAt),
      received_at: iso(r.receivedAt),
      refunded_at: iso(r.refundedAt),
    };
  });
}

export async function returnView(db: DbOrTx, row: ReturnRow): Promise<ReturnView> {
  return (await returnViews(db, [row]))[0];
}

/** Returns matching `where`, newest first. */
export function selectReturns(db: DbOrTx, where: SQL | undefined, limit = 200) {
  return db
    .select()
    .from(returns)
    .where(where)
    .orderBy(desc(returns.requestedAt), desc(returns.id))
    .limit(limit);
}

/** One customer's return by RMA number, or undefined. */
export async function findOwnReturn(db: DbOrTx, customerId: number, rma: string) {
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.rmaNumber, rma), eq(returns.customerId, customerId)));
  return row;
}
