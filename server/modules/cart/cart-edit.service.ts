// Editing and removing cart lines (spec part 1 §7 PUT /api/cart/ and DELETE /api/cart, §5 cart
// quantity). Every id must be a line of the request's cart; writes run under the cart's lock.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { CartResult } from "../../../contract/cart";
import { CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import { cartItems } from "../../db/schema/cart";
import type { RequestContext } from "../../http/context";
import type { Reply } from "../../http/route";
import { getOfferList } from "../protection/protection.service";
import { saveLaterItems } from "./cart-later-upsert";
import { mergedPlan } from "./cart-merge";
import type { Tx } from "./cart-owner";
import { chosenPlan, currentPlan } from "./cart-pricing";
import { readCart } from "./cart-read";
import { answering, notInCart, refuse } from "./cart-refusal";
import { assertLineQty, assertPurchasable, freshVariant } from "./cart-rules";
import { inTransaction, writeRequestCart } from "./cart-write";

export interface EditCartItemInput {
  item_id: number;
  qty?: number;
  child_id?: number;
  offerPlanId?: string;
  planId?: string;
}

interface PlanIds {
  planId: string | null;
  offerPlanId: string | null;
}

async function lineOf(tx: Tx, cartId: number, where: { id: number } | { variantId: number }) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        // By variant: the plain line (a customized line is only reached by its id).
        "id" in where
          ? eq(cartItems.id, where.id)
          : and(eq(cartItems.variantId, where.variantId), isNull(cartItems.customizationModel)),
      ),
    );
  return line ?? null;
}

/**
 * The plan the line ends with, or undefined to leave it as it is. Plan fields sent: both empty
 * removes the plan, else the offer is looked up in today's offer list for the (new) variant. A
 * variant switch without plan fields keeps the same plan when the new variant is offered it.
 */
async function planAfterEdit(
  ctx: RequestContext,
  sku: string,
  input: EditCartItemInput,
  line: PlanIds,
  switching: boolean,
): Promise<PlanIds | undefined> {
  const asked = input.offerPlanId !== undefined || input.planId !== undefined;
  if (!asked && !switching) return undefined;
  const offerPlanId = input.offerPlanId || undefined;
  const planId = input.planId || undefined;
  if (asked && !offerPlanId && !planId) return { planId: null, offerPlanId: null };
  const offers = (await getOfferList(ctx, { products: [{ referenceID: sku }] }))[sku] ?? [];
  const plan = asked ? chosenPlan(offers, { offerPlanId, planId }) : currentPlan(offers, line);
  if (asked && !plan) throw refuse(CART_CODES.rejected, CART_MESSAGES.planNotOffered);
  return plan ? { planId: plan.planId, offerPlanId: plan.offerPlanId } : { planId: null, offerPlanId: null };
}

/** PUT /api/cart/: a line's quantity, variant and/or protection plan. Answers the cart. */
export function editCartItem(ctx: RequestContext, input: EditCartItemInput): Promise<CartResult | Reply> {
  return answering(async () => {
    const cartId = await writeRequestCart(ctx, async (tx, cartId) => {
      const line = await lineOf(tx, cartId, { id: input.item_id });
      if (!line) throw notInCart();
      const targetId = input.child_id ?? line.variantId;
      const switching = targetId !== line.variantId;
      // A configuration is built on its variant: a customized line cannot switch to another one.
      if (switching && line.customizationModel !== null)
        throw refuse(CART_CODES.rejected, CART_MESSAGES.wrongVariant);
      const target = await freshVariant(tx, targetId);
      if (!target || target.variant.productId !== line.productId)
        throw refuse(CART_CODES.rejected, CART_MESSAGES.wrongVariant);
      const qty = input.qty ?? line.qty;
      // Switching into a variant the cart already holds merges the two lines.
      const other = switching ? await lineOf(tx, cartId, { variantId: targetId }) : null;
      if (input.qty !== undefined || switching) {
        const usable = assertPurchasable(target);
        assertLineQty(target.variant, usable, (other?.qty ?? 0) + qty, other?.qty ?? 0);
      }
      const plan = await planAfterEdit(inTransaction(ctx, tx), target.variant.sku, input, line, switching);

      if (other) {
        const kept = input.offerPlanId !== undefined || input.planId !== undefined ? plan : undefined;
        await tx
          .update(cartItems)
          .set({ qty: other.qty + qty, ...(kept ?? mergedPlan(other, plan ?? line)), updatedAt: sql`now()` })
          .where(eq(cartItems.id, other.id));
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        return;
      }
      await tx
        .update(cartItems)
        .set({ variantId: targetId, qty, ...(plan ?? {}), updatedAt: sql`now()` })
        .where(eq(cartItems.id, line.id));
    });
    return readCart(ctx, cartId);
  });
}

/** DELETE /api/cart: removes a line, or with save_for_later moves it to the save-for-later list. */
export function deleteCartItem(
  ctx: RequestContext,
  input: { item_id: number; save_for_later?: boolean },
): Promise<CartResult | Reply> {
  return answering(async () => {
    const cartId = await writeRequestCart(ctx, async (tx, cartId) => {
      const [gone] = await tx
        .delete(cartItems)
        .where(and(eq(cartItems.id, input.item_id), eq(cartItems.cartId, cartId)))
        .returning({
          productId: cartItems.productId,
          variantId: cartItems.variantId,
          qty: cartItems.qty,
          customizationModel: cartItems.customizationModel,
        });
      if (!gone) throw notInCart();
      // A customized line is saved with its configuration (moving it back resolves it again).
      if (input.save_for_later) await saveLaterItems(tx, [{ cartId, ...gone }]);
    });
    return readCart(ctx, cartId);
  });
}
