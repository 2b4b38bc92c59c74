import { PLUS_LIST_PRICE_DOLLARS, PLUS_PRICE_DOLLARS } from "../../../contract/constants";
import { formatMoney } from "../../components/ui/format-money";

/**
 * The Plus+ promotion tip under a price (spec part 2 §3 plus_promotion_tip): what a member saves
 * on this item, and what membership costs. Null when there is no lower member price.
 */
export function plusPromotionTip(finalPrice: number, plusPrice: number | null): string | null {
  if (plusPrice === null || !(plusPrice < finalPrice)) return null;
  const saving = Math.round((finalPrice - plusPrice) * 100) / 100;
  return `Plus+ members save ${formatMoney(saving)} on this item. Membership is ${formatMoney(PLUS_PRICE_DOLLARS)}/year (regularly ${formatMoney(PLUS_LIST_PRICE_DOLLARS)}/year).`;
}
