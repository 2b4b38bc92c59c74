import { asc, inArray } from "drizzle-orm";
import type { CartBanner } from "../../../contract/cart-banner";
import { homeBlocks } from "../../db/schema/site";
import type { RequestContext } from "../../http/context";
import { blockBanner } from "./site.service";

/**
 * What the operator configured for the cart page, as `home_blocks` rows: the cart banner
 * (kind "cart_banner") and the Plus+ picture shown to non-members (kind "plus_cart"; the product
 * coupons drawer shows it as its Plus+ banner too). The first
 * row of each kind by position counts; a row without an image configures nothing.
 */
export interface CartMerchandising {
  banner: CartBanner | null;
  /** The Plus+ cart picture's URL; null while none is configured. */
  plusImage: string | null;
}

const CART_KINDS = ["cart_banner", "plus_cart"] as const;

/**
 * The cart's configured merchandising, from the shared cache: the cart read is the hottest call,
 * and these rows are the same for every shopper, so it costs a query once per cache lifetime.
 * A cart priced inside a transaction passes the context made for it (cart-write.ts
 * `inTransaction`), whose cache never waits for a load that runs outside it.
 */
export function getCartMerchandising(ctx: RequestContext): Promise<CartMerchandising> {
  return ctx.cache.get("cart-merchandising", () => loadCartMerchandising(ctx));
}

async function loadCartMerchandising(ctx: RequestContext): Promise<CartMerchandising> {
  const rows = await ctx.db
    .select()
    .from(homeBlocks)
    .where(inArray(homeBlocks.kind, [...CART_KINDS]))
    .orderBy(asc(homeBlocks.position), asc(homeBlocks.id));
  const first = (kind: (typeof CART_KINDS)[number]) => rows.find((r) => r.kind === kind && r.image);
  const banner = first("cart_banner");
  return {
    banner: banner ? blockBanner(banner) : null,
    plusImage: first("plus_cart")?.image ?? null,
  };
}

/** GET /api/cart/banner: the configured cart banner, or null. */
export async function getCartBanner(ctx: RequestContext): Promise<CartBanner | null> {
  return (await getCartMerchandising(ctx)).banner;
}
