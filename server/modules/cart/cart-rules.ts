// The rules every write that puts units on a cart line checks, against the product and stock as
// they are inside the write's transaction (spec part 1 §5 cart quantity; part 2 §5, §8).
import { eq, sql } from "drizzle-orm";
import {
  CART_CODES,
  CART_MESSAGES,
  type CartQuantityLimits,
  maxQtyMessage,
  minQtyMessage,
} from "../../../contract/cart-constants";
import { prepared } from "../../db/client";
import { products, productVariants } from "../../db/schema/catalog";
import { usableQty } from "../catalog/variant-selection";
import type { DbOrTx } from "./cart-owner";
import { refuse } from "./cart-refusal";

export type Variant = typeof productVariants.$inferSelect;

// Read inside every cart write's transaction: a prepared statement (db/client.ts).
const variantWithStatus = prepared("cart_fresh_variant", (db: DbOrTx, name) =>
  db
    .select({ variant: productVariants, status: products.status })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, sql.placeholder("variantId")))
    .prepare(name),
);

/** A variant with its product's status, read now; null when there is no such variant. */
export async function freshVariant(
  db: DbOrTx,
  variantId: number,
): Promise<{ variant: Variant; status: number } | null> {
  const [row] = await variantWithStatus(db).execute({ variantId });
  return row ?? null;
}

/** Refuses unless the product is sold and the variant can be bought now. Answers the usable quantity. */
export function assertPurchasable(fresh: { variant: Variant; status: number }): number {
  if (fresh.status !== 1) throw refuse(CART_CODES.unavailable, CART_MESSAGES.unavailable);
  const usable = usableQty(fresh.variant);
  if (usable < 1) throw refuse(CART_CODES.outOfStock, CART_MESSAGES.outOfStock);
  return usable;
}

/**
 * Refuses a line total outside min_sale_qty … usable quantity ('Min qty is {n}' / 'Max qty is {n}',
 * with the limits as the result). `inCart` is what the line (or the line merged into) holds already.
 */
export function assertLineQty(variant: Variant, usable: number, total: number, inCart: number): void {
  const limits: CartQuantityLimits = {
    min_sale_qty: variant.minSaleQty,
    usable_qty: usable,
    in_cart: inCart,
  };
  if (total < variant.minSaleQty)
    throw refuse(CART_CODES.quantity, minQtyMessage(variant.minSaleQty), limits);
  if (total > usable) throw refuse(CART_CODES.quantity, maxQtyMessage(usable), limits);
}
