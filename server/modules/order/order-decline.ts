// A payment the provider refused gives everything back (issue #5: "a payment decline leaves stock,
// coupon, points and cart as they were"). In the payment's own transaction the order becomes
// payment_failed; its stock, spent points and coupon use return; and its lines, coupon, points,
// pickup and shipping protection go back into the cart it came from (the shopping cart or the
// buy-now checkout), so a reload finds the cart as it was and the next Place Order makes a new
// order. The refused payment stays recorded on the failed order.
import { eq, sql } from "drizzle-orm";
import { carts } from "../../db/schema/cart";
import { orders } from "../../db/schema/order";
import type { RequestContext } from "../../http/context";
import { upsertCartLines } from "../cart/cart-line-upsert";
import { customerOwner, guestOwner, lockCart, type Tx } from "../cart/cart-owner";
import type { OrderRow } from "./order-ownership";
import { releaseReservations } from "./order-reservations";
import { loadOrderItems } from "./order-view";

type OrderItemRow = Awaited<ReturnType<typeof loadOrderItems>>[number];

/**
 * The order's lines back in its cart, adding to what the cart holds now (a line added meanwhile).
 * The free gift is no cart line: the cart's choice comes back, and shows while it is over the threshold.
 */
async function restoreCart(tx: Tx, order: OrderRow, orderItems: OrderItemRow[]): Promise<void> {
  const items = orderItems.filter((i) => !i.isGift);
  const owner =
    order.customerId !== null
      ? customerOwner(order.customerId, order.checkout)
      : order.guestSessionId !== null
        ? guestOwner(order.guestSessionId, order.checkout)
        : null;
  // A guest session removed by housekeeping has no cart to go back to.
  if (!owner || items.length === 0) return;
  // The lock also marks the cart changed (its upsert sets updated_at).
  const cartId = await lockCart(tx, owner);
  await upsertCartLines(
    tx,
    items.map((i) => ({
      cartId,
      productId: i.productId,
      variantId: i.variantId,
      qty: i.qty,
      planId: i.planId,
      offerPlanId: i.offerPlanId,
      customizationModel: i.customizationModel,
    })),
    { replacePlan: true, addQty: true },
  );
  await tx
    .update(carts)
    .set({
      couponCode: order.couponCode,
      pointsUsed: order.pointsUsed,
      isPickup: order.isPickup === 1,
      shippingProtection: order.shippingProtection,
      // The gift the cart had chosen comes back (placing the order cleared the choice) as the cart
      // had it, taken or removed (orders.gift_removed: an order under the threshold has no gift
      // line although the gift was taken), unless the cart chose another meanwhile. A variant
      // deleted from the catalog meanwhile is no choice to give back; one that can no longer be
      // sent is offered again by the cart read (cart-gift.ts).
      giftVariantId: sql`coalesce(${carts.giftVariantId}, (select v.id from product_variants v where v.id = ${order.giftVariantId}))`,
      giftRemoved: sql`case
        when ${carts.giftVariantId} is not null then ${carts.giftRemoved}
        when exists (select 1 from product_variants v where v.id = ${order.giftVariantId}) then ${order.giftRemoved}
        else false end`,
    })
    .where(eq(carts.id, cartId));
}

/**
 * Inside the payment's transaction, the order locked: everything the order took comes back, and
 * the order ends as `status` (payment_failed; expired when nobody paid it in time, order-expiry.ts).
 */
export async function giveBackDeclinedOrder(
  ctx: Pick<RequestContext, "now" | "logger">,
  tx: Tx,
  order: OrderRow,
  status: "payment_failed" | "expired" = "payment_failed",
): Promise<void> {
  const items = await loadOrderItems(tx, order.id);
  await releaseReservations(tx, order, items);
  await tx.update(orders).set({ status, updatedAt: ctx.now }).where(eq(orders.id, order.id));
  await restoreCart(tx, order, items);
  ctx.logger.info(status === "expired" ? "unpaid order expired" : "declined order given back", {
    orderId: order.id,
  });
}
