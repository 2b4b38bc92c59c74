// Test fixtures for the coupon rules: an order row as a placed order leaves it (only what the rules
// read: who placed it), and a use of a coupon by such an order.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { couponRedemptions, orders } from "../../db/schema/order";

/** A bare placed order of `customerId` (null: a guest) with `email`. */
export async function placedOrder(db: Db, customerId: number | null, email: string) {
  const key = randomUUID();
  const [row] = await db
    .insert(orders)
    .values({
      incrementId: `T-${key.slice(0, 18)}`,
      orderToken: `tok-${key}`,
      customerId,
      email,
      subtotalCents: 1,
      grandTotalCents: 1,
      shippingMethod: "standard",
      shippingAddress: {},
      paymentMethod: "card",
    })
    .returning();
  return row;
}

/** A use of the coupon by a newly placed order, recorded at `at`. */
export async function couponUsed(
  db: Db,
  couponId: number,
  customerId: number | null,
  email: string,
  at = new Date(),
): Promise<void> {
  const order = await placedOrder(db, customerId, email);
  await db
    .insert(couponRedemptions)
    .values({ couponId, orderId: order.id, customerId, email, createdAt: at });
}
