// The free gift (spec part 2 §9 "Free gift over $100 spend"): while the eligible subtotal is over
// FREE_GIFT_THRESHOLD_CENTS the cart offers one gift. The gift is chosen deterministically from the
// real catalog: the cheapest enabled variant that can be bought now among the products listed in
// FREE_GIFT_CATEGORY_ID (Home Decor), ties by lowest variant id. It is never a paid line.
import { eq, sql } from "drizzle-orm";
import type { CartGiftProduct } from "../../../contract/cart";
import { FREE_GIFT_CATEGORY_ID, FREE_GIFT_THRESHOLD_CENTS } from "../../../contract/cart-constants";
import { prepared } from "../../db/client";
import { products, productVariants } from "../../db/schema/catalog";
import { toDollars } from "../../lib/money";
import type { DbOrTx } from "./cart-owner";

/** Whether a cart whose eligible lines come to `eligibleCents` is offered the gift. */
export const giftOffered = (eligibleCents: number) => eligibleCents > FREE_GIFT_THRESHOLD_CENTS;

// The cheapest buyable variant among the enabled products of the gift category. Found in a
// subquery that walks the partial index product_variants_buyable_price_idx cheapest first, testing
// each variant's category and product (`offset 0` keeps them per-row tests, not joins); the
// constants are written out and there is no bound value at all, so the prepared statement
// (db/client.ts) keeps one plan: no planning per read, and no join set-up (a Memoize node costs
// far more to start than the few index probes it would save).
const giftCandidate = prepared("cart_gift", (db: DbOrTx, name) =>
  db
    .select({
      productId: products.id,
      piid: productVariants.id,
      name: products.name,
      priceCents: productVariants.priceCents,
      image: sql<string | null>`(
        select vi.url from variant_images vi where vi.variant_id = ${productVariants.id}
        order by vi.position, vi.id limit 1
      )`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      sql`${productVariants.id} = (
        select c.id from product_variants c
        where c.is_in_stock and c.qty >= 1 and c.max_sale_qty >= 1
          and exists (select 1 from product_categories pc
                      where pc.product_id = c.product_id and pc.category_id = ${sql.raw(String(FREE_GIFT_CATEGORY_ID))} offset 0)
          and exists (select 1 from products cp where cp.id = c.product_id and cp.status = 1 offset 0)
        order by least(c.price_cents, coalesce(c.special_price_cents, c.price_cents)), c.id
        limit 1
      )`,
    )
    .prepare(name),
);

export async function findGift(db: DbOrTx, isAdd: boolean): Promise<CartGiftProduct | null> {
  const [row] = await giftCandidate(db).execute();
  if (!row) return null;
  return {
    is_add: isAdd,
    product_id: row.productId,
    piid: row.piid,
    name: row.name,
    small_image: row.image,
    price: toDollars(row.priceCents),
    special_price: 0,
  };
}
