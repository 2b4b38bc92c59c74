// The free gift (spec part 2 §9 "Free gift over $100 spend"): while the eligible subtotal is over
// FREE_GIFT_THRESHOLD_CENTS the cart offers one gift. The gift is chosen deterministically from the
// real catalog: the cheapest enabled variant that can be bought now among the products listed in
// FREE_GIFT_CATEGORY_ID (Home Decor), ties by lowest variant id. It is never a paid line.
import { and, asc, eq, sql } from "drizzle-orm";
import type { CartGiftProduct } from "../../../contract/cart";
import { FREE_GIFT_CATEGORY_ID, FREE_GIFT_THRESHOLD_CENTS } from "../../../contract/cart-constants";
import { prepared } from "../../db/client";
import { productCategories, products, productVariants } from "../../db/schema/catalog";
import { toDollars } from "../../lib/money";
import type { DbOrTx } from "./cart-owner";

/** Whether a cart whose eligible lines come to `eligibleCents` is offered the gift. */
export const giftOffered = (eligibleCents: number) => eligibleCents > FREE_GIFT_THRESHOLD_CENTS;

// Read on every cart read over the threshold: a prepared statement (db/client.ts). Its values are
// all constants, so the one plan PostgreSQL keeps is the one the partial index was made for.
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
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .where(
      and(
        // Constants written out, not bound: the one plan of the prepared statement is then the
        // plan for these values (a generic plan for "some category" could walk another index).
        sql`${productCategories.categoryId} = ${sql.raw(String(FREE_GIFT_CATEGORY_ID))}`,
        sql`${products.status} = 1`,
        // Written out too so the planner can prove the partial index
        // product_variants_buyable_price_idx covers it and read the variants cheapest first.
        sql`${productVariants.isInStock} and ${productVariants.qty} >= 1 and ${productVariants.maxSaleQty} >= 1`,
      ),
    )
    .orderBy(
      asc(
        sql`least(${productVariants.priceCents}, coalesce(${productVariants.specialPriceCents}, ${productVariants.priceCents}))`,
      ),
      asc(productVariants.id),
    )
    .limit(1)
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
