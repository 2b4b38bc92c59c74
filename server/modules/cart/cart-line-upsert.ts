// Writing cart lines with INSERT … ON CONFLICT on the line key (cart, variant, configuration).
// The unique index cart_items_cart_variant_model_uq is on (cart_id, variant_id,
// coalesce(customization_model, '')): drizzle's onConflict target only takes plain columns, so the
// statement is written here, once, with the index's expression as the conflict target.
import { sql } from "drizzle-orm";
import type { Tx } from "./cart-owner";

export interface CartLineRow {
  cartId: number;
  productId: number;
  variantId: number;
  qty: number;
  planId?: string | null;
  offerPlanId?: string | null;
  /** null (or absent) for the plain variant; the plain variant is one line per cart. */
  customizationModel?: string | null;
}

/**
 * Inserts the rows, or when the cart already has a line with the same variant and configuration,
 * sets that line's quantity to the row's (`addQty`: adds the row's to it). `replacePlan` also
 * sets the line's plan to the row's (else an existing line keeps its plan).
 */
export async function upsertCartLines(
  tx: Tx,
  rows: CartLineRow[],
  { replacePlan, addQty = false }: { replacePlan: boolean; addQty?: boolean },
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.cartId}, ${r.productId}, ${r.variantId}, ${r.qty}, ${r.planId ?? null}, ${r.offerPlanId ?? null}, ${r.customizationModel ?? null})`,
    ),
    sql`, `,
  );
  const plan = replacePlan
    ? sql`, plan_id = excluded.plan_id, offer_plan_id = excluded.offer_plan_id`
    : sql``;
  await tx.execute(sql`
    insert into cart_items (cart_id, product_id, variant_id, qty, plan_id, offer_plan_id, customization_model)
    values ${values}
    on conflict (cart_id, variant_id, (coalesce(customization_model, '')))
    do update set qty = ${addQty ? sql`cart_items.qty + excluded.qty` : sql`excluded.qty`}, updated_at = now()${plan}`);
}
