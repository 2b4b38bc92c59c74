// Sign-in keeps what a guest put in the cart: the guest cart's lines move into the customer's
// cart, inside the sign-in's transaction (server/modules/customer/sign-in.ts).
import { and, eq, inArray, sql } from "drizzle-orm";
import { cartItems, cartLaterItems, carts } from "../../db/schema/cart";
import { productVariants } from "../../db/schema/catalog";
import { usableQty } from "../catalog/variant-selection";
import { saveLaterItems } from "./cart-later-upsert";
import { upsertCartLines } from "./cart-line-upsert";
import { customerOwner, guestOwner, lockCart, lockExistingCart, type Tx } from "./cart-owner";
import { giftSendable } from "./gift-sendable";

interface Plan {
  planId: string | null;
  offerPlanId: string | null;
}

/**
 * The quantity a merged line keeps. Both quantities add up, capped by what can be bought (the
 * usable quantity: min(stock, max_sale_qty) while in stock). When nothing can be bought now (out of
 * stock) the line is kept, not dropped, at the larger of the two quantities, so the shopper sees it
 * (marked out of stock) and loses neither amount. `customerQty` is null for a line only the guest has.
 */
export function mergedQty(customerQty: number | null, guestQty: number, usable: number): number {
  if (usable < 1) return Math.max(customerQty ?? 0, guestQty);
  return Math.min((customerQty ?? 0) + guestQty, usable);
}

/** The customer line's plan wins when it has one (a choice made while signed in); else the guest's. */
export function mergedPlan(customer: Plan | null, guest: Plan): Plan {
  const has = (p: Plan | null): p is Plan => Boolean(p?.planId && p.offerPlanId);
  if (has(customer)) return { planId: customer.planId, offerPlanId: customer.offerPlanId };
  if (has(guest)) return { planId: guest.planId, offerPlanId: guest.offerPlanId };
  return { planId: null, offerPlanId: null };
}

/** A line's identity within a cart: its variant and configuration (none for the plain variant). */
function lineKey(line: { variantId: number; customizationModel: string | null }): string {
  return `${line.variantId}:${line.customizationModel ?? ""}`;
}

/**
 * Moves every line of the guest session's cart into the customer's cart (created when needed) and
 * deletes the guest cart. The same variant becomes one line (mergedQty, mergedPlan); nothing is
 * lost or doubled. A customized line only merges with the same variant in the same configuration
 * (customization model); the plain variant and each configuration stay separate lines.
 * Concurrency: the guest cart is locked first, then the customer's (FOR UPDATE); adds lock the one
 * cart they write, so no lock cycle can form, and an add racing this merge either lands before it
 * (and is moved) or waits and then finds its session ended. Lines are written with INSERT … ON
 * CONFLICT on the line key (cart, variant, configuration), so a line can never be duplicated.
 */
