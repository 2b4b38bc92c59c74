// Writing save-for-later items: one item per variant and configuration, so saving the same one
// again (or a guest's saved items joining the customer's at sign-in) adds up, capped like a line.
import { sql } from "drizzle-orm";
import { CART_QTY_MAX } from "../../../contract/cart-constants";
import { cartLaterItems } from "../../db/schema/cart";
import type { Tx } from "./cart-owner";

export interface LaterItemRow {
  cartId: number;
  productId: number;
  variantId: number;
  qty: number;
  /** The configuration of a customized line; null (or '') for the plain variant. */
  customizationModel: string | null;
}

export async function saveLaterItems(tx: Tx, rows: LaterItemRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(cartLaterItems)
    .values(rows.map((r) => ({ ...r, customizationModel: r.customizationModel ?? "" })))
    .onConflictDoUpdate({
      target: [cartLaterItems.cartId, cartLaterItems.variantId, cartLaterItems.customizationModel],
      set: { qty: sql`least(${cartLaterItems.qty} + excluded.qty, ${CART_QTY_MAX})` },
    });
}
