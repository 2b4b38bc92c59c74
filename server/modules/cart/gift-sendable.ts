// "The free gift can be sent" (spec part 2 §9 free gift), defined once: the gift options
// (cart-gift-options.ts), the cart's chosen gift (cart-gift.ts), the sign-in merge of two choices
// (cart-merge.ts) and the order's stock take (order-reservations.ts) all test this condition, so
// what the cart offers and shows as coming is exactly what the order can take.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { productVariants } from "../../db/schema/catalog";

/** The variant columns the condition reads: product_variants' own, or those of an alias of it. */
type VariantColumns = Record<"isInStock" | "qty" | "maxSaleQty" | "productId", AnyColumn>;

/**
 * SQL condition: the variant row `v` (product_variants, or an alias of it) can be sent as the free
 * gift while `units` of it are needed in all (the gift's one unit, plus the paid units the cart or
 * order takes of the same variant first): its product is still sold (status 1), the variant is in
 * stock with at least `units` on hand, and it has a unit to sell at all (max_sale_qty >= 1).
 */
export function giftSendable(units: number | SQL, v: VariantColumns = productVariants): SQL {
  return sql`(${v.isInStock} and ${v.qty} >= ${units} and ${v.maxSaleQty} >= 1 and exists (
    select 1 from products gift_product where gift_product.id = ${v.productId} and gift_product.status = 1
  ))`;
}
