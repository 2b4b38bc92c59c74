// The save-for-later list (spec part 1 §3 "Save-for-later item", §7 GET and PUT /api/later_cart):
// lines moved out of the cart, kept with the cart; moving one back follows add-to-cart's rules.
// A customized line keeps its configuration (model code); like a cart line, it is resolved again
// through the customization service whenever it is shown or moved, never trusted as saved.
import { and, desc, eq, sql } from "drizzle-orm";
import type { CartResult, LaterCartResult, LaterItem } from "../../../contract/cart";
import { CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { cartItems, cartLaterItems } from "../../db/schema/cart";
import { products, productVariants } from "../../db/schema/catalog";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { toDollars, toDollarsOrNull } from "../../lib/money";
import { publicPath } from "../catalog/category-trail";
import { firstVariantImageUrl } from "../catalog/variant-image";
import { optionSummary, usableQty } from "../catalog/variant-selection";
import { assertConfigurationFits } from "./cart.service";
import { type LineConfiguration, resolveConfiguration } from "./cart-customization";
import { configuredVariant } from "./cart-item-view";
import { upsertCartLines } from "./cart-line-upsert";
import { cartIdOfRequest, readCart } from "./cart-read";
import { answering, notInCart, refuse } from "./cart-refusal";
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
      model: cartLaterItems.customizationModel,
      product: products,
      variant: productVariants,
      thumbnail: firstVariantImageUrl(cartLaterItems.variantId),
    })
    .from(cartLaterItems)
    .innerJoin(products, eq(products.id, cartLaterItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartLaterItems.variantId))
    .where(eq(cartLaterItems.cartId, cartId))
    .orderBy(desc(cartLaterItems.createdAt), desc(cartLaterItems.id));
  const configs = new Map<string, LineConfiguration | null>();
  for (const r of rows)
    if (r.model !== "" && !configs.has(r.model))
      configs.set(r.model, await resolveConfiguration(ctx, r.product.id, r.model));
  const list = rows.map(({ id, qty, model, product, variant: plain, thumbnail }): LaterItem => {
    const config = model === "" ? null : (configs.get(model) ?? null);
    // As in the cart read (priceLine): a configuration that no longer resolves cannot be bought
    // again and is shown as unavailable; one that does is priced and stocked as the cart prices it.
    const gone = model !== "" && config === null;
    const variant = config ? configuredVariant(plain, config) : plain;
    const special =
      variant.specialPriceCents !== null && variant.specialPriceCents < variant.priceCents
        ? variant.specialPriceCents
        : null;
    return {
      later_item_id: id,
      product_id: product.id,
      piid: variant.id,
      name: product.name,
      sku: product.sku,
      sub_sku: variant.sku,
      url_path: publicPath(product.urlPath),
      thumbnail,
      option_value: config?.optionValue ?? optionSummary(variant),
      price: toDollars(variant.priceCents),
      special_price: toDollarsOrNull(special),
      qty,
      status: product.status === 2 || gone ? 2 : 1,
      customization: config
        ? { model: config.model, option_value: config.optionValue, options: config.options }
        : null,
      inventory: {
        is_in_stock: variant.isInStock,
        usable_qty: usableQty(variant),
        min_sale_qty: variant.minSaleQty,
        qty: variant.qty,
        product_id: product.id,
      },
    };
  });
  return { list };
}

/** The saved item's configuration resolved now (before the write: it reads through the app's database). */
async function savedConfiguration(
  ctx: RequestContext,
  laterItemId: number,
): Promise<{ model: string; config: LineConfiguration } | null> {
  const cartId = await cartIdOfRequest(ctx);
  if (cartId === null) return null;
  const [saved] = await ctx.db
    .select({ productId: cartLaterItems.productId, model: cartLaterItems.customizationModel })
    .from(cartLaterItems)
    .where(and(eq(cartLaterItems.id, laterItemId), eq(cartLaterItems.cartId, cartId)));
  if (!saved || saved.model === "") return null;
  const config = await resolveConfiguration(ctx, saved.productId, saved.model);
  if (!config) throw refuse(CART_CODES.rejected, CART_MESSAGES.customizationGone);
  return { model: saved.model, config };
}

/**
 * PUT /api/later_cart: moves a saved item back into the cart. Refused (and kept saved) while the
 * product is not sold or out of stock; the units joining the line are capped at the usable
 * quantity, and refused when even that stays below min_sale_qty.
 */
export function moveLaterToCart(ctx: RequestContext, laterItemId: number): Promise<CartResult | Reply> {
  return answering(async () => {
    const customized = await savedConfiguration(ctx, laterItemId);
    const cartId = await writeRequestCart(ctx, async (tx, cartId) => {
      const [saved] = await tx
        .select()
        .from(cartLaterItems)
        .where(and(eq(cartLaterItems.id, laterItemId), eq(cartLaterItems.cartId, cartId)));
      // Gone, or its configuration changed since it was resolved above (another request).
      if (!saved || saved.customizationModel !== (customized?.model ?? "")) throw notInCart();
      const fresh = await freshVariant(tx, saved.variantId);
      if (!fresh) throw notInCart();
      const usable = assertPurchasable(fresh);
      // Add-to-cart's rule: the configuration is built on this variant and can be made now.
      if (customized) assertConfigurationFits(customized.config, fresh.variant);
      // The saved item joins the cart's line of the same variant and configuration.
      const [line] = await tx
        .select({ qty: cartItems.qty })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.variantId, saved.variantId),
            sql`coalesce(${cartItems.customizationModel}, '') = ${saved.customizationModel}`,
          ),
        );
      const inCart = line?.qty ?? 0;
      const total = Math.min(inCart + saved.qty, Math.max(usable, inCart));
      assertLineQty(fresh.variant, usable, total, inCart);
      await upsertCartLines(
        tx,
        [
          {
            cartId,
            productId: saved.productId,
            variantId: saved.variantId,
            qty: total,
            customizationModel: customized?.model ?? null,
          },
        ],
        { replacePlan: false },
      );
      await tx.delete(cartLaterItems).where(eq(cartLaterItems.id, saved.id));
    });
    return readCart(ctx, cartId);
  });
}
