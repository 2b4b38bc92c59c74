// The protection plan an add asks for, as the offer list has it today (spec part 2 §4).
import { CART_CODES, CART_MESSAGES } from "../../../contract/cart-constants";
import type { ProtectionPlan } from "../../../contract/protection-constants";
import type { RequestContext } from "../../http/context";
import { getOfferList } from "../protection/protection.service";
import { chosenPlan } from "./cart-pricing";
import { refuse } from "./cart-refusal";

/** The plan asked for, looked up in today's offer list (the client's price, term and title are ignored). */
export async function askedPlan(
  ctx: RequestContext,
  sku: string,
  input: { offerPlanId?: string; planId?: string },
): Promise<ProtectionPlan | null> {
  if (!input.offerPlanId && !input.planId) return null;
  const offers = (await getOfferList(ctx, { products: [{ referenceID: sku }] }))[sku] ?? [];
  const plan = chosenPlan(offers, input);
  if (!plan) throw refuse(CART_CODES.rejected, CART_MESSAGES.planNotOffered);
  return plan;
}
