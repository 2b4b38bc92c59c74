// Shipping protection (spec part 1 §7 POST /api/extend/shipping-protection, POST /api/extend-shipping):
// the offer for the request's cart and the shopper's choice. The price is always worked out here
// from the cart's subtotal (contract shippingProtectionCents), never taken from the request.
import { eq } from "drizzle-orm";
import type { CartResult } from "../../../contract/cart";
import {
  CART_PICKUP_CODES,
  CART_PICKUP_MESSAGES,
  SHIPPING_PROTECTION_TERMS,
  SHIPPING_PROTECTION_TITLE,
  shippingProtectionCents,
} from "../../../contract/cart-constants";
import { carts } from "../../db/schema/cart";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { toDollars } from "../../lib/money";
import { loadCartRow, loadLines } from "./cart-lines";
import { cartIdOfRequest, pricedCartOfRequest, readCart } from "./cart-read";
import { answering, refuse } from "./cart-refusal";
import { writeRequestCart } from "./cart-write";

export interface ShippingProtectionOffer {
  offered: boolean;
  selected: boolean;
  price: number;
  title: string;
  terms: string;
}

/** The offer: not for an empty cart (nothing to protect) nor for pickup (nothing in transit). */
export async function shippingProtectionOffer(ctx: RequestContext): Promise<ShippingProtectionOffer> {
  const priced = await pricedCartOfRequest(ctx);
  const offered = !!priced && priced.buyable.length > 0 && !priced.isPickup;
  return {
    offered,
    selected: !!priced && priced.shippingProtectionCents > 0,
    price: offered && priced ? toDollars(shippingProtectionCents(priced.subtotalCents)) : 0,
    title: SHIPPING_PROTECTION_TITLE,
    terms: SHIPPING_PROTECTION_TERMS,
  };
}

const notOffered = () =>
  refuse(CART_PICKUP_CODES.protectionNotOffered, CART_PICKUP_MESSAGES.protectionNotOffered);

/** Turns it on or off; turning it on is refused for an empty or pickup cart (nothing changes). */
export function setShippingProtection(ctx: RequestContext, enable: boolean): Promise<CartResult | Reply> {
  return answering(async () => {
    if ((await cartIdOfRequest(ctx)) === null) throw notOffered();
    const cartId = await writeRequestCart(ctx, async (tx, id) => {
      if (enable) {
        const cart = await loadCartRow(tx, id);
        if (!cart || cart.isPickup || (await loadLines(tx, id)).length === 0) throw notOffered();
      }
      await tx.update(carts).set({ shippingProtection: enable }).where(eq(carts.id, id));
    });
    return readCart(ctx, cartId);
  });
}
