// Signing in on the /pay page keeps the product being bought: the guest's buy-now checkout becomes
// the customer's (replacing one they left earlier), inside the sign-in's transaction. The guest's
// address and e-mail stay behind: a customer ships to an address-book entry.
import { and, eq } from "drizzle-orm";
import { carts } from "../../db/schema/cart";
import { guestOwner, lockExistingCart, type Tx } from "../cart/cart-owner";

export async function moveGuestBuyNow(
  tx: Tx,
  { guestSessionId, customerId }: { guestSessionId: number; customerId: number },
): Promise<void> {
  const guestCartId = await lockExistingCart(tx, guestOwner(guestSessionId, "buy_now"));
  if (guestCartId === null) return;
  // The customer's earlier buy-now goes (the delete locks its row, so a parallel buy-now waits):
  // the product chosen just now is the one being bought.
  await tx.delete(carts).where(and(eq(carts.customerId, customerId), eq(carts.purpose, "buy_now")));
  await tx
    .update(carts)
    .set({
      customerId,
      guestSessionId: null,
      customerAddressId: null,
      shippingAddress: null,
      guestEmail: null,
      pointsUsed: 0,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, guestCartId));
}