export async function mergeGuestCart(
  tx: Tx,
  { guestSessionId, customerId }: { guestSessionId: number; customerId: number },
): Promise<void> {
  const guestCartId = await lockExistingCart(tx, guestOwner(guestSessionId));
  if (guestCartId === null) return;

  const guestLines = await tx
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      qty: cartItems.qty,
      planId: cartItems.planId,
      offerPlanId: cartItems.offerPlanId,
      customizationModel: cartItems.customizationModel,
      isInStock: productVariants.isInStock,
      stock: productVariants.qty,
      maxSaleQty: productVariants.maxSaleQty,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, guestCartId));

  const guestLater = await tx
    .select({
      productId: cartLaterItems.productId,
      variantId: cartLaterItems.variantId,
      qty: cartLaterItems.qty,
      customizationModel: cartLaterItems.customizationModel,
    })
    .from(cartLaterItems)
    .where(eq(cartLaterItems.cartId, guestCartId));
  // Locked (and created) only when there is something to move into it; the lock marks it changed.
  const customerCart =
    guestLines.length > 0 || guestLater.length > 0 ? await lockCart(tx, customerOwner(customerId)) : null;

  if (customerCart !== null && guestLater.length > 0) {
    // Saved-for-later items move too: the same variant and configuration adds up (a saved
    // quantity is not capped by stock).
    await saveLaterItems(
      tx,
      guestLater.map((l) => ({ ...l, cartId: customerCart })),
    );
  }

  if (customerCart !== null && guestLines.length > 0) {
    const customerCartId = customerCart;
    const existing = await tx
      .select({
        variantId: cartItems.variantId,
        customizationModel: cartItems.customizationModel,
        qty: cartItems.qty,
        planId: cartItems.planId,
        offerPlanId: cartItems.offerPlanId,
      })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, customerCartId),
          inArray(
            cartItems.variantId,
            guestLines.map((l) => l.variantId),
          ),
        ),
      );
    const customerLine = new Map(existing.map((l) => [lineKey(l), l]));

    const rows = guestLines.map((g) => {
      const mine = customerLine.get(lineKey(g)) ?? null;
      const usable = usableQty({ isInStock: g.isInStock, qty: g.stock, maxSaleQty: g.maxSaleQty });
      return {
        cartId: customerCartId,
        productId: g.productId,
        variantId: g.variantId,
        qty: mergedQty(mine?.qty ?? null, g.qty, usable),
        customizationModel: g.customizationModel,
        ...mergedPlan(mine, g),
      };
    });
    await upsertCartLines(tx, rows, { replacePlan: true });
  }

  if (customerCart !== null) await keepGiftChoice(tx, guestCartId, customerCart);

  // Its lines (and what was left of its saved items) go with it (ON DELETE CASCADE).
  await tx.delete(carts).where(eq(carts.id, guestCartId));
}

/**
 * The free gift the guest chose goes with the lines (spec part 2 §9: no changes after choosing),
 * unless the customer's cart had chosen one already: that choice stands, as long as it can still
 * be sent. A chosen gift that can no longer be sent is offered to choose again anyway (cart-gift.ts),
 * so when the guest's can, the shopper keeps the guest's (taken or removed, as the guest left it)
 * rather than losing a gift that will come for one that will not. Both are judged by the rule the
 * cart read uses (giftSendable), beside the merged cart's own units of the same variant. The
 * customer's cart is locked (lockCart), so its choice cannot change between the read and the write.
 */
async function keepGiftChoice(tx: Tx, guestCartId: number, customerCartId: number): Promise<void> {
  const choiceOf = async (cartId: number) => {
    const [row] = await tx
      .select({ chosen: carts.giftVariantId, removed: carts.giftRemoved })
      .from(carts)
      .where(eq(carts.id, cartId));
    return row;
  };
  const guest = await choiceOf(guestCartId);
  if (!guest?.chosen) return;
  const mine = await choiceOf(customerCartId);
  if (mine?.chosen) {
    if (await giftSendableIn(tx, customerCartId, mine.chosen)) return;
    if (!(await giftSendableIn(tx, customerCartId, guest.chosen))) return;
  }
  await tx
    .update(carts)
    .set({ giftVariantId: guest.chosen, giftRemoved: guest.removed })
    .where(eq(carts.id, customerCartId));
}

/**
 * Whether the gift `variantId` can be sent with cart `cartId`: one unit beyond the cart's own lines
 * of that variant, which the order takes first (order-reservations.ts). Every line counts here; the
 * cart read counts only its buyable ones, which differs only for a line whose customization is gone.
 */
async function giftSendableIn(tx: Tx, cartId: number, variantId: number): Promise<boolean> {
  const units = sql`1 + coalesce((
    select sum(ci.qty) from cart_items ci where ci.cart_id = ${cartId} and ci.variant_id = ${productVariants.id}
  ), 0)`;
  const [row] = await tx
    .select({ sendable: sql<boolean>`${giftSendable(units)}` })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.sendable === true;
}
