// The save-for-later list (spec part 1 §3 "Save-for-later item", §7 GET and PUT /api/later_cart):
// lines moved out of the cart, kept with the cart; moving one back follows add-to-cart's rules.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { CartResult, LaterCartResult, LaterItem } from "../../../contract/cart";
import { cartItems, cartLaterItems } from "../../db/schema/cart";
import { products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { toDollars, toDollarsOrNull } from "../../lib/money";
import { publicPath } from "../catalog/category-trail";
import { optionSummary, usableQty } from "../catalog/variant-selection";
import { upsertCartLines } from "./cart-line-upsert";
import { cartIdOfRequest, readCart } from "./cart-read";
import { answering, notInCart } from "./cart-refusal";
import { assertLineQty, assertPurchasable, freshVariant } from "./cart-rules";
import { writeRequestCart } from "./cart-write";

/** GET /api/later_cart: the saved items, newest first; empty without a session or cart. */
export async function laterCartOfRequest(ctx: RequestContext): Promise<LaterCartResult> {
  const cartId = await cartIdOfRequest(ctx);
  if (cartId === null) return { list: [] };
  const rows = await ctx.db
    .select({
      id: cartLaterItems.id,
      qty: cartLaterItems.qty,
      product: products,
      variant: productVariants,
      thumbnail: sql<string | null>`(
        select vi.url from variant_images vi where vi.variant_id = ${cartLaterItems.variantId}
        order by vi.position, vi.id limit 1
      )`,
    })
    .from(cartLaterItems)
    .innerJoin(products, eq(products.id, cartLaterItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartLaterItems.variantId))
    .where(eq(cartLaterItems.cartId, cartId))
    .orderBy(desc(cartLaterItems.createdAt), desc(cartLaterItems.id));
  const list = rows.map(
    ({ id, qty, product, variant, thumbnail }): LaterItem => ({
      later_item_id: id,
      product_id: product.id,
      piid: variant.id,
      name: product.name,
      sku: product.sku,
      sub_sku: variant.sku,
      url_path: publicPath(product.urlPath),
      thumbnail,
      option_value: optionSummary(variant),
      price: toDollars(variant.priceCents),
      special_price: toDollarsOrNull(
        variant.specialPriceCents !== null && variant.specialPriceCents < variant.priceCents
          ? variant.specialPriceCents
          : null,
      ),
      qty,
      status: product.status === 2 ? 2 : 1,
      inventory: {
        is_in_stock: variant.isInStock,
        usable_qty: usableQty(variant),
        min_sale_qty: variant.minSaleQty,
        qty: variant.qty,
        product_id: product.id,
      },
    }),
  );
  return { list };
}

/**
 * PUT /api/later_cart: moves a saved item back into the cart. Refused (and kept saved) while the
 * product is not sold or out of stock; the units joining the line are capped at the usable
 * quantity, and refused when even that stays below min_sale_qty.
 */
export function moveLaterToCart(ctx: RequestContext, laterItemId: number): Promise<CartResult | Reply> {
  return answering(async () => {
    const cartId = await writeRequestCart(ctx, async (tx, cartId) => {
      const [saved] = await tx
        .select()
        .from(cartLaterItems)
        .where(and(eq(cartLaterItems.id, laterItemId), eq(cartLaterItems.cartId, cartId)));
      if (!saved) throw notInCart();
      const fresh = await freshVariant(tx, saved.variantId);
      if (!fresh) throw notInCart();
      const usable = assertPurchasable(fresh);
      const [line] = await tx
        .select({ qty: cartItems.qty })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.variantId, saved.variantId),
            // Saved items are plain variants: they join the plain line, never a customized one.
            isNull(cartItems.customizationModel),
          ),
        );
      const inCart = line?.qty ?? 0;
      const total = Math.min(inCart + saved.qty, Math.max(usable, inCart));
      assertLineQty(fresh.variant, usable, total, inCart);
      await upsertCartLines(
        tx,
        [{ cartId, productId: saved.productId, variantId: saved.variantId, qty: total }],
        { replacePlan: false },
      );
      await tx.delete(cartLaterItems).where(eq(cartLaterItems.id, saved.id));
    });
    return readCart(ctx, cartId);
  });
}
