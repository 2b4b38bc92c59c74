// Whose order it is: a customer's orders are theirs wherever they sign in; a guest's order belongs
// to the guest session that placed it. Anyone else asking gets "not found", never "forbidden", so an
// order number reveals nothing.
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { ORDER_MESSAGES } from "../../../contract/order-constants";
import { orders } from "../../db/schema/order";
import { AppError } from "../../http/errors";
import type { Auth } from "../../http/session";
import type { DbOrTx, Tx } from "../cart/cart-owner";

export type OrderRow = typeof orders.$inferSelect;

export const orderNotFound = () => new AppError(404, 404, ORDER_MESSAGES.notFound);

function ownedBy(auth: Auth): SQL {
  return auth.customerId !== null
    ? eq(orders.customerId, auth.customerId)
    : (and(isNull(orders.customerId), eq(orders.guestSessionId, auth.sessionId)) as SQL);
}

export function ownsOrder(order: Pick<OrderRow, "customerId" | "guestSessionId">, auth: Auth): boolean {
  return auth.customerId !== null
    ? order.customerId === auth.customerId
    : order.customerId === null && order.guestSessionId === auth.sessionId;
}

/** An order id or an increment id (order numbers are 9+ digits, ids far smaller in practice). */
function refIs(ref: number | string): SQL {
  const text = String(ref);
  return typeof ref === "number" && text.length < 9
    ? eq(orders.id, ref)
    : eq(orders.incrementId, text.replace(/^0+(?=\d)/, ""));
}

/** The request's own order by id or increment id; 404 for no session, no such order or someone else's. */
export async function findOwnOrder(db: DbOrTx, auth: Auth | null, ref: number | string): Promise<OrderRow> {
  if (!auth) throw orderNotFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(refIs(ref), ownedBy(auth)))
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/** The same, locked (SELECT … FOR UPDATE) until the transaction ends: payments and cancel queue up on it. */
export async function lockOwnOrder(tx: Tx, auth: Auth | null, ref: number | string): Promise<OrderRow> {
  if (!auth) throw orderNotFound();
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(refIs(ref), ownedBy(auth)))
    .for("update");
  if (!row) throw orderNotFound();
  return row;
}
